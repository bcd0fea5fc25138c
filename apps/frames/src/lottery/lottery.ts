/* The lottery vendor's page in the game frame: lobby with countdowns, bet slip, my bets, results, verification.
   The `lottery` entry of apps/frames. */
import type {
  lotteryBetPageSchema,
  lotteryDrawSchema,
  lotteryLobbySchema,
  lotteryResultSchema,
  lotterySlipSchema,
} from '@lotus/contracts';
import { LOTTERY_BET_TYPE_NAMES, minorToAmountText } from '@lotus/contracts';
import { appRoot, type Child, el, LANG, svg } from '../shared/dom';
import { client as frameClient, money, moneyOf } from '../shared/frame';

/** What the lottery's API answers (its contracts, packages/contracts src/lottery.ts). */
type Lobby = (typeof lotteryLobbySchema)['_input'];
/** A draw of the lobby, with the moment it closes on this device's clock. */
type LobbyDraw = Lobby['draws'][number] & { deadline: number };
type Draw = (typeof lotteryDrawSchema)['_input'];
type DrawResult = (typeof lotteryResultSchema)['_input'];
type Bet = (typeof lotteryBetPageSchema)['_input']['list'][number];
type Slip = (typeof lotterySlipSchema)['_input'];
interface SlipItem {
  drawId: number;
  label: string;
  betType: string;
  selection: string;
  stake: string;
}

const Q = new URLSearchParams(location.search);
const TOKEN = Q.get('token') || '';
const API = '/house/lottery/api/';
const D = {
  vi: {
    title: 'Xổ số',
    balance: 'Số dư',
    tabs: 'Loại xổ số',
    all: 'Tất cả',
    north: 'Miền Bắc',
    central: 'Miền Trung',
    south: 'Miền Nam',
    draws: 'Kỳ đang mở',
    picker: 'Chọn số',
    position: 'Vị trí',
    digit: 'Chữ số thứ {n}',
    drawn: 'Các số vừa quay',
    pickUpTo: 'chọn tối đa {n}',
    trend: { sum: 'Tổng các số', pair: 'Tổng hạng nhất và nhì', special: 'Số đặc biệt' },
    trendOf: '{what} của {n} kỳ gần nhất, từ cũ đến mới',
    from: 'thấp nhất',
    to: 'cao nhất',
    hot: 'Số về nhiều nhất trong {n} kỳ',
    number: 'Số',
    times: 'Số lần',
    verifyOf: 'Kiểm tra kỳ',
    removeOf: 'Bỏ',
    betsList: 'Danh sách cược của tôi',
    resultsList: 'Kết quả các kỳ gần nhất',
    slipList: 'Các lựa chọn trong phiếu',
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
      bsoe: 'Vị trí:lớn|nhỏ|lẻ|chẵn, ví dụ 1:lớn',
      sumK3: 'Tổng ba viên xúc xắc, từ 3 đến 18',
      sumSSC: 'Tổng năm số: lớn, nhỏ, lẻ hoặc chẵn',
      triple: '1–6 hoặc bất kỳ',
      pair: '1–6',
      position: 'Hạng:xe, ví dụ 1:7',
      dragon_tiger: 'Hạng:rồng|hổ, ví dụ 1:rồng',
      any: 'Các số 01–11, ví dụ 01,05',
      special: '1–49',
      zodiac: 'chuột, trâu, hổ, mèo, rồng, rắn, ngựa, dê, khỉ, gà, chó, lợn',
      colour: 'đỏ|xanh dương|xanh lá',
    },
  },
  en: {
    title: 'Lottery',
    balance: 'Balance',
    tabs: 'Lottery type',
    all: 'All',
    north: 'North',
    central: 'Centre',
    south: 'South',
    draws: 'Open draws',
    picker: 'Pick',
    position: 'Position',
    digit: 'Digit {n}',
    drawn: 'Numbers drawn',
    pickUpTo: 'up to {n}',
    trend: { sum: 'Sum of the numbers', pair: 'Sum of first and second', special: 'Special number' },
    trendOf: '{what} over the last {n} draws, oldest to newest',
    from: 'lowest',
    to: 'highest',
    hot: 'Most drawn over {n} draws',
    number: 'Number',
    times: 'Times',
    verifyOf: 'Verify draw',
    removeOf: 'Remove',
    betsList: 'My bets list',
    resultsList: 'Results of the latest draws',
    slipList: 'Selections on the slip',
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
      sumK3: 'The total of the three dice, 3 to 18',
      sumSSC: 'The total of the five numbers: big, small, odd or even',
      triple: '1–6 or any',
      pair: '1–6',
      position: 'Rank:car, e.g. 1:7',
      dragon_tiger: 'Rank:dragon|tiger, e.g. 1:dragon',
      any: 'Balls 01–11, e.g. 01,05',
      special: '1–49',
      zodiac: 'rat, ox, tiger, rabbit, dragon, snake, horse, goat, monkey, rooster, dog, pig',
      colour: 'red|blue|green',
    },
  },
}[LANG];

const FAMILY: 'all' | 'vn' | 'fast' =
  Q.get('family') === 'vn' || Q.get('family') === 'fast' ? (Q.get('family') as 'vn' | 'fast') : 'all';
const MODES = ['Lott', 'ZY', 'SEA', 'Elott'];
const MODE = MODES.indexOf(Q.get('mode') ?? '') >= 0 ? (Q.get('mode') ?? '') : '';
const FOCUS = { game: Q.get('game') || '', playType: Q.get('playType') || '' };

const state: {
  lobby: (Omit<Lobby, 'draws'> & { draws: LobbyDraw[] }) | null;
  tab: 'all' | 'vn' | 'fast';
  selected: number | null;
  betType: string | null;
  slip: SlipItem[];
  message: string;
  error: string;
  bets: Bet[];
  results: Draw[];
  balance: string | null;
  currency?: string;
  multiplier?: number;
  verified: Record<number, boolean>;
  form: { selection: string; stake: string };
  game: string | null;
  /** The selected game's draw that closed and whose result the page waits for (then reveals). */
  awaiting: { game: string; issue: string } | null;
  /** The draw whose numbers are being revealed (its result arrived while the page was open). */
  reveal: number | null;
} = {
  lobby: null,
  tab: FAMILY,
  selected: null,
  betType: null,
  slip: [],
  message: '',
  error: '',
  bets: [],
  results: [],
  balance: null,
  verified: {},
  form: { selection: '', stake: '' },
  game: null,
  awaiting: null,
  reveal: null,
};

let uid = 0;
/** A section named by its heading (a region landmark). */
function section(cls: string, title: string, children: Child[]) {
  const id = 'h' + ++uid;
  return el('section', { class: 'card ' + cls, 'aria-labelledby': id }, [
    el('h2', { id: id, text: title }),
    ...children,
  ]);
}
/** A form field with its visible label (and its hint, read with it). */
function field(id: string, label: string, control: HTMLElement, hint?: string) {
  control.id = id;
  const children: HTMLElement[] = [el('label', { for: id, text: label }), control];
  if (hint !== undefined) {
    const hid = id + '-hint';
    control.setAttribute('aria-describedby', hid);
    children.push(el('p', { id: hid, class: 'muted small hint', text: hint }));
  }
  return el('div', { class: 'field' }, children);
}

const client = frameClient(API, 'error');
const call = client.call;
const q = client.q;
/** Seconds to close from the server's count (secondsToClose when loaded), not the device's clock. */
function countdown(d: { deadline: number }) {
  const s = Math.max(0, Math.ceil((d.deadline - Date.now()) / 1000));
  if (s === 0) return T.closed;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  return T.closesIn + ' ' + (h ? h + ':' : '') + String(m).padStart(2, '0') + ':' + String(ss).padStart(2, '0');
}
function resultText(r: DrawResult | null) {
  if (!r) return '';
  if ('numbers' in r) return r.numbers.join(' ');
  return Object.entries(r.prizes)
    .map(function ([k, v]) {
      return k + ': ' + v.join(' ');
    })
    .join(' · ');
}
/** A fast game's numbers (VN draws have prizes instead). */
function numbersOf(r: DrawResult | null): number[] | null {
  return r && 'numbers' in r ? r.numbers : null;
}
const T = D;
/**
 * Vietnamese words of a selection and the engine's (the server reads `1:big`, `dragon`, `red`…): the
 * player may type either; the page sends the engine's and shows the player's language.
 */
const VI_WORDS: Record<string, string> = {
  'xanh dương': 'blue',
  'xanh lá': 'green',
  'bất kỳ': 'any',
  lớn: 'big',
  nhỏ: 'small',
  lẻ: 'odd',
  chẵn: 'even',
  rồng: 'dragon',
  hổ: 'tiger',
  chuột: 'rat',
  trâu: 'ox',
  mèo: 'rabbit',
  rắn: 'snake',
  ngựa: 'horse',
  dê: 'goat',
  khỉ: 'monkey',
  gà: 'rooster',
  chó: 'dog',
  lợn: 'pig',
  heo: 'pig',
  đỏ: 'red',
  xanh: 'blue',
};
const EN_WORDS: Record<string, string> = {};
Object.entries(VI_WORDS).forEach(function ([k, v]) {
  if (k !== 'heo' && k !== 'xanh') EN_WORDS[v] = k;
});
function toEngine(text: string) {
  let t = text.trim().toLowerCase().normalize('NFC');
  ['xanh dương', 'xanh lá', 'bất kỳ'].forEach(function (w) {
    t = t.split(w).join(VI_WORDS[w]!);
  });
  return t.replace(/[^\s:,;]+/g, function (w) {
    return VI_WORDS[w] || w;
  });
}
function shown(selection: string) {
  if (LANG !== 'vi') return selection;
  return selection.replace(/[a-z]+/g, function (w) {
    return EN_WORDS[w] || w;
  });
}
const kindName = function (code: string) {
  return LOTTERY_BET_TYPE_NAMES[LANG][code] || code;
};
/** vn | fast, and the region of a VN draw. */
const familyOf = function (d: { family: string }) {
  return d.family.indexOf('VN_') === 0 ? 'vn' : 'fast';
};
const regionOf = function (d: { game: string }) {
  if (d.game === 'VN_N') return 'north';
  return d.game.indexOf('VN_C_') === 0 ? 'central' : 'south';
};
/** A game's name from the lobby (its code when no draw of it is open). */
function gameName(code: string) {
  const list = (state.lobby && state.lobby.draws) || [];
  for (const d of list) if (d.game === code) return d.name;
  return code;
}
/** The draw that `game` (a catalogue or draw code: VN_NORTH, VN_SOUTH, VN_CENTRAL, K3 …) names. */
function matches(d: LobbyDraw, game: string) {
  if (game === 'VN_CENTRAL') return d.game.indexOf('VN_C_') === 0;
  if (game === 'VN_SOUTH') return d.game.indexOf('VN_S_') === 0;
  return d.game === game || d.family === game;
}

function load() {
  const jobs: Promise<void>[] = [
    call<Lobby>('GET', 'lobby?' + q(MODE ? { mode: MODE } : {})).then(function (answer) {
      const loaded = Date.now();
      const was = selectedDraw();
      const v = {
        ...answer,
        draws: answer.draws.map(function (d) {
          return { ...d, deadline: loaded + d.secondsToClose * 1000 };
        }),
      };
      state.lobby = v;
      // The selected draw closed: its game's next draw takes its place, and its result is awaited.
      if (state.selected !== null && !selectedDraw()) {
        if (was && numbersGame(was)) state.awaiting = { game: was.game, issue: was.issue };
        const next = v.draws.filter(function (d) {
          return d.game === state.game;
        })[0];
        state.selected = next ? next.id : null;
      }
      if (state.selected === null) {
        const first = FOCUS.game
          ? v.draws.filter(function (d) {
              return matches(d, FOCUS.game);
            })[0]
          : null;
        if (first) {
          state.selected = first.id;
          state.game = first.game;
          state.tab = familyOf(first) === FAMILY || FAMILY === 'all' ? FAMILY : familyOf(first);
          if (FOCUS.playType) state.betType = FOCUS.playType;
        } else {
          const inTab = visibleDraws()[0] || v.draws[0];
          state.selected = inTab ? inTab.id : null;
          state.game = inTab ? inTab.game : null;
        }
      }
    }),
  ];
  if (TOKEN) {
    jobs.push(
      call<{ balance: string; currency: string }>('GET', 'state?' + q()).then(function (v) {
        state.balance = v.balance;
        state.currency = v.currency;
      }),
    );
    jobs.push(
      call<{ list: Bet[] }>('GET', 'bets?' + q({ pageSize: '10' })).then(function (v) {
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
const ORDER: Record<string, number> = { north: 0, central: 1, south: 2, fast: 3 };
const rank = function (d: LobbyDraw) {
  return ORDER[familyOf(d) === 'vn' ? regionOf(d) : 'fast']!;
};
/** The draws of the tab, as the list shows them: North, Centre, South, then the fast games. */
function visibleDraws() {
  const list = (state.lobby && state.lobby.draws) || [];
  return list
    .filter(function (d) {
      return state.tab === 'all' || familyOf(d) === state.tab;
    })
    .sort(function (a, b) {
      return rank(a) - rank(b);
    });
}
function selectedDraw(): LobbyDraw | null {
  const list = (state.lobby && state.lobby.draws) || [];
  for (const d of list) if (d.id === state.selected) return d;
  return null;
}
/** The last 30 results of the selected game (the chart reads them all, the list the last five). */
function loadResults() {
  const d = selectedDraw();
  if (!d) return Promise.resolve();
  return call<Draw[]>('GET', 'results?' + new URLSearchParams({ game: d.game, limit: '30' })).then(function (v) {
    state.results = v;
    const w = state.awaiting;
    const drawn = w && v.find((r) => r.game === w.game && r.issue === w.issue && numbersOf(r.result));
    if (drawn) {
      state.awaiting = null;
      state.reveal = drawn.id;
      // Revealed once: later renders show the numbers still.
      setTimeout(function () {
        if (state.reveal === drawn.id) state.reveal = null;
      }, 6000);
    }
  });
}
/** A fast game: its result is numbers (a VN draw's is its prizes). */
function numbersGame(d: { family: string }) {
  return familyOf(d) === 'fast';
}
/** The drawn numbers as balls, coming in one by one when `animate` (a reveal), else at once. */
function balls(numbers: number[], animate: boolean) {
  return el(
    'p',
    { class: 'reveal', 'aria-label': T.drawn + ': ' + numbers.join(' ') },
    numbers.map(function (n, i) {
      const b = el('span', { class: 'ball', 'aria-hidden': 'true', text: String(n) });
      if (animate) b.style.animationDelay = i * 0.35 + 's';
      else b.style.animation = 'none';
      return b;
    }),
  );
}

function select(d: LobbyDraw) {
  state.awaiting = null;
  state.selected = d.id;
  state.game = d.game;
  state.betType = null;
  loadResults().then(render);
}

const TABS = ['all', 'vn', 'fast'] as const;
function openTab(k: (typeof TABS)[number]) {
  state.tab = k;
  const d = selectedDraw();
  const inTab = visibleDraws();
  if ((!d || inTab.indexOf(d) < 0) && inTab[0]) return select(inTab[0]);
  render();
}
/** The families as tabs (arrow keys move between them, as the tabs pattern has it). */
function tabs() {
  const names = { all: T.all, vn: T.vn, fast: T.fast };
  return el(
    'div',
    { class: 'tabs', role: 'tablist', 'aria-label': T.tabs },
    TABS.map(function (k, i) {
      return el('button', {
        type: 'button',
        role: 'tab',
        id: 'tab-' + k,
        'aria-selected': String(state.tab === k),
        'aria-controls': 'draws',
        tabindex: state.tab === k ? '0' : '-1',
        text: names[k],
        onclick: function () {
          openTab(k);
        },
        onkeydown: function (e: KeyboardEvent) {
          const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
          if (!step) return;
          e.preventDefault();
          const next = TABS[(i + step + TABS.length) % TABS.length]!;
          document.getElementById('tab-' + next)?.focus();
          openTab(next);
        },
      });
    }),
  );
}

function drawButton(d: LobbyDraw) {
  const on = d.id === state.selected;
  return el('li', { class: on ? 'on' : '' }, [
    el('button', {
      type: 'button',
      'aria-pressed': String(on),
      'data-draw': String(d.id),
      text: d.name + ' · ' + T.issue + ' ' + d.issue,
      onclick: function () {
        select(d);
      },
    }),
    el('span', { class: 'countdown', 'data-deadline': String(d.deadline), text: countdown(d) }),
  ]);
}

function drawList() {
  const list = visibleDraws();
  const groups: [string, LobbyDraw[]][] = [
    [T.north, 'north'],
    [T.central, 'central'],
    [T.south, 'south'],
  ].map(function (g): [string, LobbyDraw[]] {
    return [
      T.vn + ' · ' + g[0],
      list.filter(function (d) {
        return familyOf(d) === 'vn' && regionOf(d) === g[1];
      }),
    ];
  });
  groups.push([
    T.fast,
    list.filter(function (d) {
      return familyOf(d) === 'fast';
    }),
  ]);
  const panel = el(
    'div',
    { class: 'scroll', id: 'draws', role: 'tabpanel', 'aria-label': T.draws, tabindex: '0' },
    groups
      .filter(function (g) {
        return g[1].length;
      })
      .map(function (g) {
        return el('div', { class: 'group' }, [el('h2', { text: g[0] }), el('ul', {}, g[1].map(drawButton))]);
      }),
  );
  return el('section', { class: 'card draws', 'aria-label': T.draws }, [tabs(), panel]);
}

/** 00…99 (two digits), 1…49: the numbers a picker offers. */
function range(from: number, to: number, width = 1) {
  return Array.from({ length: to - from + 1 }, function (_, i) {
    return String(from + i).padStart(width, '0');
  });
}
const ZODIAC = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'];
/**
 * What a bet type takes as buttons (issue 33 item 10: numbers were typed where a picker is expected), and
 * how many may be picked; null where a selection is written in parts (partsOf).
 */
function picksOf(game: string, betType: string): { options: string[]; max: number } | null {
  const two = range(0, 99, 2);
  const picks: Record<string, { options: string[]; max: number }> = {
    lo: { options: two, max: 1 },
    de: { options: two, max: 1 },
    xien2: { options: two, max: 2 },
    xien3: { options: two, max: 3 },
    xien4: { options: two, max: 4 },
    dau: { options: range(0, 9), max: 1 },
    duoi: { options: range(0, 9), max: 1 },
    sum: game === 'K3' ? { options: range(3, 18), max: 1 } : { options: ['big', 'small', 'odd', 'even'], max: 1 },
    triple: { options: range(1, 6).concat('any'), max: 1 },
    pair: { options: range(1, 6), max: 1 },
    any: { options: range(1, 11, 2), max: 8 },
    special: { options: range(1, 49), max: 1 },
    zodiac: { options: ZODIAC, max: 1 },
    colour: { options: ['red', 'blue', 'green'], max: 1 },
  };
  return picks[betType] ?? null;
}
/** The hint under the selection, in the words of the game in hand. */
function hintOf(game: string, betType: string) {
  const hints = T.hint as Record<string, string>;
  if (betType === 'sum') return game === 'K3' ? T.hint.sumK3 : T.hint.sumSSC;
  return hints[betType] || '';
}
/**
 * A selection written in parts, a row of buttons for each: a position and its value (`3:big`, PK10's `4:7`,
 * `2:dragon`), or one digit per place (ba càng's `123`, star5's `12345`). Null for the other bet types.
 */
function partsOf(betType: string): { parts: { label: string; options: string[] }[]; join: string } | null {
  const places = (n: number) => ({
    parts: Array.from({ length: n }, (_, i) => ({
      label: T.digit.replace('{n}', String(i + 1)),
      options: range(0, 9),
    })),
    join: '',
  });
  const at = (positions: number, values: string[]) => ({
    parts: [
      { label: T.position, options: range(1, positions) },
      { label: T.picker, options: values },
    ],
    join: ':',
  });
  const all: Record<string, { parts: { label: string; options: string[] }[]; join: string }> = {
    bacang: places(3),
    star5: places(5),
    bsoe: at(5, ['big', 'small', 'odd', 'even']),
    position: at(10, range(1, 10)),
    dragon_tiger: at(5, ['dragon', 'tiger']),
  };
  return all[betType] ?? null;
}
const GAP = '_';
/** The parts picker: a pick in every row writes the whole selection into the box; typing there still works. */
function partsPicker(betType: string, box: HTMLInputElement) {
  const spec = partsOf(betType);
  if (!spec) return null;
  const current = function (): string[] {
    const v = toEngine(box.value);
    const split = spec.join ? v.split(spec.join) : v.split('');
    return spec.parts.map((_, i) => (split[i] === GAP ? '' : (split[i] ?? '')));
  };
  const rows = spec.parts.map(function (part, i) {
    const group = el('div', { class: 'picker', role: 'group', 'aria-label': part.label });
    part.options.forEach(function (o) {
      group.appendChild(
        el('button', {
          type: 'button',
          'data-pick': o,
          'aria-pressed': 'false',
          text: shown(o),
          onclick: function () {
            const now = current();
            now[i] = now[i] === o ? '' : o;
            // A part not picked yet holds its place with a gap, so the digits after it stay in their places.
            box.value = now.some(Boolean) ? now.map((x) => (x ? shown(x) : GAP)).join(spec.join) : '';
            state.form.selection = box.value;
            paint();
          },
        }),
      );
    });
    return group;
  });
  const paint = function () {
    const now = current();
    rows.forEach(function (group, i) {
      group.querySelectorAll<HTMLButtonElement>('button').forEach(function (b) {
        b.setAttribute('aria-pressed', String(now[i] === b.dataset.pick));
      });
    });
  };
  box.addEventListener('input', paint);
  paint();
  // Each row says what it picks (a position, the value, the n-th digit).
  return el(
    'div',
    {},
    rows.map(function (group, i) {
      return el('div', {}, [el('div', { class: 'muted small', text: spec.parts[i]!.label }), group]);
    }),
  );
}
/**
 * The picker: a button per number or word, pressed while picked; a pick writes the selection box (which
 * still takes typing), one pick replaces the last where only one is allowed.
 */
function picker(game: string, betType: string, box: HTMLInputElement) {
  const picks = picksOf(game, betType);
  if (!picks) return partsPicker(betType, box);
  const chosen = function () {
    return toEngine(box.value)
      .split(/[\s,;]+/)
      .filter(Boolean);
  };
  const label = T.picker + (picks.max > 1 ? ' (' + T.pickUpTo.replace('{n}', String(picks.max)) + ')' : '');
  const group = el('div', { class: 'picker', role: 'group', 'aria-label': label });
  const paint = function () {
    const now = chosen();
    group.querySelectorAll<HTMLButtonElement>('button').forEach(function (b) {
      b.setAttribute('aria-pressed', String(now.indexOf(b.dataset.pick!) >= 0));
    });
  };
  picks.options.forEach(function (o) {
    group.appendChild(
      el('button', {
        type: 'button',
        'data-pick': o,
        'aria-pressed': 'false',
        text: shown(o),
        onclick: function () {
          let now = chosen();
          if (now.indexOf(o) >= 0) now = now.filter((x) => x !== o);
          else now = picks.max === 1 ? [o] : now.concat(o).slice(-picks.max);
          box.value = now.map(shown).join(',');
          state.form.selection = box.value;
          paint();
        },
      }),
    );
  });
  box.addEventListener('input', paint);
  paint();
  return group;
}

function betForm() {
  const d = selectedDraw();
  if (!d) return null;
  const codes = d.betTypes.map(function (b) {
    return b.code;
  });
  if (state.betType === null || codes.indexOf(state.betType) < 0) state.betType = codes[0] ?? null;
  const type = el(
    'select',
    {},
    d.betTypes.map(function (b) {
      const keys = Object.keys(b.odds);
      const odds = keys.length === 1 ? ' (×' + money(b.odds[keys[0]!]! / 100) + ')' : '';
      const o = el('option', { value: b.code, text: kindName(b.code) + odds });
      if (b.code === state.betType) o.selected = true;
      return o;
    }),
  );
  // What the player typed survives a re-render (a draw closing reloads the lobby).
  const sel = el('input', { autocomplete: 'off', value: state.form.selection });
  sel.addEventListener('input', function () {
    state.form.selection = sel.value;
  });
  const hint = field('selection', T.selection, sel, hintOf(d.game, state.betType ?? ''));
  const pickerBox = el('div', {}, [picker(d.game, state.betType ?? '', sel)]);
  type.addEventListener('change', function () {
    state.betType = type.value;
    const h = hint.querySelector('.hint');
    if (h) h.textContent = hintOf(d.game, type.value);
    sel.value = '';
    state.form.selection = '';
    pickerBox.replaceChildren(...[picker(d.game, type.value, sel)].filter((x) => x !== null));
  });
  const lobby = state.lobby!;
  const stake = el('input', {
    inputmode: 'decimal',
    value: state.form.stake || minorToAmountText(BigInt(lobby.minStake)),
  });
  stake.addEventListener('input', function () {
    state.form.stake = stake.value;
  });
  // The prize mode (Lott, Elott…) is the brand's odds table, not a word a player knows: the odds show by each type.
  return section('bet', d.name + ' · ' + T.issue + ' ' + d.issue, [
    d.commitment ? el('p', { class: 'muted small', text: T.commitment + ': ' + d.commitment }) : null,
    field('betType', T.betType, type),
    hint,
    pickerBox,
    field('stake', T.stake, stake),
    el('button', {
      type: 'button',
      class: 'btn',
      text: T.add,
      onclick: function () {
        if (!sel.value.trim()) {
          sel.focus();
          return;
        }
        state.slip.push({
          drawId: d.id,
          label: d.name + ' ' + d.issue,
          betType: type.value,
          selection: toEngine(sel.value),
          stake: stake.value.trim(),
        });
        state.form.selection = '';
        render();
      },
    }),
  ]);
}

function slip() {
  const mult = el('input', { inputmode: 'numeric', value: String(state.multiplier || 1) });
  mult.addEventListener('change', function () {
    state.multiplier = Math.max(1, parseInt(mult.value, 10) || 1);
    render();
  });
  const total =
    state.slip.reduce(function (a, s) {
      return a + (Number(s.stake) || 0);
    }, 0) * (state.multiplier || 1);
  return section('slip', T.slip, [
    state.slip.length
      ? el(
          'ul',
          { 'aria-label': T.slipList },
          state.slip.map(function (s, i) {
            const text = s.label + ' · ' + kindName(s.betType) + ' ' + shown(s.selection) + ' · ' + money(s.stake);
            return el('li', {}, [
              el('span', { text: text }),
              el('button', {
                type: 'button',
                class: 'link',
                'aria-label': T.removeOf + ' ' + text,
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
    field('multiplier', T.multiplier, mult),
    el('p', { class: 'total', 'aria-live': 'polite', text: T.total + ': ' + money(total) }),
    TOKEN
      ? el('button', { type: 'button', class: 'btn primary', text: T.place, onclick: place })
      : el('p', { class: 'muted', text: T.noToken }),
    el('div', { role: 'status' }, [state.message ? el('p', { class: 'ok', text: state.message }) : null]),
    state.error ? el('p', { class: 'error', role: 'alert', text: state.error }) : null,
  ]);
}

function place() {
  if (!state.slip.length) return;
  state.message = '';
  state.error = '';
  const body: { token: string; multiplier: number; items: unknown[]; prizeMode?: string } = {
    token: TOKEN,
    multiplier: state.multiplier || 1,
    items: state.slip.map(function (s) {
      return { drawId: s.drawId, betType: s.betType, selection: s.selection, stake: s.stake };
    }),
  };
  if (MODE) body.prizeMode = MODE;
  call<Slip>('POST', 'bets', body)
    .then(function (v) {
      state.slip = [];
      state.message = T.placed + ': ' + moneyOf(v.total);
    })
    .catch(function (e) {
      state.error = e.message;
    })
    .then(load);
}

function myBets() {
  if (!TOKEN) return null;
  return section('mine', T.myBets, [
    state.bets.length
      ? el(
          'ul',
          { 'aria-label': T.betsList },
          state.bets.map(function (b) {
            return el('li', { class: b.status }, [
              el('span', {
                text:
                  gameName(b.game) +
                  ' · ' +
                  T.issue +
                  ' ' +
                  b.issue +
                  ' · ' +
                  kindName(b.betType) +
                  ' ' +
                  shown(b.selection) +
                  ' · ' +
                  moneyOf(b.stake) +
                  ' · ' +
                  ((T.status as Record<string, string>)[b.status] || b.status) +
                  (b.payout !== null && BigInt(b.payout) > 0n ? ' +' + moneyOf(b.payout) : ''),
              }),
              b.result ? el('span', { class: 'muted small', text: resultText(b.result) }) : null,
            ]);
          }),
        )
      : el('p', { class: 'muted', text: T.none }),
  ]);
}

/** What a fast game's trend follows: the sum (SSC, K3, 11X5), first + second (PK10), the special number (LHC). */
function trendOf(game: string): [string, (n: number[]) => number] {
  if (game === 'PK10')
    return [
      T.trend.pair,
      function (n) {
        return (n[0] ?? 0) + (n[1] ?? 0);
      },
    ];
  if (game === 'LHC')
    return [
      T.trend.special,
      function (n) {
        return n[6] ?? 0;
      },
    ];
  return [
    T.trend.sum,
    function (n) {
      return n.reduce(function (a, b) {
        return a + b;
      }, 0);
    },
  ];
}

/**
 * The trend of the last 30 draws of a fast game (oldest to newest) as an inline SVG line, named for
 * screen readers with every value; VN draws have no single number to follow.
 */
function trendChart(results: Draw[]) {
  const drawn = results
    .map(function (d) {
      return { game: d.game, numbers: numbersOf(d.result) };
    })
    .filter(function (d): d is { game: string; numbers: number[] } {
      return d.numbers !== null;
    })
    .slice(0, 30)
    .reverse();
  if (drawn.length < 2) return null;
  const t = trendOf(drawn[0]!.game);
  const values = drawn.map(function (d) {
    return t[1](d.numbers);
  });
  const W = 320;
  const H = 110;
  const L = 28;
  const lo = Math.min.apply(null, values);
  const hi = Math.max.apply(null, values);
  const x = function (i: number) {
    return L + 6 + (i * (W - L - 12)) / (values.length - 1);
  };
  const y = function (v: number) {
    return hi === lo ? H / 2 : H - 14 - ((v - lo) * (H - 28)) / (hi - lo);
  };
  const label =
    T.trendOf.replace('{what}', t[0]).replace('{n}', String(values.length)) +
    ': ' +
    values.join(', ') +
    ' (' +
    T.from +
    ' ' +
    lo +
    ', ' +
    T.to +
    ' ' +
    hi +
    ')';
  const chart = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': label, class: 'trend' });
  chart.appendChild(svg('title', {}, label));
  (
    [
      [hi, y(hi)],
      [lo, y(lo)],
    ] as const
  ).forEach(function ([value, at]) {
    chart.appendChild(svg('line', { x1: L, x2: W, y1: at, y2: at, class: 'grid-line' }));
    chart.appendChild(svg('text', { x: L - 4, y: at + 4, 'text-anchor': 'end', class: 'axis' }, String(value)));
  });
  chart.appendChild(
    svg('polyline', {
      points: values
        .map(function (v, i) {
          return x(i) + ',' + y(v);
        })
        .join(' '),
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
    }),
  );
  values.forEach(function (v, i) {
    chart.appendChild(
      svg('circle', { cx: x(i), cy: y(v), r: i === values.length - 1 ? '4' : '2.5', fill: 'currentColor' }),
    );
  });
  return el('figure', { class: 'trend-box' }, [
    chart,
    el('figcaption', {
      class: 'muted small',
      'aria-hidden': 'true',
      text: T.trendOf.replace('{what}', t[0]).replace('{n}', String(values.length)),
    }),
  ]);
}

/** The five numbers drawn most often over the fast game's last draws (every position), as a table. */
function hotTable(results: Draw[]) {
  const drawn = results
    .map(function (d) {
      return numbersOf(d.result);
    })
    .filter(function (n): n is number[] {
      return n !== null;
    })
    .slice(0, 30);
  if (drawn.length < 2) return null;
  const counts: Record<number, number> = {};
  drawn.forEach(function (numbers) {
    numbers.forEach(function (n) {
      counts[n] = (counts[n] || 0) + 1;
    });
  });
  const top = Object.keys(counts)
    .map(Number)
    .sort(function (a, b) {
      return (counts[b] ?? 0) - (counts[a] ?? 0) || a - b;
    })
    .slice(0, 5);
  const caption = T.hot.replace('{n}', String(drawn.length));
  // Two rows (the numbers, how often): compact on a phone, read cell by cell with its headers.
  return el('table', { class: 'hot' }, [
    el('caption', { text: caption }),
    el('thead', {}, [
      el(
        'tr',
        {},
        [el('th', { scope: 'row', text: T.number })].concat(
          top.map(function (n) {
            return el('th', { scope: 'col', text: String(n) });
          }),
        ),
      ),
    ]),
    el('tbody', {}, [
      el(
        'tr',
        {},
        [el('th', { scope: 'row', text: T.times })].concat(
          top.map(function (n) {
            return el('td', { text: String(counts[n] ?? 0) });
          }),
        ),
      ),
    ]),
  ]);
}

function resultsList() {
  const d = selectedDraw();
  const drawn = state.results.filter(function (r) {
    return d && r.game === d.game;
  });
  const newest = drawn[0];
  const newestNumbers = newest ? numbersOf(newest.result) : null;
  return section('results', T.results + (d ? ' · ' + d.name : ''), [
    newest && newestNumbers
      ? el('div', { role: 'status' }, [
          el('p', { class: 'muted small', text: T.issue + ' ' + newest.issue }),
          balls(newestNumbers, state.reveal === newest.id),
        ])
      : null,
    trendChart(drawn),
    hotTable(drawn),
    drawn.length
      ? el(
          'ul',
          { 'aria-label': T.resultsList },
          drawn.slice(0, 5).map(function (r) {
            const v = state.verified[r.id];
            return el('li', {}, [
              el('strong', { text: T.issue + ' ' + r.issue }),
              el('span', { class: 'numbers', text: resultText(r.result) }),
              r.serverSeed
                ? el('button', {
                    type: 'button',
                    class: 'link',
                    'aria-label': T.verifyOf + ' ' + r.issue,
                    text: T.verify,
                    onclick: function () {
                      call<{ matchesCommitment: boolean; matchesResult: boolean }>('GET', 'verify?drawId=' + r.id).then(
                        function (out) {
                          state.verified[r.id] = out.matchesCommitment && out.matchesResult;
                          render();
                        },
                      );
                    },
                  })
                : null,
              v === undefined
                ? null
                : el('p', {
                    role: 'status',
                    class: 'small ' + (v ? 'ok' : 'error'),
                    text: (v ? T.verified : T.notVerified) + ' · ' + T.seed + ': ' + r.serverSeed,
                  }),
            ]);
          }),
        )
      : el('p', { class: 'muted', text: T.none }),
  ]);
}

function render() {
  const app = appRoot();
  const active = document.activeElement;
  const focused = active && (active.id ? '#' + active.id : active.getAttribute('aria-label'));
  const scroller = document.getElementById('draws');
  const scrolled = scroller ? scroller.scrollTop : 0;
  app.textContent = '';
  app.appendChild(
    el('header', { class: 'top' }, [
      el('h1', { text: T.title }),
      state.balance !== null
        ? el('p', {
            class: 'balance',
            text: T.balance + ': ' + moneyOf(state.balance) + (state.currency ? ' ' + state.currency : ''),
          })
        : null,
      el('button', { type: 'button', class: 'btn', text: T.refresh, onclick: load }),
    ]),
  );
  app.appendChild(el('div', { class: 'grid' }, [drawList(), betForm(), slip(), myBets(), resultsList()]));
  const again0 = document.getElementById('draws');
  if (again0) again0.scrollTop = scrolled;
  if (focused) {
    const again =
      focused[0] === '#'
        ? document.getElementById(focused.slice(1))
        : app.querySelector<HTMLElement>('[aria-label="' + focused.replace(/"/g, '') + '"]');
    if (again) again.focus();
  }
}

/** When the lobby was last asked for: a closed draw asks again at most every 3 s until its next one shows. */
let asked = 0;
setInterval(function () {
  const nodes = document.querySelectorAll<HTMLElement>('.countdown');
  let expired = false;
  for (const node of nodes) {
    const at = Number(node.dataset.deadline);
    node.textContent = countdown({ deadline: at });
    // Any draw past its close (not only one that closed this very second: a throttled tab skips seconds).
    if (at <= Date.now()) expired = true;
  }
  if (expired && Date.now() - asked >= 3000) {
    asked = Date.now();
    load();
  } else if (state.awaiting && Date.now() - asked >= 3000) {
    // The closed draw's result comes a few seconds after its close: ask for it until it is there.
    asked = Date.now();
    loadResults().then(render);
  }
}, 1000);
load();
