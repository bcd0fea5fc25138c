/* The sportsbook's page in the game frame: sports and e-sports fixtures by competition with their markets,
   odds in decimal, Hong Kong or Malay style, a bet slip of singles or a parlay, and the player's bets.
   The `sports` entry of apps/frames. */
import { minorToAmountText, type sportsBetSchema, type sportsLobbySchema } from '@lotus/contracts';
import { SPORTS_LABELS, sportsLineText, sportsMarketName, sportsOddsText } from '@lotus/house/browser';
import { appRoot, el, LANG } from '../shared/dom';
import { client as frameClient, FrameApiError, money, moneyOf } from '../shared/frame';

/** What the sportsbook's API answers (its contracts, packages/contracts src/sports.ts). */
type Lobby = (typeof sportsLobbySchema)['_input'];
type Fixture = Lobby['fixtures'][number];
type Market = Fixture['markets'][number];
type Selection = Market['selections'][number];
type Bet = (typeof sportsBetSchema)['_input'];
/** A pick on the slip. */
interface SlipPick {
  selectionId: number;
  odds: number;
  previous?: number;
  sel: Selection;
  fixtureId: number;
  fixture: string;
  market: string;
  label: string;
  stake: string;
  suspended?: boolean;
}
type OddsStyle = 'decimal' | 'hongKong' | 'malay';

const Q = new URLSearchParams(location.search);
const TOKEN = Q.get('token') || '';
const API = '/house/sports/api/';
const D = {
  vi: {
    title: 'Thể thao',
    balance: 'Số dư',
    kinds: { sports: 'Thể thao', esports: 'Thể thao điện tử' },
    kindTabs: 'Loại thể thao',
    oddsStyle: 'Kiểu tỷ lệ',
    styles: { decimal: 'Thập phân (châu Âu)', hongKong: 'Hồng Kông', malay: 'Malaysia' },
    draw: 'Hòa',
    over: 'Tài',
    under: 'Xỉu',
    maps: 'bản đồ',
    vs: 'gặp',
    live: 'Đang diễn ra',
    finished: 'Kết thúc',
    suspended: 'Tạm ngưng',
    noFixtures: 'Chưa có trận đấu nào',
    slip: 'Phiếu cược',
    slipEmpty: 'Chọn một tỷ lệ để thêm vào phiếu cược',
    singles: 'Cược đơn',
    parlay: 'Cược xiên',
    slipMode: 'Kiểu cược',
    stakeFor: 'Tiền cược',
    parlayStake: 'Tiền cược xiên',
    parlayOdds: 'Tỷ lệ xiên',
    parlayNeeds: 'Cược xiên cần 2 đến 10 lựa chọn ở các trận khác nhau',
    potential: 'Tiền thắng dự kiến',
    total: 'Tổng tiền cược',
    place: 'Đặt cược',
    placed: 'Đã đặt cược',
    remove: 'Bỏ',
    clear: 'Xóa phiếu',
    oddsChanged: 'Tỷ lệ đã thay đổi. Hãy xem lại tỷ lệ mới trước khi đặt cược.',
    limits: 'Cược từ {min} đến {max}',
    myBets: 'Cược của tôi',
    betTabs: 'Trạng thái cược',
    open: 'Đang chờ',
    settled: 'Đã kết thúc',
    refresh: 'Làm mới',
    noBets: 'Chưa có cược nào',
    single: 'Cược đơn',
    parlayOf: 'Xiên {n}',
    stake: 'Tiền cược',
    odds: 'Tỷ lệ',
    loginToBet: 'Đăng nhập tài khoản thật để đặt cược',
    error: 'Có lỗi xảy ra',
    slipToggle: 'Phiếu cược ({n})',
    cashOut: 'Rút sớm {amount}',
    cashOutOf: 'Rút sớm vé #{id}: {amount}',
    cashedOut: 'Đã rút sớm +{amount}',
    cashOutMoved: 'Giá rút sớm đã thay đổi, vui lòng xem lại',
  },
  en: {
    title: 'Sports',
    balance: 'Balance',
    kinds: { sports: 'Sports', esports: 'E-sports' },
    kindTabs: 'Sport type',
    oddsStyle: 'Odds format',
    styles: { decimal: 'Decimal (European)', hongKong: 'Hong Kong', malay: 'Malay' },
    draw: 'Draw',
    over: 'Over',
    under: 'Under',
    maps: 'maps',
    vs: 'vs',
    live: 'Live',
    finished: 'Finished',
    suspended: 'Suspended',
    noFixtures: 'No fixtures yet',
    slip: 'Bet slip',
    slipEmpty: 'Pick odds to add them to the slip',
    singles: 'Singles',
    parlay: 'Parlay',
    slipMode: 'Bet type',
    stakeFor: 'Stake',
    parlayStake: 'Parlay stake',
    parlayOdds: 'Parlay odds',
    parlayNeeds: 'A parlay takes 2 to 10 picks from different fixtures',
    potential: 'Potential return',
    total: 'Total stake',
    place: 'Place bet',
    placed: 'Bet placed',
    remove: 'Remove',
    clear: 'Clear slip',
    oddsChanged: 'The odds have changed. Please review the new odds before placing the bet.',
    limits: 'Stakes from {min} to {max}',
    myBets: 'My bets',
    betTabs: 'Bet state',
    open: 'Open',
    settled: 'Settled',
    refresh: 'Refresh',
    noBets: 'No bets yet',
    single: 'Single',
    parlayOf: '{n}-leg parlay',
    stake: 'Stake',
    odds: 'Odds',
    loginToBet: 'Sign in with a real account to bet',
    error: 'Something went wrong',
    slipToggle: 'Bet slip ({n})',
    cashOut: 'Cash out {amount}',
    cashOutOf: 'Cash out bet #{id}: {amount}',
    cashedOut: 'Cashed out +{amount}',
    cashOutMoved: 'The cash-out price has changed; please review it',
  },
};
/** The page's words: its own, and the book's (market names, outcomes, statuses) shared with the replay page. */
const T = { ...D[LANG], status: SPORTS_LABELS[LANG].statuses, outcome: SPORTS_LABELS[LANG].outcomes };
const WIDE = window.matchMedia('(min-width: 900px)');

const state: {
  kind: 'sports' | 'esports';
  style: OddsStyle;
  lobby: Lobby | null;
  slip: SlipPick[];
  mode: 'singles' | 'parlay';
  parlayStake: string;
  notice: { kind: 'ok' | 'error'; text: string } | null;
  oddsChanged: boolean;
  betsState: 'open' | 'settled';
  bets: Bet[];
  balance: string | null;
  slipOpen: boolean;
  busy: boolean;
} = {
  kind: Q.get('kind') === 'esports' ? 'esports' : 'sports',
  style: readStyle(),
  lobby: null,
  slip: [],
  mode: 'singles',
  parlayStake: '',
  notice: null,
  oddsChanged: false,
  betsState: 'open',
  bets: [],
  balance: null,
  slipOpen: false,
  busy: false,
};

function readStyle(): OddsStyle {
  try {
    const s = localStorage.getItem('sportsOddsStyle');
    return s === 'hongKong' || s === 'malay' ? s : 'decimal';
  } catch (_e) {
    return 'decimal';
  }
}

// ── helpers ───────────────────────────────────────────────────────────────────────────
function fmt(s: string, vars: Record<string, string | number>) {
  return s.replace(/\{(\w+)\}/g, function (_m, k: string) {
    return String(vars[k]);
  });
}
const client = frameClient(API, T.error);
const call = client.call;
const q = client.q;
/** Odds (thousandths) in the chosen style, two decimals. */
function oddsText(sel: Selection) {
  const v = state.style === 'hongKong' ? sel.hongKong : state.style === 'malay' ? sel.malay : sel.odds;
  return sportsOddsText(v);
}
const decimalText = sportsOddsText;
const lineText = sportsLineText;
function marketName(type: string) {
  return sportsMarketName(SPORTS_LABELS[LANG], type);
}
function selectionLabel(f: Pick<Fixture, 'home' | 'away'>, m: Pick<Market, 'type' | 'line'>, key: string) {
  const isMaps = m.type === 'MH' || m.type === 'TM';
  switch (m.type) {
    case '1X2':
    case 'MW':
      return key === 'home' ? f.home : key === 'away' ? f.away : T.draw;
    case 'AH':
    case 'MH':
      return (
        (key === 'home' ? f.home + ' ' + lineText(m.line, true) : f.away + ' ' + lineText(-m.line, true)) +
        (isMaps ? ' ' + T.maps : '')
      );
    default:
      return (key === 'over' ? T.over : T.under) + ' ' + lineText(m.line, false) + (isMaps ? ' ' + T.maps : '');
  }
}
function timeText(iso: string) {
  return new Date(iso).toLocaleString(LANG === 'en' ? 'en-GB' : 'vi-VN', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}
function fixtureName(f: { home: string; away: string }) {
  return f.home + ' ' + T.vs + ' ' + f.away;
}
function toMinor(text: string) {
  const t = String(text || '')
    .trim()
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const parts = t.split('.');
  return Number(parts[0] ?? 0) * 100 + Number(((parts[1] || '') + '00').slice(0, 2));
}

// ── data ──────────────────────────────────────────────────────────────────────────────
function loadLobby() {
  return call<Lobby>('GET', 'lobby?' + q({ kind: state.kind })).then(function (lobby) {
    state.lobby = lobby;
    // The slip follows the book: new odds and suspensions are shown with a notice.
    const index: Record<number, { sel: Selection; market: Market; fixture: Fixture }> = {};
    lobby.fixtures.forEach(function (f) {
      f.markets.forEach(function (m) {
        m.selections.forEach(function (s) {
          index[s.id] = { sel: s, market: m, fixture: f };
        });
      });
    });
    state.slip.forEach(function (p) {
      const now = index[p.selectionId];
      if (!now) return;
      if (now.sel.odds !== p.odds) {
        p.previous = p.odds;
        p.odds = now.sel.odds;
        p.sel = now.sel;
        state.oddsChanged = true;
      }
      p.suspended = now.market.status !== 'open' || now.fixture.status !== 'scheduled';
    });
    render();
  });
}
function loadBets() {
  if (!TOKEN) return Promise.resolve();
  return call<Bet[]>('GET', 'bets?' + q({ state: state.betsState })).then(function (bets) {
    state.bets = bets;
    render();
  });
}
function loadBalance() {
  if (!TOKEN) return Promise.resolve();
  return call<{ balance: string }>('GET', 'state?' + q()).then(function (s) {
    state.balance = s.balance;
    render();
  });
}
function refreshAll() {
  return Promise.all([loadLobby(), loadBets(), loadBalance()]).catch(showError);
}
function showError(e: unknown) {
  state.notice = { kind: 'error', text: (e instanceof Error && e.message) || T.error };
  render();
}

// ── slip ──────────────────────────────────────────────────────────────────────────────
function toggleSelection(f: Fixture, m: Market, s: Selection) {
  const at = state.slip.findIndex(function (p) {
    return p.selectionId === s.id;
  });
  if (at >= 0) state.slip.splice(at, 1);
  else {
    // One pick per fixture: another pick of the same fixture replaces it.
    state.slip = state.slip.filter(function (p) {
      return p.fixtureId !== f.id;
    });
    state.slip.push({
      selectionId: s.id,
      odds: s.odds,
      sel: s,
      fixtureId: f.id,
      fixture: fixtureName(f),
      market: marketName(m.type),
      label: selectionLabel(f, m, s.key),
      stake: '',
    });
  }
  if (state.slip.length >= 2 && state.mode === 'singles' && at < 0 && state.slip.length === 2) state.mode = 'parlay';
  if (state.slip.length < 2) state.mode = 'singles';
  state.notice = null;
  render();
}
function parlayOdds() {
  return state.slip.reduce(function (acc, p) {
    return (acc * p.odds) / 1000;
  }, 1000);
}
function place() {
  if (state.busy) return;
  const requests: { picks: SlipPick[]; body: unknown }[] = [];
  if (state.mode === 'parlay') {
    const stake = toMinor(state.parlayStake);
    if (!stake || state.slip.length < 2) {
      state.notice = { kind: 'error', text: state.slip.length < 2 ? T.parlayNeeds : T.stakeFor };
      return render();
    }
    requests.push({
      picks: state.slip.slice(),
      body: {
        token: TOKEN,
        stake: (stake / 100).toFixed(2),
        legs: state.slip.map(function (p) {
          return { selectionId: p.selectionId, odds: p.odds };
        }),
      },
    });
  } else {
    state.slip.forEach(function (p) {
      const st = toMinor(p.stake);
      if (st)
        requests.push({
          picks: [p],
          body: {
            token: TOKEN,
            stake: (st / 100).toFixed(2),
            legs: [{ selectionId: p.selectionId, odds: p.odds }],
          },
        });
    });
    if (!requests.length) {
      state.notice = { kind: 'error', text: T.stakeFor };
      return render();
    }
  }
  state.busy = true;
  state.oddsChanged = false;
  render();
  let placed = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let failure: FrameApiError | Error | null = null;
  requests.forEach(function (r) {
    chain = chain.then(function () {
      return call('POST', 'bets', r.body).then(
        function () {
          placed++;
          state.slip = state.slip.filter(function (p) {
            return r.picks.indexOf(p) < 0;
          });
        },
        function (e: Error) {
          failure = e;
          if (e instanceof FrameApiError && e.code === 'sports_odds_changed') {
            state.oddsChanged = true;
            return loadLobby();
          }
        },
      );
    });
  });
  chain.then(function () {
    state.busy = false;
    if (placed && !failure) {
      state.notice = { kind: 'ok', text: T.placed };
      state.parlayStake = '';
      if (!state.slip.length) {
        state.mode = 'singles';
        state.slipOpen = false;
      }
    } else if (failure && !(failure instanceof FrameApiError && failure.code === 'sports_odds_changed')) {
      state.notice = { kind: 'error', text: failure.message };
    } else state.notice = null;
    state.betsState = 'open';
    render();
    return Promise.all([loadBets(), loadBalance()]);
  });
}

// ── rendering ─────────────────────────────────────────────────────────────────────────
function tabs<K extends string>(
  label: string,
  items: { key: K; label: string }[],
  current: K,
  onPick: (key: K) => void,
  id?: string,
) {
  return el(
    'div',
    { role: 'tablist', 'aria-label': label, class: 'tabs', id: id },
    items.map(function (it) {
      return el('button', {
        type: 'button',
        role: 'tab',
        'aria-selected': it.key === current ? 'true' : 'false',
        text: it.label,
        on: {
          click: function () {
            onPick(it.key);
          },
        },
      });
    }),
  );
}

function renderHeader() {
  const select = el(
    'select',
    {
      id: 'oddsStyle',
      on: {
        change: function (e: Event) {
          state.style = (e.target as HTMLSelectElement).value as OddsStyle;
          try {
            localStorage.setItem('sportsOddsStyle', state.style);
          } catch (_err) {
            /* private mode */
          }
          render();
        },
      },
    },
    (['decimal', 'hongKong', 'malay'] as const).map(function (s) {
      return el('option', { value: s, text: T.styles[s], selected: s === state.style });
    }),
  );
  return el('header', { class: 'top' }, [
    el('h1', { text: T.title }),
    state.balance === null ? null : el('p', { class: 'balance', text: T.balance + ': ' + moneyOf(state.balance) }),
    TOKEN ? el('a', { class: 'jump', href: '#betsTitle', text: T.myBets }) : null,
    el('div', { class: 'field inline' }, [el('label', { for: 'oddsStyle', text: T.oddsStyle }), select]),
  ]);
}

/** A handicap's line on a line of its own, so that a long team name never hides it. */
function buttonContent(f: Fixture, m: Market, s: Selection, label: string) {
  const handicap = m.type === 'AH' || m.type === 'MH';
  if (!handicap) return [el('span', { class: 'sel', text: label }), el('b', { text: oddsText(s) })];
  const home = s.key === 'home';
  return [
    el('span', { class: 'sel', text: home ? f.home : f.away }),
    el('span', {
      class: 'sel line',
      text: lineText(home ? m.line : -m.line, true) + (m.type === 'MH' ? ' ' + T.maps : ''),
    }),
    el('b', { text: oddsText(s) }),
  ];
}

function renderFixtures() {
  const lobby = state.lobby;
  if (!lobby) return el('p', { class: 'muted', text: '…' });
  if (!lobby.fixtures.length) return el('p', { class: 'muted', text: T.noFixtures });
  const picked: Record<number, boolean> = {};
  state.slip.forEach(function (p) {
    picked[p.selectionId] = true;
  });
  const groups: { league: string; name: string; list: Fixture[] }[] = [];
  lobby.fixtures.forEach(function (f) {
    let g = groups[groups.length - 1];
    if (!g || g.league !== f.league) groups.push((g = { league: f.league, name: f.leagueName, list: [] }));
    g.list.push(f);
  });
  return el(
    'div',
    { class: 'leagues' },
    groups.map(function (g) {
      const hid = 'league-' + g.league;
      return el('section', { class: 'league', 'aria-labelledby': hid }, [
        el('h2', { id: hid, text: g.name }),
        el(
          'ul',
          { class: 'fixtures', role: 'list' },
          g.list.map(function (f) {
            const name = fixtureName(f);
            const status =
              f.status === 'live'
                ? T.live
                : f.status === 'finished'
                  ? T.finished + (f.score ? ' ' + f.score.home + '–' + f.score.away : '')
                  : timeText(f.kickoffAt);
            return el('li', { class: 'fixture' }, [
              el('article', { 'aria-label': name, 'data-fixture': f.id }, [
                el('div', { class: 'fixture-head' }, [
                  el('h3', { text: name }),
                  el('span', { class: 'muted small', text: status }),
                ]),
                el(
                  'div',
                  { class: 'markets' },
                  f.markets.map(function (m) {
                    const mname = marketName(m.type);
                    const open = m.status === 'open' && f.status === 'scheduled';
                    const cls = 'market' + (m.selections.length > 2 ? ' wide' : '');
                    return el('div', { class: cls, role: 'group', 'aria-label': mname + ' – ' + name }, [
                      el('p', { class: 'market-name', text: mname + (open ? '' : ' · ' + T.suspended) }),
                      el(
                        'div',
                        { class: 'selections' },
                        m.selections.map(function (s) {
                          const label = selectionLabel(f, m, s.key);
                          return el(
                            'button',
                            {
                              type: 'button',
                              class: 'odds',
                              'aria-pressed': picked[s.id] ? 'true' : 'false',
                              'aria-label': label + ' ' + oddsText(s),
                              disabled: !open,
                              on: {
                                click: function () {
                                  toggleSelection(f, m, s);
                                },
                              },
                            },
                            buttonContent(f, m, s, label),
                          );
                        }),
                      ),
                    ]);
                  }),
                ),
              ]),
            ]);
          }),
        ),
      ]);
    }),
  );
}

function stakeInput(id: string, label: string, value: string, onInput: (value: string) => void) {
  return el('div', { class: 'field' }, [
    el('label', { for: id, text: label }),
    el('input', {
      id: id,
      inputmode: 'decimal',
      autocomplete: 'off',
      value: value,
      on: {
        input: function (e: Event) {
          onInput((e.target as HTMLInputElement).value);
          updateTotals();
        },
      },
    }),
  ]);
}

/** Totals change as stakes are typed, without rebuilding the inputs (the focus stays). */
function updateTotals() {
  const out = document.getElementById('slipTotals');
  if (!out) return;
  out.textContent = totalsText();
}
function totalsText() {
  if (state.mode === 'parlay') {
    const st = toMinor(state.parlayStake) || 0;
    return (
      T.parlayOdds +
      ': ' +
      decimalText(Math.floor(parlayOdds())) +
      ' · ' +
      T.potential +
      ': ' +
      money(Math.floor((st * parlayOdds()) / 1000) / 100)
    );
  }
  let total = 0;
  let potential = 0;
  state.slip.forEach(function (p) {
    const s = toMinor(p.stake) || 0;
    total += s;
    potential += Math.floor((s * p.odds) / 1000);
  });
  return T.total + ': ' + money(total / 100) + ' · ' + T.potential + ': ' + money(potential / 100);
}

function renderSlip() {
  const body = [];
  if (!state.slip.length) body.push(el('p', { class: 'muted', text: T.slipEmpty }));
  else {
    body.push(
      tabs(
        T.slipMode,
        [
          { key: 'singles', label: T.singles },
          { key: 'parlay', label: T.parlay },
        ],
        state.mode,
        function (k) {
          state.mode = k;
          state.notice = null;
          render();
        },
        'slipMode',
      ),
    );
    if (state.oddsChanged) body.push(el('p', { class: 'notice warn', role: 'alert', text: T.oddsChanged }));
    body.push(
      el(
        'ul',
        { class: 'picks', 'aria-label': T.slip },
        state.slip.map(function (p, i) {
          const odds = el('b', { text: oddsText(p.sel) });
          const row = [
            el('div', { class: 'pick-head' }, [
              el('span', { class: 'pick-label', text: p.label }),
              odds,
              el('button', {
                type: 'button',
                class: 'link',
                'aria-label': T.remove + ' ' + p.label,
                text: '✕',
                on: {
                  click: function () {
                    state.slip.splice(i, 1);
                    if (state.slip.length < 2) state.mode = 'singles';
                    render();
                  },
                },
              }),
            ]),
            el('p', { class: 'muted small', text: p.fixture + ' · ' + p.market }),
          ];
          if (p.previous)
            row.push(
              el('p', {
                class: 'small warn',
                text: T.odds + ': ' + decimalText(p.previous) + ' → ' + decimalText(p.odds),
              }),
            );
          if (p.suspended) row.push(el('p', { class: 'small error', text: T.suspended }));
          if (state.mode === 'singles')
            row.push(
              stakeInput('stake-' + p.selectionId, T.stakeFor + ' – ' + p.label, p.stake, function (v: string) {
                p.stake = v;
              }),
            );
          return el('li', { class: 'pick' }, row);
        }),
      ),
    );
    if (state.mode === 'parlay') {
      if (state.slip.length < 2) body.push(el('p', { class: 'muted small', text: T.parlayNeeds }));
      body.push(
        stakeInput('parlayStake', T.parlayStake, state.parlayStake, function (v: string) {
          state.parlayStake = v;
        }),
      );
    }
    body.push(el('p', { id: 'slipTotals', class: 'totals', 'aria-live': 'polite', text: totalsText() }));
    if (state.lobby)
      body.push(
        el('p', {
          class: 'muted small',
          text: fmt(T.limits, { min: moneyOf(state.lobby.minStake), max: moneyOf(state.lobby.maxStake) }),
        }),
      );
    body.push(
      el('div', { class: 'actions' }, [
        el('button', {
          type: 'button',
          class: 'primary',
          text: T.place,
          disabled: !TOKEN || state.busy,
          on: { click: place },
        }),
        el('button', {
          type: 'button',
          class: 'ghost',
          text: T.clear,
          on: {
            click: function () {
              state.slip = [];
              state.mode = 'singles';
              state.oddsChanged = false;
              render();
            },
          },
        }),
      ]),
    );
    if (!TOKEN) body.push(el('p', { class: 'muted small', text: T.loginToBet }));
  }
  // The notice stays in sight when the phone's slip is folded.
  const notice = state.notice
    ? el('p', {
        class: 'notice ' + state.notice.kind,
        role: state.notice.kind === 'error' ? 'alert' : 'status',
        text: state.notice.text,
      })
    : null;
  const title = fmt(T.slipToggle, { n: state.slip.length });
  return el('aside', { class: 'slip' + (state.slipOpen ? ' open' : ''), 'aria-labelledby': 'slipTitle' }, [
    // A desktop shows the slip always; a phone folds it at the bottom behind a button.
    el('h2', { id: 'slipTitle', class: 'slip-title' }, [
      WIDE.matches
        ? el('span', { class: 'slip-heading', text: title })
        : el('button', {
            type: 'button',
            class: 'slip-toggle',
            'aria-expanded': state.slipOpen ? 'true' : 'false',
            'aria-controls': 'slipBody',
            text: title,
            on: {
              click: function () {
                state.slipOpen = !state.slipOpen;
                render();
              },
            },
          }),
    ]),
    notice,
    el('div', { id: 'slipBody', class: 'slip-body' }, body),
  ]);
}

function cashOut(b: Bet) {
  if (state.busy) return;
  state.busy = true;
  call<Bet>('POST', 'bets/' + b.id + '/cashout', { token: TOKEN, amount: minorToAmountText(BigInt(b.cashOut ?? 0)) })
    .then(
      function (done) {
        state.notice = { kind: 'ok', text: fmt(T.cashedOut, { amount: moneyOf(done.payout) }) };
      },
      function (e: Error) {
        state.notice = {
          kind: 'error',
          text: e instanceof FrameApiError && e.code === 'sports_odds_changed' ? T.cashOutMoved : e.message,
        };
      },
    )
    .then(function () {
      state.busy = false;
      return Promise.all([loadBets(), loadBalance()]);
    })
    .catch(showError);
}

function betLine(b: Bet) {
  let status: string = T.status[b.status] || b.status;
  if (b.status === 'won' || b.status === 'void' || b.status === 'cashed_out') status += ' +' + moneyOf(b.payout);
  const title = b.kind === 'single' ? T.single : fmt(T.parlayOf, { n: b.legs.length });
  return el('li', { class: 'bet' }, [
    el('div', { class: 'bet-head' }, [
      el('b', { text: '#' + b.id + ' ' + title }),
      el('span', { class: 'status ' + b.status, text: status }),
    ]),
    el(
      'ul',
      { class: 'legs' },
      b.legs.map(function (l) {
        const m = { type: l.marketType, line: l.line };
        const f = { home: l.home, away: l.away };
        const text =
          fixtureName(f) +
          ' · ' +
          marketName(l.marketType) +
          ': ' +
          selectionLabel(f, m, l.selection) +
          ' @ ' +
          decimalText(l.odds) +
          (l.score ? ' (' + l.score.home + '–' + l.score.away + ')' : '') +
          (l.outcome ? ' · ' + T.outcome[l.outcome] : '');
        return el('li', { text: text });
      }),
    ),
    el('p', {
      class: 'muted small',
      text:
        T.stake +
        ' ' +
        moneyOf(b.stake) +
        ' · ' +
        T.odds +
        ' ' +
        decimalText(b.odds) +
        ' · ' +
        T.potential +
        ' ' +
        moneyOf(b.potentialReturn),
    }),
    b.cashOut === null
      ? null
      : el('button', {
          type: 'button',
          class: 'ghost cash-out',
          'aria-label': fmt(T.cashOutOf, { id: b.id, amount: moneyOf(b.cashOut) }),
          text: fmt(T.cashOut, { amount: moneyOf(b.cashOut) }),
          disabled: state.busy,
          on: {
            click: function () {
              cashOut(b);
            },
          },
        }),
  ]);
}

function renderBets() {
  if (!TOKEN) return null;
  return el('section', { class: 'my-bets', 'aria-labelledby': 'betsTitle' }, [
    el('div', { class: 'row' }, [
      el('h2', { id: 'betsTitle', text: T.myBets }),
      el('button', {
        type: 'button',
        class: 'ghost',
        text: T.refresh,
        on: {
          click: function () {
            refreshAll();
          },
        },
      }),
    ]),
    tabs(
      T.betTabs,
      [
        { key: 'open', label: T.open },
        { key: 'settled', label: T.settled },
      ],
      state.betsState,
      function (k) {
        state.betsState = k;
        loadBets().catch(showError);
      },
      'betTabs',
    ),
    state.bets.length
      ? el('ul', { id: 'bets', class: 'bets', 'aria-label': T.myBets }, state.bets.map(betLine))
      : el('p', { id: 'bets', class: 'muted', text: T.noBets }),
  ]);
}

function render() {
  const app = appRoot();
  const focused = document.activeElement && document.activeElement.id;
  app.textContent = '';
  app.appendChild(renderHeader());
  app.appendChild(
    tabs(
      T.kindTabs,
      [
        { key: 'sports', label: T.kinds.sports },
        { key: 'esports', label: T.kinds.esports },
      ],
      state.kind,
      function (k) {
        state.kind = k;
        state.lobby = null;
        render();
        loadLobby().catch(showError);
      },
      'kindTabs',
    ),
  );
  app.appendChild(
    el('div', { class: 'layout' }, [el('div', { class: 'book' }, [renderFixtures(), renderBets()]), renderSlip()]),
  );
  if (focused) {
    const again = document.getElementById(focused);
    if (again && again.tagName === 'INPUT') again.focus();
  }
}

document.title = T.title;
WIDE.addEventListener('change', render);
render();
refreshAll();
// The book moves: odds and suspensions every 20 seconds.
setInterval(function () {
  if (!state.busy) loadLobby().catch(function () {});
}, 20000);
