/* The demo shop's session panel and its pretend tour. The panel reads
 * GET /demo/api/visitor/<id>: the engagement session wakha stored for this
 * visitor (or its conversation), and CanOfferNow's answer right now. The
 * tour drives window.wakha.tour, as a store's tour tool would. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function time(s) {
    if (!s) return '';
    var d = new Date(s);
    return d.toLocaleTimeString();
  }
  function row(dl, k, v, id) {
    var dt = document.createElement('dt');
    dt.textContent = k;
    var dd = document.createElement('dd');
    dd.textContent = v;
    if (id) dd.id = id;
    dl.appendChild(dt);
    dl.appendChild(dd);
  }
  function render(s) {
    var dl = $('session-kv');
    dl.textContent = '';
    row(dl, 'where', s.where, 'session-where');
    row(dl, 'state', s.state, 'session-state');
    row(dl, 'cooldown', s.cooldown_until ? 'until ' + time(s.cooldown_until) + (s.conservative ? ' (backed off)' : '') : 'none', 'session-cooldown');
    row(dl, 'backoff', String(s.backoff), 'session-backoff');
    row(dl, 'offers in the last hour', String(s.offers_last_hour), 'session-offers');
    row(dl, 'last offer', s.offer ? (s.offer.product || s.offer.trigger) + ': ' + s.offer.outcome : 'none', 'session-offer');
    row(dl, 'waiting', s.cue || 'nothing', 'session-cue');
    if (s.tour) row(dl, 'tour', s.tour, 'session-tour');
    row(dl, 'offer now?', s.can_offer ? 'yes' : 'no: ' + s.reason, 'session-reason');
    document.body.dataset.sessionState = s.state;
    document.body.dataset.offerReason = s.reason;
    document.body.dataset.backoff = String(s.backoff);
    document.body.dataset.offerOutcome = s.offer ? s.offer.outcome : '';
  }
  function poll() {
    var vid = window.wakha && window.wakha.visitorId;
    if (!vid) return setTimeout(poll, 500);
    fetch('/demo/api/visitor/' + encodeURIComponent(vid), {cache: 'no-store'})
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (s) { if (s) render(s); }, function () { /* next time */ })
      .then(function () { setTimeout(poll, 500); });
  }
  poll();

  // ---------- the pretend tour ----------
  var TOUR = 'demo-tour';
  var steps = ['This is the shop window: every product links to its page.',
    'A product page shows the price and an Add to cart button.',
    'The chat is behind the launcher, bottom right.'];
  var at = 0;
  function show() {
    $('tour-text').textContent = 'Step ' + at + ' of ' + steps.length + ': ' + steps[at - 1];
    $('tour-next').textContent = at < steps.length ? 'Next' : 'Finish';
    $('tour').hidden = false;
  }
  $('tour-start').addEventListener('click', function () {
    at = 1;
    window.wakha.tour.start(TOUR, steps.length);
    window.wakha.tour.step(TOUR, at);
    show();
  });
  $('tour-next').addEventListener('click', function () {
    if (at >= steps.length) {
      window.wakha.tour.end(TOUR, true);
      $('tour').hidden = true;
      return;
    }
    at++;
    window.wakha.tour.step(TOUR, at);
    show();
  });
  $('tour-leave').addEventListener('click', function () {
    window.wakha.tour.end(TOUR, false);
    $('tour').hidden = true;
  });
  // Product pictures live on the catalog's shop, which may be out of reach:
  // a broken one leaves its tile.
  document.addEventListener('error', function (e) {
    if (e.target && e.target.tagName === 'IMG') e.target.style.visibility = 'hidden';
  }, true);
  var add = $('add-to-cart');
  if (add) add.addEventListener('click', function () { $('cart-note').hidden = false; });
})();
