/* wakha storefront script — served by wakha at /widget.js, no build step.
 *
 * <script src="https://wakha.example.ma/widget.js" defer></script>
 *
 * Optional attributes on the tag: data-platform="chatwoot|intercom" (needed
 * when wakha serves both), data-offers="off" (never show an offer bubble),
 * data-ping-ms (how often to ask for an offer while the page is visible,
 * default 5000).
 *
 * What it does, and nothing more:
 *  - keeps a random visitor id in localStorage and gives it to the chat
 *    contact ($chatwoot.setCustomAttributes / Intercom('update')) as
 *    wakha_visitor, so wakha can link the visitor's page signals to the chat;
 *  - forwards Chatwoot's chatwoot:postback card clicks;
 *  - reports product page views (WooCommerce's single-product / postid-N body
 *    classes, or a data-wakha-product attribute), when the page is left or
 *    hidden (with the time it was visible), and add-to-cart clicks;
 *  - exposes wakha.tour.start(id, steps), .step(id, n), .end(id, completed)
 *    for the store's tour tool;
 *  - shows the offer wakha's answers carry in a bubble beside the chat
 *    launcher; a click opens the chat, the × dismisses it.
 * Every report is a JSON POST to /widget/events with fetch(keepalive).
 */
(function () {
  'use strict';
  if (window.wakha && window.wakha.visitorId) return; // loaded twice

  var script = document.currentScript || document.querySelector('script[src*="/widget.js"]');
  var data = (script && script.dataset) || {};
  var base = script && script.src ? new URL(script.src, location.href).origin : location.origin;
  var endpoint = base + '/widget/events';
  var platform = data.platform || '';
  var offersOn = data.offers !== 'off';
  var pingEvery = Math.max(1000, parseInt(data.pingMs, 10) || 5000);
  var pingFor = 15 * 60 * 1000; // stop asking after 15 minutes without a page signal

  // --- the visitor id: 128 random bits, base64url (22 characters) ---
  var KEY = 'wakha_visitor';
  function newID() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    var s = '';
    for (var i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  var vid = null;
  try { vid = localStorage.getItem(KEY); } catch (e) { /* storage blocked */ }
  if (!vid || !/^[A-Za-z0-9_-]{22,64}$/.test(vid)) {
    vid = newID();
    try { localStorage.setItem(KEY, vid); } catch (e) { /* an id per page then */ }
  }

  // --- give it to the chat contact ---
  var attached = false;
  function attach() {
    var attrs = {};
    attrs[KEY] = vid;
    try {
      if (window.$chatwoot && typeof window.$chatwoot.setCustomAttributes === 'function') {
        window.$chatwoot.setCustomAttributes(attrs);
        attached = true;
      }
      if (typeof window.Intercom === 'function') {
        window.Intercom('update', attrs);
        attached = true;
      }
    } catch (e) { /* the chat is not ready yet: chatwoot:ready calls again */ }
  }
  window.addEventListener('chatwoot:ready', attach);
  attach();
  if (!attached) {
    // Intercom has no ready event: try a few times while its script loads.
    var tries = 0;
    var t = setInterval(function () {
      attach();
      if (attached || ++tries > 20) clearInterval(t);
    }, 500);
  }

  // --- sending ---
  var lastSignal = Date.now();
  function post(body) {
    body.visitor_id = vid;
    if (platform) body.platform = platform;
    return fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
      mode: 'cors'
    }).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (answer) {
      if (answer && answer.offer) show(answer.offer);
      return answer;
    }, function () { return null; });
  }
  function signal(body) {
    lastSignal = Date.now();
    return post(body);
  }

  // --- card postbacks (Chatwoot) ---
  window.addEventListener('chatwoot:postback', function (e) {
    var d = e.detail || {};
    var p = (d.data && d.data.payload) || d.payload;
    if (typeof p !== 'string' || p.indexOf('select:') !== 0) return;
    post({kind: 'postback', payload: p, click_id: Date.now() + '-' + Math.random().toString(36).slice(2)});
  });

  // --- page signals ---
  function pageProduct() {
    var el = document.querySelector('[data-wakha-product]');
    if (el) return (el.getAttribute('data-wakha-product') || '').trim();
    var body = document.body;
    if (body && body.classList.contains('single-product')) {
      var m = /(?:^|\s)postid-(\d+)(?:\s|$)/.exec(body.className);
      if (m) return m[1];
    }
    return '';
  }
  var product = '';
  var visibleSince = 0;
  function viewed() {
    product = pageProduct();
    visibleSince = Date.now();
    signal({kind: 'page_view', product_id: product || undefined});
  }
  function left() {
    if (!visibleSince) return;
    var dwell = Date.now() - visibleSince;
    visibleSince = 0;
    // Only a product page has a dwell to stop; the report names it, so one
    // arriving after the next page's view stops nothing else.
    if (product) post({kind: 'page_leave', product_id: product, dwell_ms: dwell});
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') left();
    else if (!visibleSince) viewed();
  });
  window.addEventListener('pagehide', left);
  document.addEventListener('click', function (e) {
    var b = e.target && e.target.closest &&
      e.target.closest('[data-wakha-add-to-cart], .single_add_to_cart_button, .add_to_cart_button');
    if (!b) return;
    var id = b.getAttribute('data-wakha-add-to-cart') || b.getAttribute('data-product_id') || b.value || product;
    if (id && /^\d+$/.test(String(id))) signal({kind: 'add_to_cart', product_id: String(id)});
  }, true);

  // --- asking for an offer while the page is visible ---
  setInterval(function () {
    if (document.visibilityState !== 'visible' || Date.now() - lastSignal > pingFor) return;
    post({kind: 'ping'});
  }, pingEvery);

  // --- the offer bubble ---
  var seen = {};
  try { seen = JSON.parse(sessionStorage.getItem('wakha_offers') || '{}') || {}; } catch (e) { seen = {}; }
  function remember(id) {
    seen[id] = 1;
    try { sessionStorage.setItem('wakha_offers', JSON.stringify(seen)); } catch (e) { /* fine */ }
  }
  var bubble = null;
  function openChat() {
    if (window.$chatwoot && typeof window.$chatwoot.toggle === 'function') window.$chatwoot.toggle('open');
    else if (typeof window.Intercom === 'function') window.Intercom('show');
  }
  function hide() {
    if (bubble && bubble.parentNode) bubble.parentNode.removeChild(bubble);
    bubble = null;
  }
  function show(offer) {
    if (!offersOn || !offer || !offer.id || seen[offer.id] || bubble) return;
    remember(offer.id);
    bubble = document.createElement('div');
    bubble.className = 'wakha-offer';
    bubble.setAttribute('role', 'dialog');
    bubble.setAttribute('aria-live', 'polite');
    bubble.setAttribute('data-offer-id', offer.id);
    bubble.style.cssText = 'position:fixed;right:20px;bottom:96px;z-index:2147483000;max-width:280px;' +
      'background:#fff;color:#1f2d3d;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.18);' +
      'padding:12px 34px 12px 14px;font:14px/1.4 system-ui,sans-serif;cursor:pointer';
    var text = document.createElement('div');
    text.className = 'wakha-offer-text';
    text.textContent = offer.text || '';
    bubble.appendChild(text);
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'wakha-offer-close';
    close.setAttribute('aria-label', 'Close');
    close.textContent = '\u00d7';
    close.style.cssText = 'position:absolute;top:4px;right:6px;border:0;background:none;font-size:18px;cursor:pointer;color:#667';
    bubble.appendChild(close);
    close.addEventListener('click', function (e) {
      e.stopPropagation();
      hide();
      signal({kind: 'offer_dismissed', offer_id: offer.id});
    });
    bubble.addEventListener('click', function () {
      hide();
      signal({kind: 'offer_accepted', offer_id: offer.id});
      openChat();
    });
    document.body.appendChild(bubble);
    post({kind: 'offer_shown', offer_id: offer.id});
  }

  // --- the tour API ---
  function tourID(id) { return String(id == null ? '' : id).slice(0, 64); }
  window.wakha = {
    visitorId: vid,
    tour: {
      start: function (id, steps) { return signal({kind: 'tour_start', tour_id: tourID(id), steps: steps | 0}); },
      step: function (id, n) { return signal({kind: 'tour_step', tour_id: tourID(id), step: n | 0}); },
      end: function (id, completed) { return signal({kind: 'tour_end', tour_id: tourID(id), completed: !!completed}); }
    },
    ping: function () { return post({kind: 'ping'}); }
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', viewed);
  else viewed();
})();
