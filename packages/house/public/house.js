/* Lotus House game pages (play, verify, recall). Plain script, no build, no inline code (CSP script-src 'self'). */
/* global document, location, HOUSE_LINES */
(function () {
  'use strict';
  var body = document.body;
  var PAGE = body.dataset.page;
  var LANG = body.dataset.lang === 'en' ? 'en' : 'vi';
  var GAME = body.dataset.game;
  var Q = new URLSearchParams(location.search);
  var D = {
    vi: {
      balance: 'Số dư',
      play: 'Chơi',
      spin: 'Quay',
      deal: 'Chia bài',
      roll: 'Lăn',
      launch: 'Bay',
      trial: 'Chơi thử',
      lineBet: 'Cược mỗi dòng',
      totalBet: 'Tổng cược',
      win: 'Thắng',
      lose: 'Thua',
      lines: 'dòng',
      freeSpins: 'Vòng quay miễn phí',
      scatter: 'Biểu tượng phân tán',
      fairness: 'Công bằng có thể kiểm chứng',
      serverSeedHash: 'Mã băm seed máy chủ (SHA-256)',
      clientSeed: 'Seed người chơi',
      nonce: 'Số thứ tự ván',
      changeSeed: 'Đổi seed (tiết lộ seed cũ)',
      revealed: 'Seed cũ đã được tiết lộ',
      serverSeed: 'Seed máy chủ',
      roundsPlayed: 'Số ván',
      history: 'Lịch sử',
      verify: 'Kiểm tra',
      recall: 'Xem lại',
      verifyPage: 'Trang kiểm tra',
      amount: 'Tiền cược',
      under: 'Dưới',
      over: 'Trên',
      target: 'Mục tiêu',
      chance: 'Tỉ lệ thắng',
      multiplier: 'Hệ số',
      cashOut: 'Tự rút ở hệ số',
      crashAt: 'Nổ tại',
      player: 'Nhà con',
      banker: 'Nhà cái',
      tie: 'Hoà',
      playerPair: 'Đôi con',
      bankerPair: 'Đôi cái',
      push: 'Hoà tiền',
      game: 'Trò chơi',
      bet: 'Cược (dạng JSON)',
      result: 'Kết quả',
      match: 'Khớp với mã băm đã công bố',
      noMatch: 'KHÔNG khớp với mã băm',
      pending: 'Đang chờ xác nhận tiền thắng',
      error: 'Lỗi',
      none: 'Chưa có ván nào',
      time: 'Thời gian',
      stake: 'Cược',
      status: 'Trạng thái',
      hidden: 'Ẩn cho đến khi đổi seed',
      roll2: 'Kết quả lăn',
      voided: 'Ván bị huỷ (không trừ tiền)',
      mode: 'Chế độ',
      real: 'Tiền thật',
    },
    en: {
      balance: 'Balance',
      play: 'Play',
      spin: 'Spin',
      deal: 'Deal',
      roll: 'Roll',
      launch: 'Launch',
      trial: 'Free play',
      lineBet: 'Bet per line',
      totalBet: 'Total bet',
      win: 'Win',
      lose: 'Lose',
      lines: 'lines',
      freeSpins: 'Free spins',
      scatter: 'Scatter',
      fairness: 'Provably fair',
      serverSeedHash: 'Server seed hash (SHA-256)',
      clientSeed: 'Client seed',
      nonce: 'Nonce',
      changeSeed: 'Change seed (reveals the old one)',
      revealed: 'Old seed revealed',
      serverSeed: 'Server seed',
      roundsPlayed: 'Rounds',
      history: 'History',
      verify: 'Verify',
      recall: 'Replay',
      verifyPage: 'Verification page',
      amount: 'Stake',
      under: 'Under',
      over: 'Over',
      target: 'Target',
      chance: 'Win chance',
      multiplier: 'Multiplier',
      cashOut: 'Auto cash-out at',
      crashAt: 'Crashed at',
      player: 'Player',
      banker: 'Banker',
      tie: 'Tie',
      playerPair: 'Player pair',
      bankerPair: 'Banker pair',
      push: 'Push',
      game: 'Game',
      bet: 'Bet (JSON)',
      result: 'Result',
      match: 'Matches the published hash',
      noMatch: 'Does NOT match the hash',
      pending: 'Win not confirmed yet',
      error: 'Error',
      none: 'No rounds yet',
      time: 'Time',
      stake: 'Stake',
      status: 'Status',
      hidden: 'Hidden until you change the seed',
      roll2: 'Roll',
      voided: 'Round voided (no money taken)',
      mode: 'Mode',
      real: 'Real money',
    },
  }[LANG];
  var NAMES = {
    'lotus-slot': { vi: 'Hoa Sen Phát Lộc', en: 'Lotus Fortune' },
    baccarat: { vi: 'Baccarat Hoa Sen', en: 'Lotus Baccarat' },
    dice: { vi: 'Xúc Xắc', en: 'Dice' },
    crash: { vi: 'Tên Lửa', en: 'Crash' },
  };
  function gameName(g) {
    return NAMES[g] ? NAMES[g][LANG] : g;
  }
  var SYM = {
    WILD: 'WILD',
    SCATTER: 'GONG',
    DRAGON: 'DRG',
    PHOENIX: 'PHX',
    KOI: 'KOI',
    LANTERN: 'LAN',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  };
  // The slot's 20 lines: the server puts LINES of src/slot.ts before this script (provider/http.ts).
  var LINES = HOUSE_LINES;
  var SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };

  function el(tag, attrs, kids) {
    var e = document.createElement(tag);
    if (attrs)
      Object.keys(attrs).forEach(function (k) {
        if (k === 'text') e.textContent = attrs[k];
        else if (k === 'class') e.className = attrs[k];
        else if (k.slice(0, 2) === 'on') e.addEventListener(k.slice(2), attrs[k]);
        else e.setAttribute(k, attrs[k]);
      });
    (kids || []).forEach(function (c) {
      if (c != null) e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return e;
  }
  // One number format for the whole frame, in the language the site launched it with (vi 1.000,00; en 1,000.00).
  var NUM = new Intl.NumberFormat(LANG === 'vi' ? 'vi-VN' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  var DECIMAL = LANG === 'vi' ? ',' : '.';
  var GROUP = LANG === 'vi' ? '.' : ',';
  var MULTIPLIER = new Intl.NumberFormat(LANG === 'vi' ? 'vi-VN' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  /** A number with two decimals (targets, chances, crash points). */
  function num2(x) {
    return NUM.format(x);
  }
  /** A payout multiplier, already rounded down to at most four decimals. */
  function multiplier(x) {
    return MULTIPLIER.format(x);
  }
  /** An amount in minor units as major units. */
  function money(minor) {
    if (minor == null) return '—';
    return NUM.format(minor / 100);
  }
  /**
   * An amount typed in major units, in the frame's language ("1.000,5" in Vietnamese, "1,000.5" in English;
   * a plain "10.5" or "10,5" is read too), as minor units; NaN when it is not an amount.
   */
  function parseMoney(text) {
    var s = String(text).replace(/\s/g, '');
    var g = GROUP === '.' ? '\\.' : ',';
    var d = DECIMAL === '.' ? '\\.' : ',';
    var m = new RegExp('^(\\d{1,3}(?:' + g + '\\d{3})+)(?:' + d + '(\\d{1,2}))?$').exec(s);
    if (m) return amountOf(m[1].split(GROUP).join(''), m[2]);
    m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(s);
    return m ? amountOf(m[1], m[2]) : NaN;
  }
  function amountOf(whole, cents) {
    return Number(whole) * 100 + Number(((cents || '') + '00').slice(0, 2));
  }
  /** An amount field: text in the frame's number format, its placeholder the local zero. */
  function amountInput(label, value) {
    return el('input', {
      type: 'text',
      inputmode: 'decimal',
      autocomplete: 'off',
      value: value,
      placeholder: money(0),
      'aria-label': label,
    });
  }
  function api(method, url, payload) {
    return fetch(url, {
      method: method,
      headers: payload ? { 'content-type': 'application/json', language: LANG } : { language: LANG },
      body: payload ? JSON.stringify(payload) : undefined,
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (env) {
        if (!env.success) {
          var e = new Error(env.message || env.errorCode);
          e.code = env.errorCode;
          throw e;
        }
        return env.value;
      });
  }

  // ── renderers (shared by play and recall) ───────────────────────────────────────────────
  function slotWindow(spin, mini) {
    var hits = {};
    (spin.lineWins || []).forEach(function (w) {
      var rows = LINES[w.line - 1];
      for (var r = 0; r < w.count; r++) hits[r + ':' + rows[r]] = true;
    });
    (spin.scatter && spin.scatter.count >= 3 ? spin.scatter.positions : []).forEach(function (p) {
      hits[p.reel + ':' + p.row] = true;
    });
    return el(
      'div',
      { class: 'reels' + (mini ? ' mini' : '') },
      spin.window.map(function (col, reel) {
        return el(
          'div',
          { class: 'reel' },
          col.map(function (s, row) {
            return el('div', {
              class: 'sym s-' + s + (hits[reel + ':' + row] ? ' hit' : ''),
              text: SYM[s] || s,
              title: s,
            });
          }),
        );
      }),
    );
  }
  function slotWins(spin) {
    var items = (spin.lineWins || []).map(function (w) {
      return el('li', { text: '#' + w.line + ' ' + w.symbol + ' ×' + w.count + ' → ' + money(w.win) });
    });
    if (spin.scatter && spin.scatter.win > 0)
      items.push(el('li', { text: D.scatter + ' ×' + spin.scatter.count + ' → ' + money(spin.scatter.win) }));
    return el('ul', { class: 'wins' }, items);
  }
  function cardEl(c) {
    return el('div', {
      class: 'pcard' + (c.suit === 'H' || c.suit === 'D' ? ' red' : ''),
      text: c.rank + SUIT[c.suit],
    });
  }
  function renderOutcome(game, o) {
    if (!o) return el('p', { class: 'msg error', text: D.voided });
    if (game === 'lotus-slot') {
      var parts = [slotWindow(o.base), slotWins(o.base)];
      if (o.freeSpins && o.freeSpins.length) {
        parts.push(el('h2', { text: D.freeSpins + ' (' + o.freeSpins.length + ')' }));
        o.freeSpins.forEach(function (f, i) {
          parts.push(el('p', { class: 'muted', text: '#' + (i + 1) + ': ' + money(f.win) }));
          parts.push(slotWindow(f, true));
        });
      }
      return el('div', null, parts);
    }
    if (game === 'baccarat') {
      var label = {
        player: D.player,
        banker: D.banker,
        tie: D.tie,
        playerPair: D.playerPair,
        bankerPair: D.bankerPair,
      };
      return el('div', null, [
        el('div', { class: 'hands' }, [
          el('div', null, [
            el('h2', { text: D.player + ' ' + o.playerTotal }),
            el('div', { class: 'cards' }, o.player.map(cardEl)),
          ]),
          el('div', null, [
            el('h2', { text: D.banker + ' ' + o.bankerTotal }),
            el('div', { class: 'cards' }, o.banker.map(cardEl)),
          ]),
        ]),
        el('p', { class: 'big', text: label[o.winner] }),
        el(
          'ul',
          { class: 'wins' },
          o.bets.map(function (b) {
            return el('li', {
              text:
                label[b.type] +
                ': ' +
                money(b.stake) +
                ' → ' +
                money(b.payout) +
                ' (' +
                (b.result === 'win' ? D.win : b.result === 'push' ? D.push : D.lose) +
                ')',
            });
          }),
        ),
      ]);
    }
    if (game === 'dice') {
      return el('div', null, [
        el('p', { class: 'big ' + (o.win ? 'win' : 'lose'), text: num2(o.roll / 100) }),
        el('p', {
          class: 'muted',
          text:
            (o.direction === 'under' ? D.under : D.over) +
            ' ' +
            num2(o.target) +
            ' · ' +
            D.chance +
            ' ' +
            num2(o.winChancePercent) +
            '% · ×' +
            multiplier(o.multiplier),
        }),
      ]);
    }
    return el('div', null, [
      el('p', { class: 'big ' + (o.win ? 'win' : 'lose'), text: num2(o.crashPoint / 100) + '×' }),
      el('p', {
        class: 'muted',
        text: D.crashAt + ' ' + num2(o.crashPoint / 100) + '× · ' + D.cashOut + ' ' + num2(o.cashOut) + '×',
      }),
    ]);
  }
  function fairnessRows(r) {
    var verify =
      '/house/verify?lang=' +
      LANG +
      '&game=' +
      encodeURIComponent(r.game) +
      '&clientSeed=' +
      encodeURIComponent(r.clientSeed) +
      '&nonce=' +
      r.nonce +
      '&bet=' +
      encodeURIComponent(JSON.stringify(r.bet)) +
      (r.serverSeed ? '&serverSeed=' + r.serverSeed : '') +
      '&hash=' +
      r.serverSeedHash;
    return el('div', { class: 'seedbox' }, [
      el('div', null, [
        el('span', { class: 'muted', text: D.serverSeedHash + ': ' }),
        el('span', { class: 'mono', text: r.serverSeedHash }),
      ]),
      el('div', null, [
        el('span', { class: 'muted', text: D.serverSeed + ': ' }),
        el('span', { class: 'mono', text: r.serverSeed || D.hidden }),
      ]),
      el('div', null, [
        el('span', { class: 'muted', text: D.clientSeed + ': ' }),
        el('span', { class: 'mono', text: r.clientSeed }),
        el('span', { class: 'muted', text: ' · ' + D.nonce + ': ' + r.nonce }),
      ]),
      el('a', { href: verify, text: D.verifyPage }),
    ]);
  }

  // ── play page ───────────────────────────────────────────────────────────────────────────
  function playPage() {
    var app = document.getElementById('app');
    var state = { session: null, balance: null, currency: '', mode: 'real', commitment: null, game: null };
    var balanceEl = el('div', { class: 'balance', text: '—' });
    var modeEl = el('span', { class: 'badge' });
    var msg = el('p', { class: 'msg', role: 'status' });
    var stage = el('div', { class: 'stage' });
    var controls = el('div', { class: 'row' });
    var hashEl = el('span', { class: 'mono' });
    var seedInput = el('input', { maxlength: '64', 'aria-label': D.clientSeed });
    var nonceEl = el('span', { class: 'muted' });
    var revealedEl = el('div', { class: 'mono muted' });
    var historyBody = el('tbody');
    var playBtn;

    function setCommitment(c) {
      state.commitment = c;
      hashEl.textContent = c.serverSeedHash;
      seedInput.value = c.clientSeed;
      nonceEl.textContent = D.nonce + ': ' + c.nonce;
    }
    function setBalance(b) {
      state.balance = b;
      // Play money (the Free play badge says so) is never labelled with a real currency.
      balanceEl.textContent = money(b) + (state.mode === 'trial' ? '' : ' ' + state.currency);
    }
    function error(e) {
      msg.className = 'msg error';
      msg.textContent = e.message || String(e);
    }
    function loadHistory() {
      api('GET', '/house/api/rounds?limit=15&session=' + encodeURIComponent(state.session))
        .then(function (rows) {
          historyBody.textContent = '';
          if (!rows.length)
            historyBody.appendChild(el('tr', null, [el('td', { colspan: '5', class: 'muted', text: D.none })]));
          rows.forEach(function (r) {
            historyBody.appendChild(
              el('tr', null, [
                el('td', { text: gameName(r.game) }),
                el('td', { text: new Date(r.createdAt).toLocaleTimeString(LANG) }),
                el('td', { text: money(r.totalStake) }),
                el('td', { text: r.status === 'void' ? '—' : money(r.totalWin) }),
                el('td', null, [
                  el('a', { href: r.recall + '&lang=' + LANG, target: '_blank', rel: 'noopener', text: D.recall }),
                ]),
              ]),
            );
          });
        })
        .catch(function () {});
    }
    function play(bet) {
      playBtn.disabled = true;
      msg.className = 'msg';
      msg.textContent = '';
      api('POST', '/house/api/play', { session: state.session, game: GAME, bet: bet })
        .then(function (res) {
          stage.textContent = '';
          stage.appendChild(renderOutcome(GAME, res.round.outcome, res.round));
          setBalance(res.balance);
          setCommitment(res.commitment);
          var net = res.round.totalWin - res.round.totalStake;
          msg.className = 'msg' + (res.round.totalWin > 0 ? ' win' : '');
          msg.textContent = res.settled
            ? res.round.totalWin > 0
              ? D.win + ' ' + money(res.round.totalWin) + ' (' + (net >= 0 ? '+' : '') + money(net) + ')'
              : D.lose + ' ' + money(res.round.totalStake)
            : D.pending;
          loadHistory();
        })
        .catch(error)
        .then(function () {
          playBtn.disabled = false;
        });
    }
    function amount(input) {
      return parseMoney(input.value);
    }

    function buildControls() {
      controls.textContent = '';
      if (GAME === 'lotus-slot') {
        var lineBet = amountInput(D.lineBet, '10');
        var total = el('span', { class: 'muted' });
        var upd = function () {
          total.textContent = D.totalBet + ': ' + money(amount(lineBet) * 20) + ' (20 ' + D.lines + ')';
        };
        lineBet.addEventListener('input', upd);
        upd();
        playBtn = el('button', {
          class: 'btn',
          text: D.spin,
          onclick: function () {
            play({ lineBet: amount(lineBet) });
          },
        });
        controls.append(el('label', null, [D.lineBet, lineBet]), total, playBtn);
        stage.appendChild(
          slotWindow({
            window: [0, 1, 2, 3, 4].map(function () {
              return ['A', 'K', 'Q'];
            }),
            lineWins: [],
          }),
        );
      } else if (GAME === 'baccarat') {
        var spots = {};
        var grid = el(
          'div',
          { class: 'spots' },
          ['player', 'banker', 'tie', 'playerPair', 'bankerPair'].map(function (k) {
            spots[k] = amountInput(D[k], k === 'player' ? '10' : '');
            return el('label', null, [D[k], spots[k]]);
          }),
        );
        playBtn = el('button', {
          class: 'btn',
          text: D.deal,
          onclick: function () {
            var bets = {};
            Object.keys(spots).forEach(function (k) {
              if (spots[k].value.trim() === '') return;
              var v = amount(spots[k]);
              if (v !== 0) bets[k] = v;
            });
            play({ bets: bets });
          },
        });
        controls.append(grid, playBtn);
      } else if (GAME === 'dice') {
        var stake = amountInput(D.amount, '10');
        var dir = el('select', { 'aria-label': D.under + '/' + D.over }, [
          el('option', { value: 'under', text: D.under }),
          el('option', { value: 'over', text: D.over }),
        ]);
        var target = el('input', {
          type: 'number',
          min: '1',
          max: '98.99',
          step: '0.01',
          value: '50',
          'aria-label': D.target,
        });
        var info = el('span', { class: 'muted' });
        var upd2 = function () {
          var t = Math.round(Number(target.value) * 100);
          var w = dir.value === 'under' ? t : 9999 - t;
          info.textContent =
            D.chance +
            ' ' +
            num2(w / 100) +
            '% · ' +
            D.multiplier +
            ' ×' +
            (w > 0 ? multiplier(Math.floor((9900 * 10000) / w) / 10000) : '—');
        };
        [dir, target].forEach(function (x) {
          x.addEventListener('input', upd2);
        });
        upd2();
        playBtn = el('button', {
          class: 'btn',
          text: D.roll,
          onclick: function () {
            play({ amount: amount(stake), direction: dir.value, target: Number(target.value) });
          },
        });
        controls.append(
          el('label', null, [D.amount, stake]),
          el('label', null, [D.under + ' / ' + D.over, dir]),
          el('label', null, [D.target, target]),
          info,
          playBtn,
        );
      } else {
        var stake2 = amountInput(D.amount, '10');
        var cash = el('input', { type: 'number', min: '1.01', step: '0.01', value: '2', 'aria-label': D.cashOut });
        playBtn = el('button', {
          class: 'btn',
          text: D.launch,
          onclick: function () {
            play({ amount: amount(stake2), cashOut: Number(cash.value) });
          },
        });
        controls.append(el('label', null, [D.amount, stake2]), el('label', null, [D.cashOut, cash]), playBtn);
      }
    }

    var seedBtn = el('button', {
      class: 'btn secondary',
      text: D.changeSeed,
      onclick: function () {
        api('POST', '/house/api/seed', { session: state.session, clientSeed: seedInput.value })
          .then(function (res) {
            revealedEl.textContent =
              D.revealed +
              ': ' +
              D.serverSeed +
              ' ' +
              res.revealed.serverSeed +
              ' · ' +
              D.serverSeedHash +
              ' ' +
              res.revealed.serverSeedHash +
              ' · ' +
              D.roundsPlayed +
              ' ' +
              res.revealed.roundsPlayed;
            setCommitment(res.commitment);
            loadHistory();
          })
          .catch(error);
      },
    });

    app.textContent = '';
    app.append(
      el('section', { class: 'card' }, [
        el('div', { class: 'row' }, [el('h1', { class: 'grow', text: gameName(GAME) }), modeEl]),
        el('div', { class: 'row' }, [el('span', { class: 'muted', text: D.balance }), balanceEl]),
        stage,
        msg,
        controls,
      ]),
      el('aside', { class: 'card' }, [
        el('h2', { text: D.fairness }),
        el('div', { class: 'seedbox' }, [
          el('div', { class: 'muted', text: D.serverSeedHash }),
          hashEl,
          el('label', null, [D.clientSeed, seedInput]),
          nonceEl,
          seedBtn,
          revealedEl,
          el('a', { href: '/house/verify?lang=' + LANG, target: '_blank', rel: 'noopener', text: D.verifyPage }),
        ]),
        // Only this game's rounds (the house's rounds API answers the session's game), each named.
        el('h2', { text: D.history }),
        el('table', null, [
          el('thead', null, [
            el('tr', null, [
              el('th', { text: D.game }),
              el('th', { text: D.time }),
              el('th', { text: D.stake }),
              el('th', { text: D.win }),
              el('th'),
            ]),
          ]),
          historyBody,
        ]),
      ]),
    );
    buildControls();
    // No play before the game's session exists: a press then would be refused (house_session_invalid).
    if (playBtn) playBtn.disabled = true;
    api('POST', '/house/api/session', { token: Q.get('token'), game: GAME })
      .then(function (s) {
        state.session = s.session;
        if (playBtn) playBtn.disabled = false;
        state.currency = s.player.currency;
        state.mode = s.player.mode;
        modeEl.textContent = s.player.mode === 'trial' ? D.trial : D.real;
        modeEl.className = 'badge' + (s.player.mode === 'trial' ? ' trial' : '');
        setBalance(s.balance);
        setCommitment(s.commitment);
        loadHistory();
      })
      .catch(function (e) {
        error(e);
        if (playBtn) playBtn.disabled = true;
      });
  }

  // ── verification page ───────────────────────────────────────────────────────────────────
  function verifyPage() {
    var app = document.getElementById('app');
    var f = {
      game: el(
        'select',
        { 'aria-label': D.game },
        Object.keys(NAMES).map(function (g) {
          return el('option', { value: g, text: NAMES[g][LANG] });
        }),
      ),
      serverSeed: el('input', { class: 'mono', 'aria-label': D.serverSeed }),
      hash: el('input', { class: 'mono', 'aria-label': D.serverSeedHash }),
      clientSeed: el('input', { class: 'mono', 'aria-label': D.clientSeed }),
      nonce: el('input', { type: 'number', min: '0', step: '1', value: '0', 'aria-label': D.nonce }),
      bet: el('textarea', { class: 'mono', 'aria-label': D.bet }),
    };
    Object.keys(f).forEach(function (k) {
      if (Q.get(k) != null) f[k].value = Q.get(k);
    });
    var out = el('div');
    var go = el('button', {
      class: 'btn',
      text: D.verify,
      onclick: function () {
        out.textContent = '';
        api('POST', '/house/api/verify', {
          game: f.game.value,
          serverSeed: f.serverSeed.value.trim(),
          clientSeed: f.clientSeed.value,
          nonce: Number(f.nonce.value),
          bet: f.bet.value,
        })
          .then(function (r) {
            var expected = f.hash.value.trim();
            out.append(
              el('p', {
                class: expected ? (expected === r.serverSeedHash ? 'msg win' : 'msg error') : 'muted',
                text:
                  D.serverSeedHash +
                  ': ' +
                  r.serverSeedHash +
                  (expected ? ' — ' + (expected === r.serverSeedHash ? D.match : D.noMatch) : ''),
              }),
              el('p', { text: D.totalBet + ' ' + money(r.totalStake) + ' · ' + D.win + ' ' + money(r.totalWin) }),
              renderOutcome(r.game, r.outcome),
            );
          })
          .catch(function (e) {
            out.append(el('p', { class: 'msg error', text: e.message }));
          });
      },
    });
    app.append(
      el('section', { class: 'card' }, [
        el('h1', { text: D.verifyPage + ' · ' + D.fairness }),
        el('label', null, [D.game, f.game]),
        el('label', null, [D.serverSeed, f.serverSeed]),
        el('label', null, [D.serverSeedHash, f.hash]),
        el('label', null, [D.clientSeed, f.clientSeed]),
        el('label', null, [D.nonce, f.nonce]),
        el('label', null, [D.bet, f.bet]),
        el('p', null, [go]),
        out,
      ]),
    );
  }

  // ── recall page ─────────────────────────────────────────────────────────────────────────
  function recallPage() {
    var app = document.getElementById('app');
    var id = decodeURIComponent(location.pathname.split('/').pop());
    api('GET', '/house/api/recall/' + encodeURIComponent(id) + location.search)
      .then(function (r) {
        app.textContent = '';
        app.append(
          el('section', { class: 'card' }, [
            el('h1', { text: D.recall + ' · ' + gameName(r.game) }),
            el('p', {
              class: 'muted',
              text:
                r.id +
                ' · ' +
                new Date(r.createdAt).toLocaleString(LANG) +
                ' · ' +
                (r.mode === 'trial' ? D.trial : D.real),
            }),
            el('p', {
              text:
                D.stake +
                ' ' +
                money(r.totalStake) +
                ' · ' +
                D.win +
                ' ' +
                money(r.totalWin) +
                ' · ' +
                D.balance +
                ' ' +
                money(r.balanceAfter) +
                (r.mode === 'trial' ? '' : ' ' + r.currency),
            }),
            renderOutcome(r.game, r.outcome, r),
            el('h2', { text: D.fairness }),
            fairnessRows(r),
          ]),
        );
      })
      .catch(function (e) {
        app.textContent = '';
        app.append(el('p', { class: 'msg error', text: e.message }));
      });
  }

  if (PAGE === 'play') playPage();
  else if (PAGE === 'verify') verifyPage();
  else if (PAGE === 'recall') recallPage();
})();
