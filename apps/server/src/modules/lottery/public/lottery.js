/* The lottery vendor's page in the game frame: lobby with countdowns, bet slip, my bets, results, verification.
   Plain script, no build, no inline code (CSP script-src 'self'). */
/* global document, location */
(function () {
  'use strict';
  var LANG = document.body.dataset.lang === 'en' ? 'en' : 'vi';
  var Q = new URLSearchParams(location.search);
  var TOKEN = Q.get('token') || '';
  var API = '/house/lottery/api/';
  var D = {
    vi: {
      title: 'Xổ số',
      balance: 'Số dư',
      vn: 'Xổ số kiến thiết',
      fast: 'Xổ số nhanh',
      issue: 'Kỳ',
      closesIn: 'Đóng cược sau',
      closed: 'Đã đóng cược',
      betType: 'Kiểu cược',
      selection: 'Số chọn',
      stake: 'Tiền cược',
      add: 'Thêm vào phiếu',
      slip: 'Phiếu cược',
      empty: 'Phiếu cược trống',
      multiplier: 'Hệ số nhân',
      total: 'Tổng',
      place: 'Đặt cược',
      placed: 'Đã đặt cược',
      remove: 'Bỏ',
      myBets: 'Cược của tôi',
      results: 'Kết quả',
      verify: 'Kiểm tra',
      verified: 'Khớp mã cam kết và kết quả',
      notVerified: 'KHÔNG khớp',
      commitment: 'Mã cam kết (SHA-256)',
      seed: 'Seed máy chủ',
      odds: 'Tỉ lệ',
      status: {
        pending: 'Đang xử lý',
        placed: 'Chờ kết quả',
        won: 'Thắng',
        lost: 'Thua',
        refunded: 'Đã hoàn',
        void: 'Huỷ',
      },
      noToken: 'Hãy mở xổ số từ trang web bằng tài khoản thật để đặt cược.',
      none: 'Chưa có',
      refresh: 'Làm mới',
      hint: {
        lo: 'Hai số, ví dụ 27',
        de: 'Hai số, ví dụ 27',
        bacang: 'Ba số, ví dụ 527',
        xien2: 'Hai số, ví dụ 12,34',
        xien3: 'Ba số, ví dụ 12,34,56',
        xien4: 'Bốn số, ví dụ 12,34,56,78',
        dau: 'Một chữ số',
        duoi: 'Một chữ số',
        star5: 'Năm chữ số, ví dụ 12345',
        bsoe: 'Vị trí:lớn|nhỏ|lẻ|chẵn, ví dụ 1:big',
        sum: 'K3: 3–18 · SSC: big|small|odd|even',
        triple: '1–6 hoặc any',
        pair: '1–6',
        position: 'Hạng:xe, ví dụ 1:7',
        dragon_tiger: 'Hạng:dragon|tiger, ví dụ 1:dragon',
        any: 'Các số 01–11, ví dụ 01,05',
        special: '1–49',
        zodiac: 'rat … pig',
        colour: 'red|blue|green',
      },
    },
    en: {
      title: 'Lottery',
      balance: 'Balance',
      vn: 'Vietnamese lottery',
      fast: 'Fast lottery',
      issue: 'Draw',
      closesIn: 'Closes in',
      closed: 'Betting closed',
      betType: 'Bet type',
      selection: 'Numbers',
      stake: 'Stake',
      add: 'Add to slip',
      slip: 'Bet slip',
      empty: 'The bet slip is empty',
      multiplier: 'Multiplier',
      total: 'Total',
      place: 'Place bets',
      placed: 'Bets placed',
      remove: 'Remove',
      myBets: 'My bets',
      results: 'Results',
      verify: 'Verify',
      verified: 'Matches the commitment and the result',
      notVerified: 'Does NOT match',
      commitment: 'Commitment (SHA-256)',
      seed: 'Server seed',
      odds: 'Odds',
      status: {
        pending: 'Processing',
        placed: 'Awaiting result',
        won: 'Won',
        lost: 'Lost',
        refunded: 'Refunded',
        void: 'Void',
      },
      noToken: 'Open the lottery from the site with a real account to bet.',
      none: 'None yet',
      refresh: 'Refresh',
      hint: {
        lo: 'Two digits, e.g. 27',
        de: 'Two digits, e.g. 27',
        bacang: 'Three digits, e.g. 527',
        xien2: 'Two numbers, e.g. 12,34',
        xien3: 'Three numbers, e.g. 12,34,56',
        xien4: 'Four numbers, e.g. 12,34,56,78',
        dau: 'One digit',
        duoi: 'One digit',
        star5: 'Five digits, e.g. 12345',
        bsoe: 'Position:big|small|odd|even, e.g. 1:big',
        sum: 'K3: 3–18 · SSC: big|small|odd|even',
        triple: '1–6 or any',
        pair: '1–6',
        position: 'Rank:car, e.g. 1:7',
        dragon_tiger: 'Rank:dragon|tiger, e.g. 1:dragon',
        any: 'Balls 01–11, e.g. 01,05',
        special: '1–49',
        zodiac: 'rat … pig',
        colour: 'red|blue|green',
      },
    },
  }[LANG];

  var state = { lobby: null, selected: null, slip: [], message: '', error: '', bets: [], results: [], balance: null };

  function el(tag, attrs, children) {
    var n = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') n.textContent = attrs[k];
      else if (k.slice(0, 2) === 'on') n.addEventListener(k.slice(2), attrs[k]);
      else n.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      if (c) n.appendChild(c);
    });
    return n;
  }

  function call(method, url, body) {
    var init = { method: method, headers: { language: LANG } };
    if (body) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(API + url, init)
      .then(function (r) {
        return r.json();
      })
      .then(function (env) {
        if (!env.success) throw new Error(env.message || env.errorCode || 'error');
        return env.value;
      });
  }
  var q = function (extra) {
    var p = new URLSearchParams(extra || {});
    if (TOKEN) p.set('token', TOKEN);
    return p.toString();
  };

  function money(n) {
    return Number(n).toLocaleString(LANG === 'en' ? 'en-US' : 'vi-VN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  }
  /** Seconds to close from the server's count (secondsToClose when loaded), not the device's clock. */
  function countdown(d) {
    var s = Math.max(0, Math.ceil((d.deadline - Date.now()) / 1000));
    if (s === 0) return T.closed;
    var h = Math.floor(s / 3600);
    var m = Math.floor((s % 3600) / 60);
    var ss = s % 60;
    return T.closesIn + ' ' + (h ? h + ':' : '') + String(m).padStart(2, '0') + ':' + String(ss).padStart(2, '0');
  }
  function resultText(r) {
    if (!r) return '';
    if (r.numbers) return r.numbers.join(' ');
    return Object.keys(r.prizes)
      .map(function (k) {
        return k + ': ' + r.prizes[k].join(' ');
      })
      .join(' · ');
  }
  var T = D;

  function load() {
    var jobs = [
      call('GET', 'lobby?' + q()).then(function (v) {
        var loaded = Date.now();
        v.draws.forEach(function (d) {
          d.deadline = loaded + d.secondsToClose * 1000;
        });
        state.lobby = v;
        if (!state.selected && v.draws.length) state.selected = v.draws[0].id;
      }),
    ];
    if (TOKEN) {
      jobs.push(
        call('GET', 'state?' + q()).then(function (v) {
          state.balance = v.balance;
        }),
      );
      jobs.push(
        call('GET', 'bets?' + q({ pageSize: '10' })).then(function (v) {
          state.bets = v.list;
        }),
      );
    }
    return Promise.all(jobs)
      .then(loadResults)
      .catch(function (e) {
        state.error = e.message;
      })
      .then(render);
  }
  function selectedDraw() {
    var list = (state.lobby && state.lobby.draws) || [];
    for (var i = 0; i < list.length; i++) if (list[i].id === state.selected) return list[i];
    return list[0] || null;
  }
  function loadResults() {
    var d = selectedDraw();
    if (!d) return Promise.resolve();
    return call('GET', 'results?' + new URLSearchParams({ game: d.game, limit: '5' })).then(function (v) {
      state.results = v;
    });
  }

  function drawList() {
    var list = (state.lobby && state.lobby.draws) || [];
    var groups = [
      [T.vn, list.filter((d) => d.family.indexOf('VN_') === 0)],
      [T.fast, list.filter((d) => d.family.indexOf('VN_') !== 0)],
    ];
    return el(
      'section',
      { class: 'card draws' },
      groups.map(function (g) {
        return el('div', {}, [
          el('h2', { text: g[0] }),
          el(
            'ul',
            {},
            g[1].map(function (d) {
              return el('li', { class: d.id === state.selected ? 'on' : '' }, [
                el('button', {
                  type: 'button',
                  'data-draw': String(d.id),
                  text: d.name + ' · ' + T.issue + ' ' + d.issue,
                  onclick: function () {
                    state.selected = d.id;
                    loadResults().then(render);
                  },
                }),
                el('span', { class: 'countdown', 'data-deadline': String(d.deadline), text: countdown(d) }),
              ]);
            }),
          ),
        ]);
      }),
    );
  }

  function betForm() {
    var d = selectedDraw();
    if (!d) return null;
    var type = el(
      'select',
      { id: 'betType' },
      d.betTypes.map(function (b) {
        var odds = Object.keys(b.odds)
          .slice(0, 1)
          .map(function (k) {
            return b.odds[k] / 100;
          });
        return el('option', { value: b.code, text: b.code + (odds.length ? ' (×' + odds[0] + ')' : '') });
      }),
    );
    var sel = el('input', { id: 'selection', autocomplete: 'off', placeholder: T.hint[d.betTypes[0].code] || '' });
    type.addEventListener('change', function () {
      sel.placeholder = T.hint[type.value] || '';
    });
    var stake = el('input', { id: 'stake', inputmode: 'decimal', value: String(state.lobby.minStake) });
    return el('section', { class: 'card' }, [
      el('h2', { text: d.name + ' · ' + T.issue + ' ' + d.issue }),
      d.commitment ? el('p', { class: 'muted small', text: T.commitment + ': ' + d.commitment }) : null,
      el('label', {}, [el('span', { text: T.betType }), type]),
      el('label', {}, [el('span', { text: T.selection }), sel]),
      el('label', {}, [el('span', { text: T.stake }), stake]),
      el('button', {
        type: 'button',
        id: 'add',
        class: 'btn',
        text: T.add,
        onclick: function () {
          if (!sel.value.trim()) return;
          state.slip.push({
            drawId: d.id,
            label: d.name + ' ' + d.issue,
            betType: type.value,
            selection: sel.value.trim(),
            stake: stake.value.trim(),
          });
          sel.value = '';
          render();
        },
      }),
    ]);
  }

  function slip() {
    var mult = el('input', { id: 'multiplier', inputmode: 'numeric', value: String(state.multiplier || 1) });
    mult.addEventListener('change', function () {
      state.multiplier = Math.max(1, parseInt(mult.value, 10) || 1);
      render();
    });
    var total =
      state.slip.reduce(function (a, s) {
        return a + (Number(s.stake) || 0);
      }, 0) * (state.multiplier || 1);
    return el('section', { class: 'card slip' }, [
      el('h2', { text: T.slip }),
      state.slip.length
        ? el(
            'ul',
            {},
            state.slip.map(function (s, i) {
              return el('li', {}, [
                el('span', { text: s.label + ' · ' + s.betType + ' ' + s.selection + ' · ' + money(s.stake) }),
                el('button', {
                  type: 'button',
                  class: 'link',
                  text: T.remove,
                  onclick: function () {
                    state.slip.splice(i, 1);
                    render();
                  },
                }),
              ]);
            }),
          )
        : el('p', { class: 'muted', text: T.empty }),
      el('label', {}, [el('span', { text: T.multiplier }), mult]),
      el('p', { id: 'total', text: T.total + ': ' + money(total) }),
      TOKEN
        ? el('button', {
            type: 'button',
            id: 'place',
            class: 'btn primary',
            text: T.place,
            onclick: place,
          })
        : el('p', { class: 'muted', text: T.noToken }),
      state.message ? el('p', { class: 'ok', role: 'status', text: state.message }) : null,
      state.error ? el('p', { class: 'error', role: 'alert', text: state.error }) : null,
    ]);
  }

  function place() {
    if (!state.slip.length) return;
    state.message = '';
    state.error = '';
    call('POST', 'bets', {
      token: TOKEN,
      multiplier: state.multiplier || 1,
      items: state.slip.map(function (s) {
        return { drawId: s.drawId, betType: s.betType, selection: s.selection, stake: s.stake };
      }),
    })
      .then(function (v) {
        state.slip = [];
        state.message = T.placed + ': ' + money(v.total);
      })
      .catch(function (e) {
        state.error = e.message;
      })
      .then(load);
  }

  function myBets() {
    if (!TOKEN) return null;
    return el('section', { class: 'card' }, [
      el('h2', { text: T.myBets }),
      state.bets.length
        ? el(
            'ul',
            { id: 'bets' },
            state.bets.map(function (b) {
              return el('li', { class: b.status }, [
                el('span', {
                  text:
                    b.game +
                    ' ' +
                    b.issue +
                    ' · ' +
                    b.betType +
                    ' ' +
                    b.selection +
                    ' · ' +
                    money(b.stake) +
                    ' · ' +
                    (T.status[b.status] || b.status) +
                    (b.payout ? ' +' + money(b.payout) : ''),
                }),
                b.result ? el('span', { class: 'muted small', text: resultText(b.result) }) : null,
              ]);
            }),
          )
        : el('p', { class: 'muted', text: T.none }),
    ]);
  }

  function resultsList() {
    return el('section', { class: 'card' }, [
      el('h2', { text: T.results }),
      state.results.length
        ? el(
            'ul',
            {},
            state.results.map(function (d) {
              var out = el('span', { class: 'small' });
              return el('li', {}, [
                el('strong', { text: T.issue + ' ' + d.issue + ': ' }),
                el('span', { text: resultText(d.result) }),
                d.serverSeed
                  ? el('button', {
                      type: 'button',
                      class: 'link',
                      text: T.verify,
                      onclick: function () {
                        call('GET', 'verify?drawId=' + d.id).then(function (v) {
                          out.textContent =
                            ' ' +
                            (v.matchesCommitment && v.matchesResult ? T.verified : T.notVerified) +
                            ' · ' +
                            T.seed +
                            ': ' +
                            d.serverSeed;
                        });
                      },
                    })
                  : null,
                out,
              ]);
            }),
          )
        : el('p', { class: 'muted', text: T.none }),
    ]);
  }

  function render() {
    var app = document.getElementById('app');
    app.textContent = '';
    app.appendChild(
      el('header', { class: 'top' }, [
        el('h1', { text: T.title }),
        state.balance !== null ? el('span', { id: 'balance', text: T.balance + ': ' + money(state.balance) }) : null,
        el('button', { type: 'button', class: 'link', text: T.refresh, onclick: load }),
      ]),
    );
    app.appendChild(el('div', { class: 'grid' }, [drawList(), betForm(), slip(), myBets(), resultsList()]));
  }

  setInterval(function () {
    var nodes = document.querySelectorAll('.countdown');
    var expired = false;
    for (var i = 0; i < nodes.length; i++) {
      var at = Number(nodes[i].dataset.deadline);
      nodes[i].textContent = countdown({ deadline: at });
      if (at <= Date.now() && at > Date.now() - 1000) expired = true;
    }
    if (expired) load();
  }, 1000);
  load();
})();
