// wakha demo page: renders the fake Chatwoot conversation like the web
// widget does (or the fake Intercom one like the Messenger), and wakha's
// stored state beside it. It polls; no build step.
(function () {
  'use strict';

  var POLL_MS = 700;
  var STORAGE_KEY = 'wakha-demo-conversation';
  var $ = function (id) { return document.getElementById(id); };
  // /demo?embed=1 is the chat alone, in the demo shop's frame.
  if (/[?&]embed=1\b/.test(location.search)) document.body.classList.add('embed');

  var conv = null;            // {account_id, conversation_id, source_id, status, ...}
  var rendered = new Map();   // message id -> {sig, node}
  var lastRow = null;         // {kind, node} of the last message row, for grouping
  var botCount = 0;           // visible bot/agent messages, to stop the typing dots
  var waiting = null;         // {since, botCount} while a reply is expected
  var polling = false, pollTimer = null;
  var lastStatus = null;
  var chosen = {};            // product id -> true once its Select was clicked

  // ---------- helpers ----------
  function el(tag, cls, text) {
    var n = document.createElement(tag);
    if (cls) n.className = cls;
    if (text != null) n.textContent = text;
    return n;
  }

  function api(method, path, body) {
    var init = { method: method, headers: {} };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(path, init).then(function (r) {
      return r.text().then(function (t) {
        var data = null;
        try { data = t ? JSON.parse(t) : null; } catch (e) { data = null; }
        if (!r.ok) {
          var err = new Error((data && (data.error || data.message)) || (r.status + ' ' + r.statusText));
          err.status = r.status;
          throw err;
        }
        return data;
      });
    });
  }

  var toastTimer = null;
  function toast(content, isError, ms) {
    var t = $('toast');
    t.textContent = '';
    if (typeof content === 'string') t.textContent = content; else t.appendChild(content);
    t.className = 'toast' + (isError ? ' error' : '');
    t.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { t.hidden = true; }, ms || 6000);
  }
  function showError(e) { toast(String(e && e.message ? e.message : e), true, 8000); }

  // A link of the shop: this demo has no shop behind it, so say where it goes.
  function shopLink(url, label) {
    var box = el('span');
    box.appendChild(document.createTextNode((label ? label + ' → ' : 'This link would open ') ));
    var a = el('a', null, url);
    a.href = url; a.target = '_blank'; a.rel = 'noopener noreferrer';
    box.appendChild(a);
    box.appendChild(document.createTextNode(' (the demo catalog\'s shop is not online)'));
    toast(box, false, 9000);
  }

  // Text with links and **bold**, built as DOM nodes (never innerHTML).
  function richText(node, text) {
    node.dir = 'auto'; // Arabic-script messages read right to left
    var parts = String(text || '').split(/(https?:\/\/[^\s<>"']+)/g);
    parts.forEach(function (part, i) {
      if (i % 2 === 1) {
        var url = part.replace(/[).,;!?]+$/, '');
        var rest = part.slice(url.length);
        var a = el('a', null, url);
        a.href = url; a.target = '_blank'; a.rel = 'noopener noreferrer';
        a.addEventListener('click', function (ev) { ev.preventDefault(); shopLink(url); });
        node.appendChild(a);
        if (rest) node.appendChild(document.createTextNode(rest));
        return;
      }
      part.split(/(\*\*[^*]+\*\*)/g).forEach(function (seg, j) {
        if (j % 2 === 1) node.appendChild(el('b', null, seg.slice(2, -2)));
        else if (seg) node.appendChild(document.createTextNode(seg));
      });
    });
    return node;
  }

  // Intercom's HTML (the bot's replies and product lists), rebuilt as DOM
  // nodes from a whitelist: paragraphs, emphasis, line breaks, images and
  // links of the shop. The parsed document is inert: nothing in it runs or loads.
  var KEEP = { p: 1, b: 1, strong: 1, i: 1, em: 1, br: 1, ul: 1, ol: 1, li: 1 };
  function htmlInto(node, html) {
    node.dir = 'auto';
    var doc = new DOMParser().parseFromString('<body>' + String(html || '') + '</body>', 'text/html');
    (function copy(from, to) {
      from.childNodes.forEach(function (n) {
        if (n.nodeType === 3) { to.appendChild(document.createTextNode(n.textContent)); return; }
        if (n.nodeType !== 1) return;
        var tag = n.tagName.toLowerCase();
        if (tag === 'a') {
          var href = n.getAttribute('href') || '';
          if (!/^https?:\/\//.test(href)) { copy(n, to); return; }
          var a = el('a');
          a.href = href; a.target = '_blank'; a.rel = 'noopener noreferrer';
          if (/add-to-cart/.test(href)) a.dataset.action = 'add-to-cart';
          copy(n, a);
          a.addEventListener('click', function (ev) { ev.preventDefault(); shopLink(href, a.textContent); });
          to.appendChild(a);
          return;
        }
        if (tag === 'img') {
          var src = n.getAttribute('src') || '';
          if (!/^https?:\/\//.test(src)) return;
          var img = new Image();
          img.alt = ''; img.decoding = 'async'; img.referrerPolicy = 'no-referrer';
          img.addEventListener('error', function () { img.remove(); });
          img.src = src;
          to.appendChild(img);
          return;
        }
        if (KEEP[tag]) { var k = el(tag); copy(n, k); to.appendChild(k); } else copy(n, to);
      });
    })(doc.body, node);
    return node;
  }

  function hueOf(s) {
    var h = 0;
    for (var i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) % 360;
    return h;
  }

  function initial(s) {
    var m = String(s || '?').trim().match(/[\p{L}\p{N}]/u);
    return m ? m[0].toUpperCase() : '?';
  }

  // ---------- messages ----------
  function senderKind(m) {
    if (m.message_type === 'incoming') return 'user';
    if (m.message_type === 'activity') return 'activity';
    if (m.sender_type === 'user') return 'agent';
    return 'bot'; // the bot, or a template (greeting) without a sender
  }

  function rowFor(kind, m) {
    var row = el('div', 'row ' + (kind === 'user' ? 'user' : 'bot'));
    row.dataset.messageId = m.id;
    row.dataset.kind = kind;
    var grouped = lastRow && lastRow.kind === kind;
    if (!grouped) row.classList.add('gap');
    if (kind === 'user') return { row: row, body: row };
    var av = el('div', 'wk-avatar' + (kind === 'agent' ? ' agent' : '') + (grouped ? ' blank' : ''), initial(kind === 'agent' ? (conv && conv.agent_name) : (conv && conv.bot_name)));
    av.setAttribute('aria-hidden', 'true');
    var stack = el('div', 'stack');
    if (!grouped) stack.appendChild(el('div', 'sender', kind === 'agent' ? (m.sender_name || 'Agent') + ' · agent' : (m.sender_name || (conv && conv.bot_name) || 'bot')));
    row.appendChild(av);
    row.appendChild(stack);
    return { row: row, body: stack };
  }

  function renderCards(m) {
    var strip = el('div', 'cards');
    strip.setAttribute('role', 'list');
    (m.cards || []).forEach(function (card) {
      var c = el('div', 'card');
      c.setAttribute('role', 'listitem');
      var select = (card.actions || []).filter(function (a) { return a.type !== 'link' && /^select:/.test(a.payload || ''); })[0];
      if (select) {
        // select:<product>:<account>:<conversation>:<signature>
        c.dataset.productId = select.payload.split(':')[1];
        if (chosen[c.dataset.productId]) c.classList.add('chosen');
      }
      var media = el('div', 'media');
      media.style.setProperty('--hue', String(hueOf(card.title || '')));
      media.appendChild(el('span', 'initial', initial(card.title)));
      if (card.media_url && /^https?:\/\//.test(card.media_url)) {
        var img = new Image();
        img.alt = '';
        img.decoding = 'async';
        img.referrerPolicy = 'no-referrer';
        img.addEventListener('load', function () { img.classList.add('loaded'); });
        img.addEventListener('error', function () { img.remove(); });
        img.src = card.media_url;
        media.appendChild(img);
      }
      c.appendChild(media);
      var body = el('div', 'card-body');
      body.dir = 'auto';
      body.appendChild(el('div', 'card-title', card.title));
      if (card.description) body.appendChild(el('div', 'card-desc', card.description));
      c.appendChild(body);
      var actions = el('div', 'card-actions');
      (card.actions || []).forEach(function (a) {
        var b;
        if (a.type === 'link') {
          b = el('a', 'card-btn', a.text);
          b.href = a.uri; b.target = '_blank'; b.rel = 'noopener noreferrer';
          b.dataset.type = 'link';
          if (/add-to-cart/.test(a.uri || '')) b.dataset.action = 'add-to-cart';
          b.addEventListener('click', function (ev) { ev.preventDefault(); shopLink(a.uri, a.text); });
        } else {
          b = el('button', 'card-btn', a.text);
          b.type = 'button';
          b.dataset.type = 'postback';
          b.dataset.payload = a.payload || '';
          if (c.dataset.productId && chosen[c.dataset.productId]) { b.classList.add('done'); b.textContent = '✓ ' + a.text; }
          b.addEventListener('click', function () { postback(a, c, b); });
        }
        actions.appendChild(b);
      });
      c.appendChild(actions);
      strip.appendChild(c);
    });
    return strip;
  }

  function renderMessage(m) {
    if (m.private) return null;                 // notes are for agents: shown in the panel
    if (m.content_type === 'input_select' && !m.content && !(m.items || []).length && !(m.submitted_values || []).length) {
      return null;                              // Intercom's reply options, once answered
    }
    var kind = senderKind(m);
    if (kind === 'activity') {
      var act = el('div', 'activity', m.content);
      act.dataset.messageId = m.id;
      lastRow = { kind: 'activity' };
      return act;
    }
    var r = rowFor(kind, m);
    var nodes = [r.row];
    if (m.content_type === 'cards') {
      r.body.appendChild(renderCards(m));
      r.row.classList.add('has-cards');
    } else if (kind === 'user') {
      r.body.appendChild(richText(el('div', 'bubble user'), m.content));
    } else if (m.content_type === 'html') {
      r.body.appendChild(htmlInto(el('div', 'bubble bot html'), m.content));
    } else if (m.content || m.content_type !== 'input_select') {
      r.body.appendChild(richText(el('div', 'bubble bot'), m.content));
    }
    if (m.content_type === 'input_select') {
      var submitted = (m.submitted_values || [])[0];
      if (submitted) {
        // The widget replaces the options with the visitor's answer.
        var ans = el('div', 'row user gap');
        ans.dataset.kind = 'user';
        var sub = el('div', 'bubble user submitted', submitted.title || submitted.value);
        sub.dir = 'auto';
        ans.appendChild(sub);
        nodes.push(ans);
      } else {
        var opts = el('div', 'options');
        opts.setAttribute('role', 'group');
        (m.items || []).forEach(function (it) {
          var b = el('button', 'option', it.title);
          b.type = 'button';
          b.dataset.value = it.value;
          if (it.meaning) b.dataset.meaning = it.meaning;
          b.addEventListener('click', function () { quickReply(m, it, opts); });
          opts.appendChild(b);
        });
        r.body.appendChild(opts);
      }
    }
    lastRow = { kind: nodes.length > 1 ? 'user' : kind };
    if (nodes.length === 1) return nodes[0];
    var frag = el('div', 'group');
    frag.style.display = 'contents';
    nodes.forEach(function (n) { frag.appendChild(n); });
    return frag;
  }

  function signature(m) {
    return JSON.stringify([m.content, m.submitted_values || null, m.private, (m.items || []).length]);
  }

  function renderMessages(list) {
    var box = $('messages');
    var changed = false;
    var count = 0;
    list.forEach(function (m) {
      if (!m.private && m.message_type !== 'incoming') count++;
      var sig = signature(m);
      var prev = rendered.get(m.id);
      if (prev && prev.sig === sig) return;
      var node = renderMessage(m);
      if (prev && prev.node) {
        if (node) box.replaceChild(node, prev.node); else prev.node.remove();
      } else if (node) {
        // The shopper's own bubble was shown at once; the stored message takes its place.
        var opt = null;
        if (m.message_type === 'incoming') {
          box.querySelectorAll('.optimistic').forEach(function (n) { if (!opt && n.dataset.until === m.content) opt = n; });
        }
        if (opt) box.replaceChild(node, opt); else box.appendChild(node);
      }
      rendered.set(m.id, { sig: sig, node: node });
      changed = true;
    });
    if (count > botCount && waiting) waiting = null;
    botCount = count;
    if (changed) box.scrollTop = box.scrollHeight;
  }

  // ---------- status, handoff ----------
  // The page plays Chatwoot's widget or Intercom's Messenger; the words
  // around the chat say which.
  var platformShown = null;
  function showPlatform(c) {
    var p = c.platform || 'chatwoot';
    if (platformShown === p) return;
    platformShown = p;
    document.body.dataset.platform = p;
    var intercom = p === 'intercom';
    $('agent-snooze').hidden = !intercom;
    $('agent-unsnooze').hidden = !intercom;
    if (!intercom) return;
    $('footer').textContent = '';
    $('footer').appendChild(document.createTextNode('Powered by '));
    $('footer').appendChild(el('b', null, 'wakha'));
    $('footer').appendChild(document.createTextNode(' · an Intercom app'));
    $('panel-intro').textContent = 'The chat on the left plays the Intercom Messenger. Everything it talks to is the real service: ' +
      'signed notification → Postgres → engine → outbox → Intercom REST API calls (to a fake workspace in this process).';
    $('outbox-title').textContent = 'Outbox → Intercom API';
    $('agent-open').textContent = 'Take over as teammate';
    $('agent-resolve').textContent = 'Close as teammate';
  }

  function renderOwner(c) {
    showPlatform(c);
    var intercom = c.platform === 'intercom';
    var w = $('widget');
    var human = c.status === 'open';
    w.dataset.owner = human ? 'human' : (c.status === 'resolved' ? 'resolved' : c.status === 'snoozed' ? 'snoozed' : 'bot');
    w.dataset.status = c.status;
    var title = human ? (c.assignee || c.shop_name + ' team') : c.bot_name;
    $('bot-name').textContent = title;
    $('header-avatar').textContent = initial(title);
    $('subtitle').textContent = human ? (c.assignee ? c.shop_name + ' · human agent' : 'a human agent will reply') : c.shop_name + ' · typically replies instantly';
    $('conv-id').textContent = intercom
      ? 'Intercom conversation ' + (c.external_id || '(starts with your first message)') + ' · app ' + c.account_id
      : 'Conversation #' + c.conversation_id + ' · account ' + c.account_id + ' · contact ' + short(c.source_id, 13);
    var banner = $('handoff');
    if (human) {
      banner.className = 'wk-banner';
      banner.textContent = '';
      banner.appendChild(document.createTextNode('A human now owns this conversation: '));
      banner.appendChild(el('b', null, (c.assignee || 'an agent of ' + c.shop_name)));
      banner.appendChild(document.createTextNode(c.assignee ? ' will reply here. ' : ' will reply here soon. '));
      banner.appendChild(document.createTextNode(c.bot_name + ' stays quiet until the conversation is ' + (intercom ? 'closed.' : 'resolved.')));
      banner.hidden = false;
    } else if (c.status === 'resolved') {
      banner.className = 'wk-banner resolved';
      banner.textContent = 'Conversation ' + (intercom ? 'closed by a teammate' : 'resolved by the agent') + '. Your next message goes to ' + c.bot_name + ' again.';
      banner.hidden = false;
    } else if (c.status === 'snoozed') {
      banner.className = 'wk-banner';
      banner.textContent = 'A teammate snoozed this conversation: ' + c.bot_name + ' keeps your messages and answers once it is unsnoozed or the snooze ends.';
      banner.hidden = false;
    } else {
      banner.hidden = true;
    }
    if (lastStatus && lastStatus !== c.status && !intercom) {
      // Like the widget's activity messages. Back to pending needs no line:
      // it happens when the shopper writes, and the bot's answer shows it.
      var line = { open: 'Conversation handed to a human (status: open)', resolved: 'Conversation was marked resolved by the agent' }[c.status];
      if (line) {
        var a = el('div', 'activity', line);
        $('messages').appendChild(a);
        lastRow = { kind: 'activity' };
        $('messages').scrollTop = $('messages').scrollHeight;
      }
      if (human) waiting = null;
    }
    lastStatus = c.status;

    var owner = $('owner');
    owner.textContent = '';
    var pill = el('span', 'pill ' + (human ? 'human' : c.status === 'resolved' ? 'resolved' : 'bot'),
      human ? 'human' + (c.assignee ? ' · ' + c.assignee : '') : c.status === 'resolved' ? 'resolved' : 'bot');
    owner.appendChild(pill);
    owner.appendChild(el('span', 'muted', (intercom ? 'Intercom, as the page reads it: ' : 'Chatwoot status: ') + c.status + (c.bot_assigned ? ' · assigned to the bot' : '') +
      (c.team_id ? ' · team ' + c.team_id : '') + (c.labels && c.labels.length ? ' · labels: ' + c.labels.join(', ') : '')));
    $('agent-open').disabled = human;
    $('agent-resolve').disabled = c.status === 'resolved';
    $('agent-snooze').disabled = c.status === 'snoozed' || c.status === 'resolved';
    $('agent-unsnooze').disabled = c.status !== 'snoozed';
    $('agent-reply').hidden = !human;
  }

  function renderNotes(list) {
    var box = $('notes');
    var notes = list.filter(function (m) { return m.private; });
    var sig = notes.map(function (m) { return m.id; }).join(',');
    if (box.dataset.sig === sig) return;
    box.dataset.sig = sig;
    box.textContent = '';
    notes.slice(-2).forEach(function (m) {
      var n = el('div', 'note');
      n.appendChild(el('b', null, 'Private note for the agents (not shown to the shopper)'));
      n.appendChild(document.createTextNode(m.content));
      box.appendChild(n);
    });
  }

  // ---------- the engine panel ----------
  function kv(dl, rows) {
    dl.textContent = '';
    rows.forEach(function (r) {
      dl.appendChild(el('dt', null, r[0]));
      var v = r[1];
      dl.appendChild(el('dd', null, v === null || v === undefined || v === '' ? '—' : String(v)));
    });
  }

  function fmtTime(s) {
    if (!s) return '';
    var d = new Date(s);
    if (isNaN(d)) return s;
    return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  }

  function short(s, n) { s = s == null ? '' : String(s); return s.length > n ? s.slice(0, n) + '…' : s; }

  function renderEngine(snap) {
    var e = snap.engine;
    var st = e && e.state ? e.state : null;
    var d = st && st.dialogue ? st.dialogue : {};
    var stateName = d.state || (e && e.dialogue_state) || 'not started';
    var badge = el('span', 'state-badge ' + stateName, stateName);
    badge.id = 'state-name';
    var big = $('dialogue-state');
    big.textContent = '';
    big.appendChild(badge);
    if (!e) {
      big.appendChild(el('span', 'muted', snap.engine_error ? '  ' + snap.engine_error : '  wakha has no state for this conversation yet'));
    }
    kv($('dialogue'), [
      ['last intent', d.last_intent],
      ['language', st && st.lang],
      ['clarifications', d.clarification_attempts],
      ['repeats / errors', st ? (st.intent_repeats || 0) + ' / ' + (st.consecutive_errors || 0) : null],
      ['handoff reason', (st && st.handoff_reason) || (e && e.handoff_reason)],
      ['version', e && e.version],
      ['wake at', e && e.wake_at ? fmtTime(e.wake_at) : null]
    ]);
    var p = d.pagination || {};
    var q = st && st.query;
    kv($('pagination'), [
      ['query', q ? q.text + (q.min_price || q.max_price ? ' (' + (q.min_price || 0) + '–' + (q.max_price || '∞') + ')' : '') : null],
      ['offset / limit', p.limit != null ? (p.offset || 0) + ' / ' + p.limit : null],
      ['last query hash', short(p.last_query_hash, 16)],
      ['exhausted', st ? (st.results_exhausted ? 'yes' : 'no') : null],
      ['shown products', st && st.shown_product_ids ? st.shown_product_ids.length + (st.shown_product_ids.length ? ': ' + short(st.shown_product_ids.join(', '), 80) : '') : null]
    ]);
    var pc = d.pending_confirmation || {};
    kv($('pending'), pc.action ? [
      ['action', pc.action],
      ['target', pc.target_id + nameOf(st, pc.target_id)],
      ['asked at', fmtTime(pc.created_at)]
    ] : [['action', 'none']]);

    renderLifecycle(st, e);
    renderFollowUps(st);

    var tl = $('transitions');
    tl.textContent = '';
    var ts = e && e.transitions ? e.transitions : [];
    if (!ts.length) tl.appendChild(el('li', 'muted', 'none yet'));
    ts.slice().reverse().forEach(function (t) {
      var li = el('li');
      li.appendChild(el('code', null, (t.machine === 'lifecycle' ? 'lifecycle: ' : '') + (t.from || 'new') + ' → ' + t.to));
      li.appendChild(document.createTextNode(' ' + t.trigger + (t.reason ? ' (' + t.reason + ')' : '') + ' '));
      li.appendChild(el('span', 'when', fmtTime(t.at)));
      tl.appendChild(li);
    });

    renderTurns(e && e.turns ? e.turns : []);

    var ob = $('outbox');
    ob.textContent = '';
    var rows = e && e.outbox ? e.outbox : [];
    if (!rows.length) {
      ob.appendChild(el('p', 'muted', 'nothing sent yet'));
    } else {
      var table = el('table');
      var head = el('tr');
      var idHead = (snap.conversation.platform === 'intercom' ? 'Intercom part' : 'Chatwoot') + ' id / error';
      ['#', 'request', 'status', idHead].forEach(function (h) { head.appendChild(el('th', null, h)); });
      table.appendChild(head);
      rows.slice().reverse().forEach(function (r) {
        var tr = el('tr');
        tr.appendChild(el('td', null, r.seq));
        tr.appendChild(el('td', null, r.request));
        var td = el('td');
        td.appendChild(el('span', 'pill ' + r.status, r.status));
        if (r.attempts) td.appendChild(el('span', 'muted', ' ×' + r.attempts));
        tr.appendChild(td);
        tr.appendChild(el('td', r.last_error ? 'err' : null, r.last_error ? short(r.last_error, 140) : (r.message_id || '')));
        table.appendChild(tr);
      });
      ob.appendChild(table);
    }
    var v = snap.api.violations || [];
    var platform = snap.conversation.platform === 'intercom' ? 'Intercom' : 'Chatwoot';
    $('api-calls').textContent = snap.api.calls + (platform === 'Intercom' ? ' REST API' : ' Application API') + ' call(s) for this conversation; ' +
      (v.length ? v.length + ' refused as not matching ' + platform + '\'s API: ' + v.slice(-3).join(' | ') : 'all in ' + platform + '\'s documented shape.');
    var raw = JSON.stringify(st, null, 2);
    if ($('raw-state').textContent !== raw) $('raw-state').textContent = raw;
  }

  // The conversation's instance lifecycle (spec 003): where it stands, the
  // next follow-up (or abandonment) and how many were sent.
  function renderLifecycle(st, e) {
    var l = st && st.lifecycle ? st.lifecycle : null;
    var state = (l && l.state) || (e && e.lifecycle_state) || 'CREATED';
    var next = (e && e.next_followup_at) || (l && l.followup_at);
    var about = l && l.about ? l.about.kind + (l.about.product_name ? ' · ' + l.about.product_name : '') : null;
    kv($('lifecycle'), [
      ['state', state + (l && l.reason ? ' (' + l.reason + ')' : '')],
      ['instance', l && l.instance],
      ['since', l && fmtTime(l.since)],
      ['next follow-up', next ? fmtTime(next) : 'none scheduled'],
      ['follow-ups sent', l ? (l.followups || 0) : null],
      ['about', about],
      ['paused', l && l.paused_by ? 'by ' + l.paused_by + ', resumes to ' + l.resume_to : (e && e.operator_paused ? 'by operator' : 'no')],
      ['declined', l && l.declined ? 'yes: no follow-up after a no' : null]
    ]);
  }

  // What the follow-up layer did with the last shopper input, and what it
  // awaits or remembers (engine state: diagnostics, awaiting, soft_context).
  // Expiry is lazy in the engine, so "expired" here is read against now.
  function renderFollowUps(st) {
    var dg = st && st.diagnostics;
    kv($('last-turn'), dg ? [
      ['route', dg.route],
      ['resolution', dg.resolution],
      ['understood', dg.intent ? dg.intent + (dg.confidence ? ' ' + dg.confidence : '') + (dg.lang ? ' · ' + dg.lang : '') : null],
      ['enriched query', dg.enriched ? describeQuery(dg.enriched) : null],
      ['cards shown', dg.shown || (dg.kept ? '0 — earlier cards kept' : null)],
      ['expired', dg.expired ? dg.expired.join(', ') : null]
    ] : [['route', 'no shopper input yet']]);
    var aw = st && st.awaiting;
    kv($('awaiting'), aw ? [
      ['kind', aw.kind + (aw.question ? ' (' + aw.question + ')' : '')],
      ['options', (aw.options || []).map(function (id) { return aw.kind === 'input' ? id : id + nameOf(st, id); }).join(', ')],
      ['about', aw.target ? aw.target + nameOf(st, aw.target) : null],
      ['until', until(aw.until)]
    ] : [['kind', 'nothing']]);
    var sc = st && st.soft_context;
    kv($('soft-context'), sc ? [
      ['last action', sc.action],
      ['last query', sc.query ? describeQuery(sc.query) : null],
      ['in focus', sc.focus ? sc.focus + nameOf(st, sc.focus) : null],
      ['last filter added', sc.refined],
      ['until', until(sc.until)]
    ] : [['last action', 'none']]);
  }

  // Each event a turn acted on, newest first: its route, what was
  // understood, and the wall time of each stage (turn_diagnostics).
  function renderTurns(turns) {
    var box = $('turns');
    box.textContent = '';
    if (!turns.length) {
      box.appendChild(el('p', 'muted', 'none yet'));
      return;
    }
    var table = el('table');
    var head = el('tr');
    ['event', 'route', 'understood', 'understand', 'decide', 'search', 'render', 'commit'].forEach(function (h) {
      head.appendChild(el('th', null, h));
    });
    table.appendChild(head);
    turns.slice().reverse().forEach(function (t) {
      var tr = el('tr');
      tr.appendChild(el('td', null, t.event));
      tr.appendChild(el('td', null, t.route || '—'));
      tr.appendChild(el('td', null, t.intent ? t.intent + (t.lang ? ' · ' + t.lang : '') : ''));
      ['understand_us', 'decide_us', 'search_us', 'render_us', 'commit_us'].forEach(function (k) {
        tr.appendChild(el('td', 'num', t[k] != null ? String(t[k]) : ''));
      });
      table.appendChild(tr);
    });
    box.appendChild(table);
  }

  function describeQuery(q) {
    var parts = [q.text];
    ['color', 'size', 'gender', 'material'].forEach(function (k) { if (q[k]) parts.push(k + ' ' + q[k]); });
    if (q.min_price || q.max_price) parts.push((q.min_price || 0) + '–' + (q.max_price || '∞'));
    return parts.join(' · ');
  }

  function until(s) {
    if (!s) return null;
    var d = new Date(s);
    return fmtTime(s) + (!isNaN(d) && d.getTime() <= Date.now() ? ' (expired)' : '');
  }

  function nameOf(st, id) {
    var all = (st && st.results) || [];
    for (var i = 0; i < all.length; i++) if (all[i].id === id) return ' (' + all[i].name + ')';
    return '';
  }

  // ---------- typing dots ----------
  function renderTyping() {
    var show = !!waiting && Date.now() - waiting.since < 12000 && conv && conv.status !== 'open' && conv.status !== 'snoozed';
    $('typing').hidden = !show;
  }
  function expectReply() { waiting = { since: Date.now() }; renderTyping(); }

  // ---------- polling ----------
  function apply(snap) {
    conv = snap.conversation;
    renderMessages(snap.messages);
    renderOwner(conv);
    renderNotes(snap.messages);
    renderEngine(snap);
    renderTyping();
  }

  function poll() {
    clearTimeout(pollTimer);
    if (!conv || polling) { pollTimer = setTimeout(poll, POLL_MS); return; }
    polling = true;
    var restarted = function () {
      // The demo was restarted: its fake Chatwoot forgot us. Start over.
      sessionStorage.removeItem(STORAGE_KEY);
      location.reload();
    };
    api('GET', '/demo/api/conversations/' + conv.conversation_id).then(function (snap) {
      if (snap.conversation.account_id !== conv.account_id) return restarted();
      apply(snap);
    }, function (e) {
      if (e.status === 404) restarted();
    }).then(function () {
      polling = false;
      pollTimer = setTimeout(poll, POLL_MS);
    });
  }
  function pollSoon() { setTimeout(poll, 60); }

  // ---------- actions ----------
  function sendText(text) {
    text = String(text || '').trim();
    if (!text || !conv) return;
    var box = $('messages');
    var row = el('div', 'row user gap optimistic');
    row.dataset.until = text;
    row.appendChild(el('div', 'bubble user pending', text));
    box.appendChild(row);
    box.scrollTop = box.scrollHeight;
    lastRow = { kind: 'user' };
    if (conv.status !== 'open') expectReply();
    api('POST', '/demo/api/conversations/' + conv.conversation_id + '/messages', { text: text })
      .then(pollSoon, function (e) { row.remove(); waiting = null; renderTyping(); showError(e); });
  }

  function quickReply(m, item, opts) {
    opts.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
    expectReply();
    api('POST', '/demo/api/conversations/' + conv.conversation_id + '/quick_reply', { message_id: m.id, value: item.value })
      .then(pollSoon, function (e) {
        opts.querySelectorAll('button').forEach(function (b) { b.disabled = false; });
        waiting = null; showError(e);
      });
  }

  // A card's postback button: Chatwoot hands it to the host page as a
  // "chatwoot:postback" event, and the storefront script forwards it to
  // wakha's /widget/events. This page does exactly that.
  function postback(action, card, button) {
    // Only the payload: it is all Chatwoot's browser event carries, and
    // wakha signed the account, conversation and product into it.
    var body = {
      payload: action.payload,
      click_id: Date.now().toString(36) + Math.random().toString(36).slice(2, 8)
    };
    button.disabled = true;
    expectReply();
    api('POST', '/widget/events', body).then(function () {
      if (card.dataset.productId) chosen[card.dataset.productId] = true;
      card.classList.add('chosen');
      button.classList.add('done');
      button.textContent = '✓ ' + action.text;
      pollSoon();
    }, function (e) { waiting = null; showError(e); }).then(function () { button.disabled = false; });
  }

  function agent(action, body) {
    return api('POST', '/demo/api/conversations/' + conv.conversation_id + '/agent/' + action, body).then(pollSoon, showError);
  }

  // ---------- wiring ----------
  function autosize() {
    var t = $('input');
    t.style.height = 'auto';
    t.style.height = Math.min(t.scrollHeight, 110) + 'px';
  }

  $('composer').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var t = $('input');
    sendText(t.value);
    t.value = '';
    autosize();
    t.focus();
  });
  $('input').addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.isComposing) {
      ev.preventDefault();
      $('composer').requestSubmit ? $('composer').requestSubmit() : $('composer').dispatchEvent(new Event('submit'));
    }
  });
  $('input').addEventListener('input', autosize);
  $('suggestions').addEventListener('click', function (ev) {
    var b = ev.target.closest('.chip');
    if (!b) return;
    sendText(b.textContent);
    document.body.classList.remove('panel-open');
    $('panel-toggle').setAttribute('aria-expanded', 'false');
  });
  $('agent-open').addEventListener('click', function () { agent('open'); });
  $('agent-resolve').addEventListener('click', function () { agent('resolve'); });
  $('agent-snooze').addEventListener('click', function () { agent('snooze'); });
  $('agent-unsnooze').addEventListener('click', function () { agent('unsnooze'); });
  $('agent-reply').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var t = $('agent-text');
    var text = t.value.trim();
    if (!text) return;
    t.value = '';
    agent('reply', { text: text });
  });
  function setPanel(open) {
    document.body.classList.toggle('panel-open', open);
    $('panel-toggle').setAttribute('aria-expanded', open ? 'true' : 'false');
  }
  $('panel-toggle').addEventListener('click', function () { setPanel(!document.body.classList.contains('panel-open')); });
  $('panel-close').addEventListener('click', function () { setPanel(false); });
  setInterval(renderTyping, 1000);

  // ---------- start ----------
  function start() {
    // "account:conversation": the account id is new on every demo run, so a
    // tab kept open across a restart starts over instead of joining another.
    var saved = (sessionStorage.getItem(STORAGE_KEY) || '').split(':');
    var ready = saved.length === 2
      ? api('GET', '/demo/api/conversations/' + encodeURIComponent(saved[1])).then(function (snap) {
        if (snap.conversation.account_id === saved[0]) apply(snap);
      }, function () { return null; })
      : Promise.resolve(null);
    ready.then(function () {
      if (conv) return;
      var lang = (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
      // In the demo shop, the page's $chatwoot.setCustomAttributes kept the
      // contact's attributes (the storefront visitor id) for this moment.
      var attrs = {};
      try { attrs = JSON.parse(sessionStorage.getItem('demo_contact_attributes') || '{}') || {}; } catch (e) { attrs = {}; }
      expectReply();
      return api('POST', '/demo/api/conversations', { lang: lang, custom_attributes: attrs }).then(function (c) {
        conv = c;
        // An Intercom conversation starts with the shopper's message: nothing to wait for yet.
        if (c.platform === 'intercom') { waiting = null; renderTyping(); }
        sessionStorage.setItem(STORAGE_KEY, c.account_id + ':' + c.conversation_id);
        renderOwner(c);
      });
    }).then(function () {
      document.body.dataset.conversationId = conv.conversation_id;
      poll();
    }, function (e) {
      showError('Could not start a conversation: ' + e.message);
      setTimeout(start, 3000);
    });
  }
  start();
})();
