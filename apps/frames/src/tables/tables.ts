/* Lotus House live tables (table, table-recall, table-verify pages): the `tables` entry of apps/frames. */
import { formatMinor, formatPayoutRatio, formatShortMoney } from '@lotus/contracts';
import {
  type DragonTigerResult,
  type LiveBaccaratResult,
  type RouletteResult,
  SICBO_TOTAL_ODDS,
  type SicBoResult,
  TABLE_GAMES,
  type TableGameId,
  type XocDiaResult,
} from '@lotus/house/browser';
import type { TableEngine, TableSnapshot } from '@lotus/house/provider';
import { appRoot, el, LANG } from '../shared/dom';
import { FrameApiError, request } from '../shared/frame';

/** What the tables' API answers (the engine's methods, packages/house src/provider/tables.ts). */
type Answer<K extends keyof TableEngine> = TableEngine[K] extends (...a: never[]) => infer T ? Awaited<T> : never;
type HistoryRow = Answer<'history'>[number];

const body = document.body;
const PAGE = body.dataset.page;
const TABLE = body.dataset.table ?? '';
let GAME = (body.dataset.game ?? '') as TableGameId;
const Q = new URLSearchParams(location.search);
const D: Record<'vi' | 'en', Record<string, string>> = {
  vi: {
    balance: 'Số dư',
    trial: 'Chơi thử',
    betting: 'Đặt cược',
    closed: 'Ngừng đặt cược',
    result: 'Kết quả',
    countdown: 'Thời gian còn lại',
    round: 'Ván',
    chips: 'Chọn phỉnh',
    chip: 'Phỉnh',
    confirm: 'Xác nhận cược',
    clear: 'Xoá cược',
    repeat: 'Cược lại',
    placed: 'Đã đặt cược',
    yourBet: 'Cược của bạn',
    tableTotal: 'Cả bàn',
    seated: 'Người chơi tại bàn',
    bettors: 'Số người đã cược',
    win: 'Thắng',
    lose: 'Không trúng',
    push: 'Hoàn tiền',
    breakEven: 'Hoà vốn',
    road: 'Bảng cầu',
    bead: 'Bảng hạt',
    bigRoad: 'Cầu lớn',
    history: 'Lịch sử cược của bạn',
    noHistory: 'Chưa có ván nào',
    recall: 'Xem lại',
    verify: 'Kiểm tra',
    fairness: 'Công bằng có thể kiểm chứng',
    hash: 'Mã băm seed của ván (SHA-256), công bố khi mở ván',
    seed: 'Seed máy chủ (tiết lộ khi có kết quả)',
    seedBowl: 'Seed máy chủ (tiết lộ sau khi mở bát)',
    seedCards: 'Seed máy chủ (tiết lộ sau khi lật bài)',
    seedWheel: 'Seed máy chủ (tiết lộ khi bóng dừng)',
    roundId: 'Mã ván (client seed)',
    game: 'Trò chơi',
    check: 'Tính lại kết quả',
    match: 'Khớp với mã băm đã công bố',
    stake: 'Tiền cược',
    payout: 'Tiền trả',
    status: 'Trạng thái',
    refunded: 'Đã hoàn tiền (hết giờ cược)',
    settled: 'Đã thanh toán',
    waiting: 'Chờ kết quả',
    reconnecting: 'Đang kết nối lại…',
    noBet: 'Hãy chọn phỉnh và đặt vào một cửa',
    error: 'Lỗi',
    player: 'Con',
    banker: 'Cái',
    tie: 'Hoà',
    playerPair: 'Đôi con',
    bankerPair: 'Đôi cái',
    dragon: 'Rồng',
    tiger: 'Hổ',
    big: 'Tài',
    small: 'Xỉu',
    odd: 'Lẻ',
    even: 'Chẵn',
    total: 'Tổng',
    anyTriple: 'Bộ ba bất kỳ',
    triple: 'Bộ ba',
    single: 'Số',
    red: 'Đỏ',
    black: 'Đen',
    white: 'Trắng',
    low: '1–18',
    high: '19–36',
    dozen: 'Tá',
    column: 'Cột',
    red4: '4 Đỏ',
    white4: '4 Trắng',
    red3: '3 Đỏ 1 Trắng',
    white3: '3 Trắng 1 Đỏ',
    reds: 'đỏ',
    'name-baccarat-live': 'Baccarat',
    'name-dragon-tiger': 'Rồng Hổ',
    'name-sicbo': 'Tài xỉu',
    'name-roulette': 'Roulette',
    'name-xoc-dia': 'Xóc đĩa',
  },
  en: {
    balance: 'Balance',
    trial: 'Free play',
    betting: 'Place your bets',
    closed: 'No more bets',
    result: 'Result',
    countdown: 'Time left',
    round: 'Round',
    chips: 'Pick a chip',
    chip: 'Chip',
    confirm: 'Confirm bet',
    clear: 'Clear bets',
    repeat: 'Repeat bet',
    placed: 'Bet placed',
    yourBet: 'Your bet',
    tableTotal: 'Table',
    seated: 'Players at the table',
    bettors: 'Bettors',
    win: 'Win',
    lose: 'No win',
    push: 'Refund',
    breakEven: 'Break even',
    road: 'Road map',
    bead: 'Bead plate',
    bigRoad: 'Big road',
    history: 'Your bets',
    noHistory: 'No rounds yet',
    recall: 'Replay',
    verify: 'Verify',
    fairness: 'Provably fair',
    hash: "The round's seed hash (SHA-256), published when it opens",
    seed: 'Server seed (revealed after the result)',
    seedBowl: 'Server seed (revealed once the bowl is lifted)',
    seedCards: 'Server seed (revealed once the cards are turned)',
    seedWheel: 'Server seed (revealed once the ball stops)',
    roundId: 'Round id (client seed)',
    game: 'Game',
    check: 'Recompute the result',
    match: 'Matches the published hash',
    stake: 'Stake',
    payout: 'Payout',
    status: 'Status',
    refunded: 'Refunded (betting had closed)',
    settled: 'Settled',
    waiting: 'Waiting for the result',
    reconnecting: 'Reconnecting…',
    noBet: 'Pick a chip and place it on a bet',
    error: 'Error',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    playerPair: 'Player pair',
    bankerPair: 'Banker pair',
    dragon: 'Dragon',
    tiger: 'Tiger',
    big: 'Big',
    small: 'Small',
    odd: 'Odd',
    even: 'Even',
    total: 'Total',
    anyTriple: 'Any triple',
    triple: 'Triple',
    single: 'Number',
    red: 'Red',
    black: 'Black',
    white: 'White',
    low: '1–18',
    high: '19–36',
    dozen: 'Dozen',
    column: 'Column',
    red4: '4 Red',
    white4: '4 White',
    red3: '3 Red 1 White',
    white3: '3 White 1 Red',
    reds: 'red',
    'name-baccarat-live': 'Baccarat',
    'name-dragon-tiger': 'Dragon Tiger',
    'name-sicbo': 'Sic Bo',
    'name-roulette': 'Roulette',
    'name-xoc-dia': 'Xoc Dia',
  },
};
const XOC_DIA_VI: Record<string, string> = { even: 'Chẵn', odd: 'Lẻ' };
function t(k: string) {
  return D[LANG][k] || k;
}
/** The server seed's label in the game's own words (a bowl lifted, cards turned, a ball stopped). */
function seedLabel() {
  return t(
    GAME === 'xoc-dia' || GAME === 'sicbo'
      ? 'seedBowl'
      : GAME === 'baccarat-live' || GAME === 'dragon-tiger'
        ? 'seedCards'
        : GAME === 'roulette'
          ? 'seedWheel'
          : 'seed',
  );
}
function money(minor: number | null | undefined) {
  return formatMinor(minor, LANG);
}
/** The tables' API in the page's language: the answer's value, or a FrameApiError with the server's message. */
function api<T>(method: string, path: string, payload?: unknown): Promise<T> {
  return request<T>(method, path + (path.indexOf('?') >= 0 ? '&' : '?') + 'lang=' + LANG, payload);
}

// ── the bet spots of each game: label and odds ─────────────────────────────────────────────

function spotLabel(type: string): string {
  const m = /^(total|triple|single|dozen|column|n)(\d+)$/.exec(type);
  if (GAME === 'xoc-dia' && (type === 'even' || type === 'odd')) return LANG === 'vi' ? XOC_DIA_VI[type]! : t(type);
  if (!m) return t(type);
  if (m[1] === 'n') return m[2]!;
  if (m[1] === 'dozen') return ['1–12', '13–24', '25–36'][Number(m[2]) - 1] ?? type;
  if (m[1] === 'column') return t('column') + ' ' + m[2];
  return t(m[1]!) + ' ' + m[2];
}
/** A spot's payout "to one" in the page's number format (0,96:1 in Vietnamese, as every number beside it). */
function spotOdds(type: string): string {
  return formatPayoutRatio(spotPays(type), LANG);
}
function spotPays(type: string): number | readonly [number, number] {
  if (GAME === 'baccarat-live')
    return ({ player: 1, banker: 0.95, tie: 8, playerPair: 11, bankerPair: 11 } as Record<string, number>)[type] ?? 1;
  if (GAME === 'dragon-tiger') return type === 'tie' ? 8 : 1;
  if (GAME === 'xoc-dia')
    return (
      ({ even: 0.96, odd: 0.96, red4: 14, white4: 14, red3: 2.8, white3: 2.8 } as Record<string, number>)[type] ?? 1
    );
  if (GAME === 'roulette') return /^n\d+$/.test(type) ? 35 : /^(dozen|column)/.test(type) ? 2 : 1;
  const m = /^(total|triple|single)(\d+)$/.exec(type);
  if (!m) return type === 'anyTriple' ? 30 : 1;
  if (m[1] === 'total') return SICBO_TOTAL_ODDS[Number(m[2])] ?? 0;
  if (m[1] === 'triple') return 180;
  return [1, 3];
}
/** Whether a spot won in a result (to light it up): it pays more than its stake back, by the game's own rules. */
function spotWon(type: string, r: unknown) {
  if (!r || !(GAME in TABLE_GAMES)) return false;
  const unit = 1_000_000;
  return TABLE_GAMES[GAME].payout(type, unit, r) > unit;
}

// ── drawing results ────────────────────────────────────────────────────────────────────────

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
function cardEl(c: { rank: string; suit: string }, i: number) {
  return el('span', {
    class: 'tcard' + (c.suit === 'H' || c.suit === 'D' ? ' red' : ''),
    style: 'animation-delay:' + i * 0.25 + 's',
    text: c.rank + SUIT[c.suit],
  });
}
const PIPS = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
function resultView(result: unknown): HTMLElement {
  if (!result) return el('p', { class: 'muted', text: t('waiting') });
  if (GAME === 'baccarat-live') {
    const r = result as LiveBaccaratResult;
    return el('div', { class: 'hands2' }, [
      el('div', { class: 'hand player' + (r.winner === 'player' ? ' won' : '') }, [
        el('h3', { text: t('player') + ' · ' + r.playerTotal }),
        el('div', { class: 'row' }, r.player.map(cardEl)),
      ]),
      el('div', { class: 'hand banker' + (r.winner === 'banker' ? ' won' : '') }, [
        el('h3', { text: t('banker') + ' · ' + r.bankerTotal }),
        el('div', { class: 'row' }, r.banker.map(cardEl)),
      ]),
    ]);
  }
  if (GAME === 'dragon-tiger') {
    const r = result as DragonTigerResult;
    return el('div', { class: 'hands2' }, [
      el('div', { class: 'hand dragon' + (r.winner === 'dragon' ? ' won' : '') }, [
        el('h3', { text: t('dragon') }),
        el('div', { class: 'row' }, [cardEl(r.dragon, 0)]),
      ]),
      el('div', { class: 'hand tiger' + (r.winner === 'tiger' ? ' won' : '') }, [
        el('h3', { text: t('tiger') }),
        el('div', { class: 'row' }, [cardEl(r.tiger, 1)]),
      ]),
    ]);
  }
  if (GAME === 'sicbo') {
    const r = result as SicBoResult;
    return el('div', { class: 'dice3' }, [
      el(
        'div',
        { class: 'row' },
        r.dice.map(function (d: number, i: number) {
          return el('span', {
            class: 'tdie',
            style: 'animation-delay:' + i * 0.2 + 's',
            'aria-label': String(d),
            text: PIPS[d],
          });
        }),
      ),
      el('p', {
        class: 'resline',
        text: t('total') + ' ' + r.total + ' · ' + (r.triple ? t('anyTriple') : r.total >= 11 ? t('big') : t('small')),
      }),
    ]);
  }
  if (GAME === 'roulette') {
    const r = result as RouletteResult;
    return el('div', { class: 'wheelres' }, [
      el('span', { class: 'ball ' + r.color, text: String(r.number) }),
      el('p', {
        class: 'resline',
        text: r.number === 0 ? '0' : t(r.color) + ' · ' + (r.number % 2 ? t('odd') : t('even')),
      }),
    ]);
  }
  const r = result as XocDiaResult;
  return el('div', { class: 'plate' }, [
    el(
      'div',
      { class: 'discs' },
      r.discs.map(function (d: string, i: number) {
        return el('span', { class: 'disc ' + d, style: 'animation-delay:' + i * 0.15 + 's', 'aria-label': t(d) });
      }),
    ),
    el('p', { class: 'resline', text: r.reds + ' ' + t('reds') + ' · ' + spotLabel(r.reds % 2 ? 'odd' : 'even') }),
  ]);
}
/** One bead of the road: a letter or number and a colour. */
function bead(result: unknown): { k: string; s: string } {
  if (GAME === 'baccarat-live') {
    const r = result as LiveBaccaratResult;
    return {
      k: r.winner,
      s: { player: LANG === 'vi' ? 'C' : 'P', banker: LANG === 'vi' ? 'Ca' : 'B', tie: LANG === 'vi' ? 'H' : 'T' }[
        r.winner
      ],
    };
  }
  if (GAME === 'dragon-tiger') {
    const r = result as DragonTigerResult;
    return {
      k: r.winner,
      s: { dragon: LANG === 'vi' ? 'R' : 'D', tiger: LANG === 'vi' ? 'H' : 'T', tie: '=' }[r.winner],
    };
  }
  if (GAME === 'sicbo') {
    const r = result as SicBoResult;
    return { k: r.triple ? 'tie' : r.total >= 11 ? 'big' : 'small', s: String(r.total) };
  }
  if (GAME === 'roulette') {
    const r = result as RouletteResult;
    return { k: r.color, s: String(r.number) };
  }
  const r = result as XocDiaResult;
  return { k: r.reds % 2 ? 'odd' : 'even', s: String(r.reds) };
}
type Road = TableSnapshot['road'];
/** The bead plate: six rows, filled column by column, oldest first. */
function beadPlate(road: Road) {
  const list = road.slice(0, 48).reverse();
  return el(
    'div',
    { class: 'beads', role: 'list', 'aria-label': t('bead') },
    list.map(function (x) {
      const b = bead(x.result);
      return el('span', { class: 'bead ' + b.k, role: 'listitem', title: t('round') + ' ' + x.roundNo, text: b.s });
    }),
  );
}
/** The big road: a column per streak of player (or banker) wins; ties mark the last bead. */
function bigRoad(road: Road) {
  const cols: { w: string; ties: number }[][] = [];
  road
    .slice()
    .reverse()
    .forEach(function (x) {
      const w = (x.result as { winner: string }).winner;
      const last = cols[cols.length - 1];
      if (w === 'tie') {
        if (last) last[last.length - 1]!.ties++;
        return;
      }
      if (last && last[0]!.w === w && last.length < 6) last.push({ w: w, ties: 0 });
      else cols.push([{ w: w, ties: 0 }]);
    });
  return el(
    'div',
    { class: 'bigroad', 'aria-label': t('bigRoad') },
    cols.slice(-24).map(function (c) {
      return el(
        'div',
        { class: 'col' },
        c.map(function (b) {
          return el('span', { class: 'ring ' + b.w, text: b.ties ? String(b.ties) : '' });
        }),
      );
    }),
  );
}

// ── the table page ─────────────────────────────────────────────────────────────────────────

function tablePage() {
  const token = Q.get('token');
  const key = 'house-table:' + TABLE + ':' + token;
  let session = sessionStorage.getItem(key) ?? '';
  const state: {
    frame: TableSnapshot | null;
    offset: number;
    chip: number;
    pending: Record<string, number>;
    last: Record<string, number> | null;
    balance: number | null;
    shownRound: string | null;
    table: TableSnapshot['table'] | null;
    trial: boolean;
    polling: boolean;
  } = {
    frame: null,
    offset: 0,
    chip: 0,
    pending: {},
    last: null,
    balance: null,
    shownRound: null,
    table: null,
    trial: false,
    polling: false,
  };
  const app = appRoot();
  const open: Promise<Partial<Answer<'open'>> & { session: string }> = session
    ? Promise.resolve({ session: session })
    : api<Answer<'open'>>('POST', '/house/api/tables/session', { token: token, table: TABLE }).then(function (v) {
        sessionStorage.setItem(key, v.session);
        return v;
      });
  open
    .then(function (v) {
      session = v.session;
      if (v.balance != null) state.balance = v.balance;
      if (v.player && v.player.mode === 'trial') state.trial = true;
      return api<TableSnapshot>(
        'GET',
        '/house/api/tables/state?session=' + encodeURIComponent(session) + '&table=' + encodeURIComponent(TABLE),
      );
    })
    .then(function (frame) {
      build(frame);
      receive(frame);
      connect();
      refreshBalance();
      loadHistory();
      window.setInterval(tick, 200);
    })
    .catch(function (e) {
      app.textContent = '';
      app.appendChild(
        el('section', { class: 'card' }, [el('p', { class: 'msg error', role: 'alert', text: e.message })]),
      );
    });

  const ui = {} as {
    phase: HTMLElement;
    count: HTMLElement;
    bar: HTMLElement;
    round: HTMLElement;
    balance: HTMLElement;
    stage: HTMLElement;
    msg: HTMLElement;
    seated: HTMLElement;
    spots: Record<string, { b: HTMLButtonElement; mine: HTMLElement; total: HTMLElement }>;
    chips: HTMLElement;
    confirm: HTMLButtonElement;
    clear: HTMLButtonElement;
    repeat: HTMLButtonElement;
    road: HTMLElement;
    history: HTMLElement;
    fair: HTMLElement;
  };
  function build(frame: TableSnapshot) {
    state.table = frame.table;
    const limits = frame.table.limits;
    const chips = [1, 5, 10, 50, 100, 500]
      .map(function (m) {
        return limits.minBet * m;
      })
      .filter(function (c) {
        return c <= limits.maxBet;
      });
    state.chip = chips[0] ?? limits.minBet;
    app.textContent = '';
    app.className = 'app tableapp game-' + GAME;
    ui.phase = el('span', { class: 'phase' });
    ui.count = el('span', { class: 'count', role: 'timer', 'aria-label': t('countdown') });
    ui.bar = el('span', { class: 'bar' });
    ui.round = el('span', { class: 'muted' });
    ui.balance = el('span', { class: 'balance', 'aria-label': t('balance') });
    ui.stage = el('div', { class: 'stage', 'aria-live': 'polite' });
    ui.msg = el('p', { class: 'msg', role: 'status' });
    ui.seated = el('p', { class: 'muted seated' });
    ui.spots = {};
    const board = el('div', { class: 'board board-' + GAME, role: 'group', 'aria-label': t('betting') });
    frame.table.betTypes.forEach(function (type) {
      const mine = el('span', { class: 'mine' });
      const total = el('span', { class: 'ttl' });
      const b = el(
        'button',
        {
          type: 'button',
          class:
            'spot spot-' +
            type +
            (GAME === 'roulette' && /^n\d+$/.test(type) ? ' num ' + numColor(Number(type.slice(1))) : ''),
          'data-spot': type,
          onclick: function () {
            addChip(type);
          },
        },
        [
          el('span', { class: 'lbl', text: spotLabel(type) }),
          el('span', { class: 'odds', text: spotOdds(type) }),
          mine,
          total,
        ],
      );
      ui.spots[type] = { b: b, mine: mine, total: total };
      board.appendChild(b);
    });
    ui.chips = el(
      'div',
      { class: 'chips', role: 'radiogroup', 'aria-label': t('chips') },
      chips.map(function (c, i) {
        return el('button', {
          type: 'button',
          class: 'chip c' + i,
          role: 'radio',
          'aria-checked': i === 0 ? 'true' : 'false',
          'aria-label': t('chip') + ' ' + money(c),
          text: short(c),
          onclick: function (ev: MouseEvent) {
            state.chip = c;
            for (const x of ui.chips.children) x.setAttribute('aria-checked', 'false');
            (ev.currentTarget as HTMLElement).setAttribute('aria-checked', 'true');
          },
        });
      }),
    );
    ui.confirm = el('button', { type: 'button', class: 'btn', text: t('confirm'), onclick: confirm });
    ui.clear = el('button', {
      type: 'button',
      class: 'btn secondary',
      text: t('clear'),
      onclick: function () {
        state.pending = {};
        paint();
      },
    });
    ui.repeat = el('button', {
      type: 'button',
      class: 'btn secondary',
      text: t('repeat'),
      onclick: function () {
        if (state.last) state.pending = Object.assign({}, state.last);
        paint();
      },
    });
    ui.road = el('div', { class: 'road' });
    ui.history = el('div', { class: 'history' });
    ui.fair = el('div', { class: 'fair muted' });
    app.appendChild(
      el('section', { class: 'card tablecard' }, [
        el('div', { class: 'row head' }, [
          el('h1', { class: 'grow', text: frame.table.name[LANG] }),
          state.trial ? el('span', { class: 'badge trial', text: t('trial') }) : null,
          el('span', { class: 'muted', text: t('balance') }),
          ui.balance,
        ]),
        // The clock stays in sight while a phone scrolls down to the bets.
        el('div', { class: 'clockbar' }, [
          el('div', { class: 'row clock' }, [ui.phase, ui.count, ui.round]),
          el('div', { class: 'progress' }, [ui.bar]),
        ]),
        ui.stage,
        board,
        ui.chips,
        el('div', { class: 'row' }, [ui.confirm, ui.clear, ui.repeat]),
        ui.msg,
        ui.seated,
      ]),
    );
    app.appendChild(
      el('aside', { class: 'side' }, [
        el('section', { class: 'card' }, [el('h2', { text: t('road') }), ui.road]),
        el('section', { class: 'card' }, [el('h2', { text: t('history') }), ui.history]),
        el('section', { class: 'card' }, [el('h2', { text: t('fairness') }), ui.fair]),
      ]),
    );
  }
  /** A chip's short amount, in the same number format as the odds beside it (2,5K and 0,96:1 in Vietnamese). */
  function short(minor: number) {
    return formatShortMoney(minor / 100, LANG);
  }
  function numColor(n: number) {
    return n === 0
      ? 'green'
      : [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].indexOf(n) >= 0
        ? 'red'
        : 'black';
  }
  function phaseNow() {
    const f = state.frame;
    const now = Date.now() + state.offset;
    if (!f) return 'betting';
    if (now >= f.round.endsAt) return 'next';
    return now < f.round.closesAt ? 'betting' : now < f.round.revealAt ? 'closed' : 'result';
  }
  function addChip(type: string) {
    if (phaseNow() !== 'betting') return;
    state.pending[type] = (state.pending[type] || 0) + state.chip;
    paint();
  }
  function confirm() {
    const bets = state.pending;
    if (!Object.keys(bets).length) {
      say(t('noBet'), 'error');
      return;
    }
    ui.confirm.disabled = true;
    api<Answer<'bet'>>('POST', '/house/api/tables/bet', { session: session, table: TABLE, bet: { bets: bets } })
      .then(function (v) {
        state.last = bets;
        state.pending = {};
        state.balance = v.balance;
        say(t('placed') + ': ' + money(v.bet.totalStake), '');
        // The table's stakes (this bet included) come with the state, not added here: a frame may have brought them already.
        poll();
        paint();
        loadHistory();
      })
      .catch(function (e) {
        say(e.message, 'error');
        if (e instanceof FrameApiError && e.code === 'table_betting_closed') state.pending = {};
        refreshBalance();
        paint();
      })
      .then(function () {
        ui.confirm.disabled = false;
      });
  }
  function say(text: string, kind: string) {
    ui.msg.textContent = text;
    ui.msg.className = 'msg' + (kind ? ' ' + kind : '');
  }
  function receive(frame: TableSnapshot) {
    state.offset = frame.now - Date.now();
    const prev = state.frame;
    state.frame = frame;
    if (prev && prev.round.id !== frame.round.id) {
      state.pending = {};
      if (prev.me && prev.me.totalStake && state.shownRound !== prev.round.id) loadHistory();
    }
    if (frame.round.result && state.shownRound !== frame.round.id) {
      state.shownRound = frame.round.id;
      ui.stage.textContent = '';
      ui.stage.appendChild(el('div', { class: 'reveal' }, [resultView(frame.round.result)]));
      const me = frame.me;
      if (me && me.totalStake) {
        if (me.totalWin != null) {
          const net = me.totalWin - me.totalStake;
          say(
            net > 0 ? t('win') + ' +' + money(net) : net === 0 ? t('breakEven') : t('lose') + ' −' + money(-net),
            net > 0 ? 'win' : '',
          );
          refreshBalance();
          loadHistory();
        } else {
          state.shownRound = null; // the payout is being confirmed: show it with the next frame
        }
      }
    } else if (!frame.round.result && ui.stage.dataset.round !== frame.round.id) {
      ui.stage.dataset.round = frame.round.id;
      ui.stage.textContent = '';
      ui.stage.appendChild(resultView(null));
      if (ui.msg.className.indexOf('error') < 0) say('', '');
    }
    ui.road.textContent = '';
    ui.road.appendChild(el('h3', { class: 'muted', text: t('bead') }));
    ui.road.appendChild(beadPlate(frame.road));
    if (GAME === 'baccarat-live' || GAME === 'dragon-tiger') {
      ui.road.appendChild(el('h3', { class: 'muted', text: t('bigRoad') }));
      ui.road.appendChild(bigRoad(frame.road));
    }
    ui.seated.textContent =
      t('seated') +
      ' (' +
      frame.seated.length +
      '): ' +
      frame.seated.join(', ') +
      ' · ' +
      t('bettors') +
      ': ' +
      frame.bettors;
    ui.fair.textContent = '';
    ui.fair.appendChild(el('p', { text: t('round') + ' #' + frame.round.roundNo }));
    ui.fair.appendChild(el('p', { text: t('hash') + ':' }));
    ui.fair.appendChild(el('p', { class: 'mono', text: frame.round.serverSeedHash }));
    if (frame.round.serverSeed) {
      ui.fair.appendChild(el('p', { text: seedLabel() + ':' }));
      ui.fair.appendChild(el('p', { class: 'mono', text: frame.round.serverSeed }));
      ui.fair.appendChild(
        el('a', { href: verifyHref(frame.round.id, frame.round.serverSeed), target: '_blank', text: t('verify') }),
      );
    }
    paint();
  }
  function paint() {
    const f = state.frame;
    if (!f) return;
    const open = phaseNow() === 'betting';
    Object.keys(ui.spots).forEach(function (type) {
      const s = ui.spots[type]!;
      const mine = ((f.me && f.me.bets[type]) || 0) + (state.pending[type] || 0);
      s.mine.textContent = mine ? money(mine) : '';
      s.total.textContent = f.totals[type] ? t('tableTotal') + ' ' + money(f.totals[type]) : '';
      s.b.classList.toggle('pending', !!state.pending[type]);
      s.b.classList.toggle('won', !!spotWon(type, f.round.result));
      s.b.disabled = !open;
      s.b.setAttribute(
        'aria-label',
        spotLabel(type) + ' ' + spotOdds(type) + (mine ? ', ' + t('yourBet') + ' ' + money(mine) : ''),
      );
    });
    ui.confirm.disabled = !open || !Object.keys(state.pending).length;
    ui.balance.textContent = money(state.balance);
  }
  function tick() {
    const f = state.frame;
    if (!f) return;
    const now = Date.now() + state.offset;
    const phase = phaseNow();
    const until = phase === 'betting' ? f.round.closesAt : phase === 'closed' ? f.round.revealAt : f.round.endsAt;
    const span =
      phase === 'betting'
        ? f.round.closesAt - f.round.opensAt
        : phase === 'closed'
          ? f.round.revealAt - f.round.closesAt
          : f.round.endsAt - f.round.revealAt;
    const left = Math.max(0, until - now);
    ui.count.textContent = String(Math.ceil(left / 1000));
    ui.bar.style.width = (span > 0 ? Math.min(100, (left / span) * 100) : 0) + '%';
    ui.phase.textContent = phase === 'betting' ? t('betting') : phase === 'closed' ? t('closed') : t('result');
    ui.phase.className = 'phase ' + phase;
    ui.round.textContent = t('round') + ' #' + f.round.roundNo;
    const wasOpen = !ui.confirm.dataset.closed;
    if (wasOpen !== (phase === 'betting')) {
      ui.confirm.dataset.closed = phase === 'betting' ? '' : '1';
      paint();
    }
    if (phase === 'next' && !state.polling) poll();
  }
  /** One read of the state (after a round ended and before the stream's next frame, or without a stream). */
  function poll() {
    state.polling = true;
    api<TableSnapshot>(
      'GET',
      '/house/api/tables/state?session=' + encodeURIComponent(session) + '&table=' + encodeURIComponent(TABLE),
    )
      .then(receive, function () {})
      .then(function () {
        window.setTimeout(function () {
          state.polling = false;
        }, 1000);
      });
  }
  function connect() {
    if (typeof EventSource === 'undefined') {
      window.setInterval(poll, 1500);
      return;
    }
    const es = new EventSource(
      '/house/api/tables/events?session=' + encodeURIComponent(session) + '&table=' + encodeURIComponent(TABLE),
    );
    es.addEventListener('table', function (ev: MessageEvent<string>) {
      receive(JSON.parse(ev.data) as TableSnapshot);
    });
    es.onerror = function () {
      // The browser reconnects by itself; a closed stream (refused) is opened again a little later.
      if (es.readyState === 2) {
        say(t('reconnecting'), '');
        window.setTimeout(connect, 3000);
      }
    };
  }
  function refreshBalance() {
    api<{ balance: number | null }>('GET', '/house/api/state?session=' + encodeURIComponent(session)).then(
      function (v) {
        if (v.balance != null) state.balance = v.balance;
        paint();
      },
      function () {},
    );
  }
  function loadHistory() {
    api<HistoryRow[]>(
      'GET',
      '/house/api/tables/history?session=' + encodeURIComponent(session) + '&table=' + encodeURIComponent(TABLE),
    ).then(
      function (list) {
        ui.history.textContent = '';
        ui.history.appendChild(historyTable(list));
      },
      function () {},
    );
  }
}

function verifyHref(roundId: string, seed: string) {
  return (
    '/house/table-verify?' +
    new URLSearchParams({
      game: GAME || (roundId.split(':')[0] ?? '').replace(/-r\d+$/, ''),
      round: roundId,
      seed: seed,
      lang: LANG,
    }).toString()
  );
}

function betText(bets: Record<string, number>) {
  return Object.entries(bets)
    .map(function ([k, v]) {
      return spotLabel(k) + ' ' + money(v);
    })
    .join(', ');
}
function historyTable(list: HistoryRow[]) {
  if (!list.length) return el('p', { class: 'muted', text: t('noHistory') });
  return el('table', {}, [
    el('thead', {}, [
      el(
        'tr',
        {},
        [t('round'), t('yourBet'), t('payout'), ''].map(function (h) {
          return el('th', { text: h });
        }),
      ),
    ]),
    el(
      'tbody',
      {},
      list.map(function (b) {
        const status =
          b.status === 'refunded' ? t('refunded') : b.status === 'settled' ? money(b.totalWin) : t('waiting');
        return el('tr', { class: b.status === 'settled' && (b.totalWin ?? 0) > b.totalStake ? 'won' : '' }, [
          el('td', { text: '#' + (b.roundNo == null ? '' : b.roundNo) }),
          el('td', { text: betText(b.bets) }),
          el('td', { text: status }),
          el('td', {}, [
            b.recall ? el('a', { href: b.recall + '&lang=' + LANG, target: '_blank', text: t('recall') }) : null,
          ]),
        ]);
      }),
    ),
  ]);
}

// ── replay and verification pages ──────────────────────────────────────────────────────────

function recallPage() {
  const app = appRoot();
  app.className = 'app narrow';
  const id = location.pathname.split('/').pop() ?? '';
  api<Answer<'recall'>>(
    'GET',
    '/house/api/tables/recall/' +
      id +
      '?' +
      new URLSearchParams({ p: Q.get('p') || '', e: Q.get('e') || '', sig: Q.get('sig') || '' }).toString(),
  )
    .then(function (b) {
      GAME = b.game;
      app.textContent = '';
      app.appendChild(
        el('section', { class: 'card' }, [
          el('h1', { text: b.name[LANG] + ' · ' + t('round') + ' #' + b.roundNo }),
          el('p', { class: 'muted', text: new Date(b.createdAt).toLocaleString(LANG) }),
          b.result
            ? resultView(b.result)
            : el('p', { class: 'muted', text: b.status === 'refunded' ? t('refunded') : t('waiting') }),
          el('table', {}, [
            el('tbody', {}, [
              el('tr', {}, [el('th', { text: t('yourBet') }), el('td', { text: betText(b.bets) })]),
              el('tr', {}, [el('th', { text: t('stake') }), el('td', { text: money(b.totalStake) })]),
              el('tr', {}, [
                el('th', { text: t('payout') }),
                el('td', { text: b.totalWin == null ? '—' : money(b.totalWin) }),
              ]),
              el('tr', {}, [
                el('th', { text: t('status') }),
                el('td', {
                  text: b.status === 'refunded' ? t('refunded') : b.status === 'settled' ? t('settled') : t('waiting'),
                }),
              ]),
            ]),
          ]),
          el('p', { text: t('hash') + ':' }),
          el('p', { class: 'mono', text: b.serverSeedHash || '' }),
          b.serverSeed ? el('p', { text: seedLabel() + ':' }) : null,
          b.serverSeed ? el('p', { class: 'mono', text: b.serverSeed }) : null,
          b.serverSeed ? el('a', { href: verifyHref(b.roundId, b.serverSeed), text: t('verify') }) : null,
        ]),
      );
    })
    .catch(function (e) {
      app.textContent = '';
      app.appendChild(
        el('section', { class: 'card' }, [el('p', { class: 'msg error', role: 'alert', text: e.message })]),
      );
    });
}

function verifyPage() {
  const app = appRoot();
  app.className = 'app narrow';
  app.textContent = '';
  const game = el(
    'select',
    { name: 'game' },
    (Object.keys(TABLE_GAMES) as TableGameId[]).map(function (g) {
      return el('option', { value: g, text: t('name-' + g), selected: g === Q.get('game') });
    }),
  );
  // The seed's label in the chosen game's words (a baccarat round is not a bowl lifted, issue 33 item 11).
  GAME = game.value as TableGameId;
  const seedText = el('span', { text: seedLabel() });
  game.addEventListener('change', function () {
    GAME = game.value as TableGameId;
    seedText.textContent = seedLabel();
  });
  const round = el('input', { name: 'round', value: Q.get('round') || '' });
  const seed = el('input', { name: 'seed', value: Q.get('seed') || '' });
  const out = el('div', { 'aria-live': 'polite' });
  function run() {
    api<Answer<'verify'>>('POST', '/house/api/tables/verify', {
      game: game.value,
      roundId: round.value.trim(),
      serverSeed: seed.value.trim(),
    })
      .then(function (v) {
        GAME = v.game;
        out.textContent = '';
        out.appendChild(el('p', { text: t('hash') + ':' }));
        out.appendChild(el('p', { class: 'mono', text: v.serverSeedHash }));
        out.appendChild(resultView(v.result));
      })
      .catch(function (e) {
        out.textContent = '';
        out.appendChild(el('p', { class: 'msg error', role: 'alert', text: e.message }));
      });
  }
  app.appendChild(
    el('section', { class: 'card seedbox' }, [
      el('h1', { text: t('verify') + ' · ' + t('fairness') }),
      el('label', {}, [t('game'), game]),
      el('label', {}, [t('roundId'), round]),
      el('label', {}, [seedText, seed]),
      el('button', { type: 'button', class: 'btn', text: t('check'), onclick: run }),
      out,
    ]),
  );
  if (seed.value) run();
}

if (PAGE === 'table') tablePage();
else if (PAGE === 'table-recall') recallPage();
else if (PAGE === 'table-verify') verifyPage();
