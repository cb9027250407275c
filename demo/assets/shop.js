/* The demo shop's fake Chatwoot widget SDK: window.$chatwoot as the real
 * widget defines it, as far as wakha's /widget.js uses it.
 *  - setCustomAttributes(attrs): kept for the contact the chat creates (in
 *    sessionStorage, which the chat frame reads), and sent to the fake
 *    Chatwoot at once when a conversation exists;
 *  - toggle('open' | 'close'): shows or hides the chat (the /demo page in a
 *    frame; it creates the conversation when first opened).
 * It fires chatwoot:ready like the real one. Card postbacks need nothing
 * here: the chat frame forwards them itself. */
(function () {
  'use strict';
  var ATTRS = 'demo_contact_attributes';
  var OPEN = 'demo_chat_open';
  var CONV = 'wakha-demo-conversation'; // the chat page's sessionStorage key
  var frame = document.getElementById('chat-frame');
  var launcher = document.getElementById('launcher');

  function attrs() {
    try { return JSON.parse(sessionStorage.getItem(ATTRS) || '{}') || {}; } catch (e) { return {}; }
  }
  function conversationID() {
    var saved = (sessionStorage.getItem(CONV) || '').split(':');
    return saved.length === 2 ? saved[1] : '';
  }
  function isOpen() { return !frame.hidden; }
  function open() {
    if (!frame.firstChild) {
      var f = document.createElement('iframe');
      f.src = '/demo?embed=1';
      f.title = 'Chat';
      f.id = 'chat-iframe';
      frame.appendChild(f);
    }
    frame.hidden = false;
    launcher.classList.add('open');
    sessionStorage.setItem(OPEN, '1');
  }
  function close() {
    frame.hidden = true;
    launcher.classList.remove('open');
    sessionStorage.removeItem(OPEN);
  }

  window.$chatwoot = {
    hasLoaded: true,
    setCustomAttributes: function (a) {
      var all = attrs();
      for (var k in a) if (Object.prototype.hasOwnProperty.call(a, k)) all[k] = String(a[k]);
      sessionStorage.setItem(ATTRS, JSON.stringify(all));
      window.__demoContactAttributes = all;
      var id = conversationID();
      if (id) {
        fetch('/demo/api/conversations/' + encodeURIComponent(id) + '/contact', {
          method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({custom_attributes: all})
        });
      }
    },
    toggle: function (state) {
      if (state === 'open' || (state !== 'close' && !isOpen())) open();
      else close();
    }
  };
  launcher.addEventListener('click', function () { window.$chatwoot.toggle(); });
  if (sessionStorage.getItem(OPEN)) open();
  window.dispatchEvent(new Event('chatwoot:ready'));
})();
