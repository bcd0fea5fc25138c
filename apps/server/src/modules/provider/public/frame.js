/* What the built-in vendors' frame pages (lottery.js, sports.js) share, loaded before them as window.LotusFrame:
   their JSON API client (the envelope, the launch token) and money in the page's language.
   Plain script, no build, no inline code (CSP script-src 'self'). */
/* global document, location, window */
(function () {
  'use strict';
  var LANG = document.body.dataset.lang === 'en' ? 'en' : 'vi';
  var TOKEN = new URLSearchParams(location.search).get('token') || '';

  /** Calls of `apiBase` in the page's language; a refusal throws its message, with `code` and `details`. */
  function client(apiBase, fallbackMessage) {
    function call(method, url, body) {
      var init = { method: method, headers: { language: LANG } };
      if (body) {
        init.headers['content-type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      return fetch(apiBase + url, init)
        .then(function (r) {
          return r.json();
        })
        .then(function (env) {
          if (!env.success) {
            var err = new Error(env.message || env.errorCode || fallbackMessage);
            err.code = env.errorCode;
            err.details = env.value || null;
            throw err;
          }
          return env.value;
        });
    }
    /** A query string with the launch token. */
    function q(extra) {
      var p = new URLSearchParams(extra || {});
      if (TOKEN) p.set('token', TOKEN);
      return p.toString();
    }
    return { call: call, q: q };
  }

  function money(n) {
    return Number(n).toLocaleString(LANG === 'en' ? 'en-US' : 'vi-VN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  }

  window.LotusFrame = { client: client, money: money };
})();
