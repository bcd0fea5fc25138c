/* Lotus House game pages (play, verify, recall): the `house` entry and, with a game's own view, `fish` and `xidach`. */
import { formatMinor, formatNumber } from '@lotus/contracts';
import type {
  BaccaratOutcome,
  Card,
  CrashOutcome,
  DiceOutcome,
  FishOutcome,
  GameId,
  SlotOutcome,
  SlotSpin,
  XiDachOutcome,
  XiDachHand,
} from '@lotus/house';
import { FISH_TYPES, SLOT_LINES } from '@lotus/house/browser';
import type { HouseProvider, PublicRound } from '@lotus/house/provider';
import { appRoot, el, LANG, svg } from '../shared/dom';
import { request } from '../shared/frame';
import type { HouseView } from './view';

/** What the house's API answers (its provider's methods, packages/house src/provider/house.ts). */
export type Answer<K extends keyof HouseProvider> = HouseProvider[K] extends (...a: never[]) => infer T
  ? Awaited<T>
  : never;
/** The session the play page opened: the player, the game (with its room's limits) and the seed commitment. */
export type HouseSession = Answer<'open'>;
/** A round played: the round, the balance after it and the next commitment. */
export type HousePlayed = Answer<'play'>;
type Played = HousePlayed;
type Commitment = HouseSession['commitment'];
const body = document.body;
const PAGE = body.dataset.page;
const GAME = (body.dataset.game ?? '') as GameId;
const Q = new URLSearchParams(location.search);
const D = {
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
    fishKilled: 'Hạ được cá',
    fishMissed: 'Cá thoát',
    xdPlayer: 'Bạn',
    xdDealer: 'Nhà cái',
    xdHands: { 'xi-bang': 'Xì bàng', 'xi-dach': 'Xì dách', 'ngu-linh': 'Ngũ linh', points: 'điểm', quac: 'Quắc' },
    xdResult: { win: 'Bạn thắng', lose: 'Nhà cái thắng', push: 'Hoà' },
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
    sound: 'Âm thanh',
    turbo: 'Chế độ nhanh',
    bigWin: 'THẮNG LỚN',
    autoplay: 'Tự động',
    autoCount: 'Số lượt tự động',
    stopAuto: 'Dừng',
    symbols: {
      WILD: 'Hoa sen (thay thế)',
      SCATTER: 'Cồng chiêng (phân tán)',
      DRAGON: 'Rồng',
      PHOENIX: 'Phượng hoàng',
      KOI: 'Cá chép',
      LANTERN: 'Đèn lồng',
      BANH_CHUNG: 'Bánh chưng (thay thế)',
      FIRECRACKER: 'Pháo (phân tán)',
      LION: 'Múa lân',
      ENVELOPE: 'Lì xì',
      APRICOT: 'Hoa mai',
      KUMQUAT: 'Cây quất',
      PEARL: 'Ngọc trai (thay thế)',
      CHEST: 'Rương báu (phân tán)',
      WHALE: 'Cá voi',
      TURTLE: 'Rùa biển',
      OCTOPUS: 'Bạch tuộc',
      SHELL: 'Vỏ sò',
    },
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
    fishKilled: 'Fish caught',
    fishMissed: 'The fish got away',
    xdPlayer: 'You',
    xdDealer: 'Dealer',
    xdHands: {
      'xi-bang': 'Xì bàng (two aces)',
      'xi-dach': 'Xì dách',
      'ngu-linh': 'Ngũ linh (five cards)',
      points: 'points',
      quac: 'Quắc (bust)',
    },
    xdResult: { win: 'You win', lose: 'The dealer wins', push: 'Push' },
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
    sound: 'Sound',
    turbo: 'Turbo',
    bigWin: 'BIG WIN',
    autoplay: 'Autoplay',
    autoCount: 'Autoplay rounds',
    stopAuto: 'Stop',
    symbols: {
      WILD: 'Lotus (wild)',
      SCATTER: 'Gong (scatter)',
      DRAGON: 'Dragon',
      PHOENIX: 'Phoenix',
      KOI: 'Koi',
      LANTERN: 'Lantern',
      BANH_CHUNG: 'Bánh chưng (wild)',
      FIRECRACKER: 'Firecrackers (scatter)',
      LION: 'Lion dance',
      ENVELOPE: 'Lucky envelope',
      APRICOT: 'Apricot blossom',
      KUMQUAT: 'Kumquat tree',
      PEARL: 'Pearl (wild)',
      CHEST: 'Treasure chest (scatter)',
      WHALE: 'Whale',
      TURTLE: 'Sea turtle',
      OCTOPUS: 'Octopus',
      SHELL: 'Shell',
    },
  },
}[LANG];
const NAMES: Record<GameId, { vi: string; en: string }> = {
  'lotus-slot': { vi: 'Hoa Sen Phát Lộc', en: 'Lotus Fortune' },
  'tet-slot': { vi: 'Đèn Lồng Đón Tết', en: 'Tết Lanterns' },
  'ocean-slot': { vi: 'Kho Báu Đại Dương', en: 'Ocean Treasure' },
  baccarat: { vi: 'Baccarat Hoa Sen', en: 'Lotus Baccarat' },
  dice: { vi: 'Xúc Xắc', en: 'Dice' },
  crash: { vi: 'Tên Lửa', en: 'Crash' },
  'fish-hunter': { vi: 'Săn Cá Hoàng Kim', en: 'Golden Fish Hunt' },
  'xi-dach': { vi: 'Xì Dách', en: 'Xì Dách (Vietnamese Blackjack)' },
};
function gameName(g: string) {
  return g in NAMES ? NAMES[g as GameId][LANG] : g;
}
// ── the slot's drawn symbols (SVG, no pictures from elsewhere) ──
function svgText(x: number, y: number, t: string, fill: string, size: number) {
  const e = svg('text', {
    x: x,
    y: y,
    fill: fill,
    'font-size': size,
    'font-weight': 900,
    'text-anchor': 'middle',
    // The site's font (fonts.css), at its heaviest face.
    'font-family': "'Be Vietnam Pro', 'Lotus Fallback', 'Lotus Fallback DejaVu', sans-serif",
  });
  e.textContent = t;
  return e;
}
function petal(deg: number, fill: string) {
  return svg('ellipse', { cx: 50, cy: 30, rx: 8, ry: 17, fill: fill, transform: 'rotate(' + deg + ' 50 46)' });
}
const ROYAL: Record<string, string> = { A: '#3b82f6', K: '#a855f7', Q: '#10b981', J: '#14b8a6', TEN: '#f59e0b' };
/** The picture of one slot symbol, in a 100 × 80 box. */
function symbolArt(s: string) {
  const box = { viewBox: '0 0 100 80', 'aria-hidden': 'true', class: 'art' };
  switch (s) {
    case 'WILD':
      return svg('svg', box, [
        petal(-60, '#f9a8d4'),
        petal(60, '#f9a8d4'),
        petal(-28, '#f472b6'),
        petal(28, '#f472b6'),
        petal(0, '#ec4899'),
        svg('ellipse', { cx: 50, cy: 48, rx: 22, ry: 5, fill: '#16a34a' }),
        svg('rect', { x: 22, y: 56, width: 56, height: 18, rx: 5, fill: '#fcd34d' }),
        svgText(50, 70, 'WILD', '#7c2d12', 14),
      ]);
    case 'SCATTER':
      return svg('svg', box, [
        svg('path', { d: 'M18 10h64M26 10v12M74 10v12', stroke: '#a16207', 'stroke-width': 4, fill: 'none' }),
        svg('circle', { cx: 50, cy: 46, r: 28, fill: '#ca8a04', stroke: '#fde68a', 'stroke-width': 3 }),
        svg('circle', { cx: 50, cy: 46, r: 18, fill: 'none', stroke: '#fde68a', 'stroke-width': 2 }),
        svg('circle', { cx: 50, cy: 46, r: 7, fill: '#fef3c7' }),
      ]);
    case 'DRAGON':
      return svg('svg', box, [
        svg('path', {
          d: 'M14 60c14-26 30 6 42-18s22-22 30-10',
          fill: 'none',
          stroke: '#dc2626',
          'stroke-width': 12,
          'stroke-linecap': 'round',
        }),
        svg('path', {
          d: 'M14 60c14-26 30 6 42-18s22-22 30-10',
          fill: 'none',
          stroke: '#fcd34d',
          'stroke-width': 2,
          'stroke-dasharray': '3 5',
        }),
        svg('circle', { cx: 84, cy: 30, r: 11, fill: '#b91c1c' }),
        svg('path', {
          d: 'M80 20l-4-10M88 20l4-10',
          stroke: '#fcd34d',
          'stroke-width': 3,
          'stroke-linecap': 'round',
        }),
        svg('circle', { cx: 87, cy: 28, r: 2.5, fill: '#fef3c7' }),
      ]);
    case 'PHOENIX':
      return svg('svg', box, [
        svg('path', { d: 'M50 44C30 16 12 22 8 30c14-2 24 6 42 14z', fill: '#f97316' }),
        svg('path', { d: 'M50 44C70 16 88 22 92 30c-14-2-24 6-42 14z', fill: '#f97316' }),
        svg('path', {
          d: 'M50 44c-8 10-16 22-26 30 12-2 20-8 26-16 6 8 14 14 26 16-10-8-18-20-26-30z',
          fill: '#facc15',
        }),
        svg('ellipse', { cx: 50, cy: 38, rx: 7, ry: 12, fill: '#ea580c' }),
        svg('circle', { cx: 50, cy: 26, r: 6, fill: '#fb923c' }),
        svg('path', { d: 'M55 26l6 2-6 2z', fill: '#fde68a' }),
      ]);
    case 'KOI':
      return svg('svg', box, [
        svg('path', { d: 'M18 40c14-20 46-20 58 0-12 20-44 20-58 0z', fill: '#fb923c' }),
        svg('path', { d: 'M74 40l16-14v28z', fill: '#f97316' }),
        svg('circle', { cx: 40, cy: 34, r: 6, fill: '#fff' }),
        svg('circle', { cx: 54, cy: 46, r: 5, fill: '#fff' }),
        svg('circle', { cx: 27, cy: 37, r: 2.5, fill: '#0f172a' }),
      ]);
    case 'LANTERN':
      return svg('svg', box, [
        svg('path', { d: 'M50 4v8M50 66v10', stroke: '#fcd34d', 'stroke-width': 3 }),
        svg('rect', { x: 38, y: 10, width: 24, height: 7, rx: 2, fill: '#fcd34d' }),
        svg('ellipse', { cx: 50, cy: 40, rx: 24, ry: 23, fill: '#dc2626' }),
        svg('path', { d: 'M40 19q-7 21 0 42M60 19q7 21 0 42', fill: 'none', stroke: '#fca5a5', 'stroke-width': 2 }),
        svg('rect', { x: 38, y: 61, width: 24, height: 7, rx: 2, fill: '#fcd34d' }),
      ]);
    // ── Tết Lanterns ──
    case 'BANH_CHUNG':
      return svg('svg', box, [
        svg('rect', { x: 24, y: 8, width: 52, height: 52, rx: 4, fill: '#15803d' }),
        svg('path', { d: 'M24 34h52M50 8v52', stroke: '#fde68a', 'stroke-width': 4 }),
        svg('rect', {
          x: 24,
          y: 8,
          width: 52,
          height: 52,
          rx: 4,
          fill: 'none',
          stroke: '#166534',
          'stroke-width': 3,
        }),
        svg('rect', { x: 22, y: 56, width: 56, height: 18, rx: 5, fill: '#fcd34d' }),
        svgText(50, 70, 'WILD', '#7c2d12', 14),
      ]);
    case 'FIRECRACKER':
      return svg('svg', box, [
        svg('path', { d: 'M50 4v10M30 18h40', stroke: '#fcd34d', 'stroke-width': 3 }),
        svg('rect', { x: 26, y: 20, width: 14, height: 40, rx: 4, fill: '#dc2626' }),
        svg('rect', { x: 43, y: 26, width: 14, height: 40, rx: 4, fill: '#ef4444' }),
        svg('rect', { x: 60, y: 20, width: 14, height: 40, rx: 4, fill: '#dc2626' }),
        svg('path', {
          d: 'M26 30h14M43 36h14M60 30h14M26 50h14M43 56h14M60 50h14',
          stroke: '#fcd34d',
          'stroke-width': 2,
        }),
        svg('path', { d: 'M50 66l-4 10M50 66l4 10', stroke: '#f59e0b', 'stroke-width': 2 }),
      ]);
    case 'LION':
      return svg('svg', box, [
        svg('path', { d: 'M14 44c0-26 72-26 72 0v18H14z', fill: '#dc2626' }),
        svg('path', { d: 'M14 40c10-14 62-14 72 0', fill: 'none', stroke: '#fcd34d', 'stroke-width': 5 }),
        svg('circle', { cx: 36, cy: 42, r: 8, fill: '#fff' }),
        svg('circle', { cx: 64, cy: 42, r: 8, fill: '#fff' }),
        svg('circle', { cx: 36, cy: 42, r: 4, fill: '#0f172a' }),
        svg('circle', { cx: 64, cy: 42, r: 4, fill: '#0f172a' }),
        svg('path', { d: 'M30 62q20 12 40 0', fill: '#fcd34d' }),
        svg('path', { d: 'M44 14l6-8 6 8', fill: '#fcd34d' }),
      ]);
    case 'ENVELOPE':
      return svg('svg', box, [
        svg('rect', { x: 28, y: 6, width: 44, height: 68, rx: 5, fill: '#dc2626' }),
        svg('path', { d: 'M28 22l22 14 22-14', fill: 'none', stroke: '#fcd34d', 'stroke-width': 3 }),
        svg('circle', { cx: 50, cy: 50, r: 10, fill: '#fcd34d' }),
        svg('rect', { x: 46, y: 46, width: 8, height: 8, fill: '#b91c1c' }),
      ]);
    case 'APRICOT':
      return svg('svg', box, [
        svg('path', { d: 'M10 70C30 50 56 46 90 30', fill: 'none', stroke: '#78350f', 'stroke-width': 4 }),
        petal(0, '#facc15'),
        petal(72, '#facc15'),
        petal(144, '#facc15'),
        petal(216, '#facc15'),
        petal(288, '#facc15'),
        svg('circle', { cx: 50, cy: 46, r: 7, fill: '#ea580c' }),
        svg('circle', { cx: 80, cy: 30, r: 6, fill: '#fde047' }),
      ]);
    case 'KUMQUAT':
      return svg('svg', box, [
        svg('rect', { x: 34, y: 58, width: 32, height: 18, rx: 3, fill: '#92400e' }),
        svg('circle', { cx: 50, cy: 34, r: 26, fill: '#15803d' }),
        svg('circle', { cx: 38, cy: 26, r: 5, fill: '#f97316' }),
        svg('circle', { cx: 58, cy: 22, r: 5, fill: '#f97316' }),
        svg('circle', { cx: 62, cy: 42, r: 5, fill: '#f97316' }),
        svg('circle', { cx: 42, cy: 44, r: 5, fill: '#f97316' }),
        svg('circle', { cx: 50, cy: 33, r: 5, fill: '#fb923c' }),
      ]);
    // ── Ocean Treasure ──
    case 'PEARL':
      return svg('svg', box, [
        svg('path', { d: 'M16 46c0-30 68-30 68 0z', fill: '#f9a8d4' }),
        svg('path', { d: 'M30 46c0-22 40-22 40 0', fill: 'none', stroke: '#fbcfe8', 'stroke-width': 2 }),
        svg('circle', { cx: 50, cy: 40, r: 12, fill: '#f8fafc', stroke: '#e0f2fe', 'stroke-width': 2 }),
        svg('rect', { x: 22, y: 56, width: 56, height: 18, rx: 5, fill: '#67e8f9' }),
        svgText(50, 70, 'WILD', '#0c4a6e', 14),
      ]);
    case 'CHEST':
      return svg('svg', box, [
        svg('path', { d: 'M18 36c0-22 64-22 64 0z', fill: '#b45309' }),
        svg('rect', { x: 18, y: 36, width: 64, height: 36, rx: 3, fill: '#92400e' }),
        svg('path', { d: 'M18 36h64M18 50h64', stroke: '#fcd34d', 'stroke-width': 3 }),
        svg('rect', { x: 44, y: 42, width: 12, height: 14, rx: 2, fill: '#fcd34d' }),
        svg('circle', { cx: 32, cy: 26, r: 4, fill: '#fde68a' }),
        svg('circle', { cx: 66, cy: 24, r: 4, fill: '#fde68a' }),
      ]);
    case 'WHALE':
      return svg('svg', box, [
        svg('path', { d: 'M10 44c0-20 50-24 66-6l12-12-2 22c-6 18-30 24-50 20-16-3-26-10-26-24z', fill: '#2563eb' }),
        svg('path', { d: 'M14 50c16 10 44 12 62 0', fill: 'none', stroke: '#bfdbfe', 'stroke-width': 3 }),
        svg('circle', { cx: 28, cy: 40, r: 3, fill: '#0f172a' }),
        svg('path', {
          d: 'M38 20c-4-10 4-16 2-22M38 20c6-8 12-8 14-14',
          fill: 'none',
          stroke: '#7dd3fc',
          'stroke-width': 3,
        }),
      ]);
    case 'TURTLE':
      return svg('svg', box, [
        svg('ellipse', { cx: 22, cy: 28, rx: 8, ry: 5, fill: '#4ade80' }),
        svg('ellipse', { cx: 78, cy: 28, rx: 8, ry: 5, fill: '#4ade80' }),
        svg('ellipse', { cx: 22, cy: 58, rx: 8, ry: 5, fill: '#4ade80' }),
        svg('ellipse', { cx: 78, cy: 58, rx: 8, ry: 5, fill: '#4ade80' }),
        svg('circle', { cx: 50, cy: 12, r: 8, fill: '#4ade80' }),
        svg('ellipse', { cx: 50, cy: 44, rx: 26, ry: 24, fill: '#15803d' }),
        svg('path', { d: 'M50 22v44M28 44h44M36 28l28 32M64 28L36 60', stroke: '#86efac', 'stroke-width': 2 }),
      ]);
    case 'OCTOPUS':
      return svg('svg', box, [
        svg('path', { d: 'M24 40c0-36 52-36 52 0z', fill: '#a855f7' }),
        svg('path', {
          d: 'M28 40c-4 14-12 20-16 26M40 40c0 14-6 24-8 32M50 40v34M60 40c0 14 6 24 8 32M72 40c4 14 12 20 16 26',
          fill: 'none',
          stroke: '#a855f7',
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
        svg('circle', { cx: 42, cy: 26, r: 4, fill: '#fff' }),
        svg('circle', { cx: 58, cy: 26, r: 4, fill: '#fff' }),
      ]);
    case 'SHELL':
      return svg('svg', box, [
        svg('path', { d: 'M50 70L16 30c10-24 58-24 68 0z', fill: '#fdba74' }),
        svg('path', { d: 'M50 70L26 20M50 70L40 12M50 70l10-58M50 70l24-50', stroke: '#ea580c', 'stroke-width': 2 }),
        svg('rect', { x: 42, y: 66, width: 16, height: 8, rx: 3, fill: '#fb923c' }),
      ]);
    default:
      // The royals: the card's letter on its coloured tile.
      return svg('svg', box, [
        svg('rect', { x: 20, y: 8, width: 60, height: 64, rx: 14, fill: ROYAL[s] || '#64748b' }),
        svg('rect', {
          x: 24,
          y: 12,
          width: 52,
          height: 56,
          rx: 11,
          fill: 'none',
          stroke: '#fff',
          'stroke-opacity': 0.4,
          'stroke-width': 2,
        }),
        svgText(50, 54, s === 'TEN' ? '10' : s, '#fff', 34),
      ]);
  }
}
function symbolName(s: string) {
  return (D.symbols as Record<string, string>)[s] || (s === 'TEN' ? '10' : s);
}
// Each slot's lines (5 rows per line), by game: the games' own definitions (packages/house src/slot.ts,
// src/slotGames.ts).
function isSlot(game: string): game is keyof typeof SLOT_LINES {
  return Object.prototype.hasOwnProperty.call(SLOT_LINES, game);
}
/** The symbols an idle slot shows before its first spin (its own theme). */
const IDLE: Record<keyof typeof SLOT_LINES, string[]> = {
  'lotus-slot': ['DRAGON', 'PHOENIX', 'KOI', 'LANTERN', 'WILD', 'A', 'K', 'Q', 'J'],
  'tet-slot': ['LION', 'ENVELOPE', 'APRICOT', 'KUMQUAT', 'BANH_CHUNG', 'FIRECRACKER', 'A', 'K', 'Q'],
  'ocean-slot': ['WHALE', 'TURTLE', 'OCTOPUS', 'SHELL', 'PEARL', 'CHEST', 'A', 'K', 'TEN'],
};
const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

// One number format for the whole frame, the site's (@lotus/contracts), in the language the site launched it
// with (vi 1.000,00; en 1,000.00).
const DECIMAL = LANG === 'vi' ? ',' : '.';
const GROUP = LANG === 'vi' ? '.' : ',';
/** A number with two decimals (targets, chances, crash points). */
function num2(x: number) {
  return formatNumber(x, LANG, 2, 2);
}
/** A payout multiplier, already rounded down to at most four decimals. */
function multiplier(x: number) {
  return formatNumber(x, LANG, 4, 2);
}
/** An amount in minor units as major units. */
function money(minor: number | null | undefined) {
  return formatMinor(minor, LANG);
}
/**
 * An amount typed in major units, in the frame's language ("1.000,5" in Vietnamese, "1,000.5" in English;
 * a plain "10.5" or "10,5" is read too), as minor units; NaN when it is not an amount.
 */
function parseMoney(text: string) {
  const s = String(text).replace(/\s/g, '');
  const g = GROUP === '.' ? '\\.' : ',';
  const d = DECIMAL === '.' ? '\\.' : ',';
  let m = new RegExp('^(\\d{1,3}(?:' + g + '\\d{3})+)(?:' + d + '(\\d{1,2}))?$').exec(s);
  if (m) return amountOf(m[1]!.split(GROUP).join(''), m[2]);
  m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(s);
  return m ? amountOf(m[1]!, m[2]) : NaN;
}
function amountOf(whole: string, cents: string | undefined) {
  return Number(whole) * 100 + Number(((cents || '') + '00').slice(0, 2));
}
/** An amount field: text in the frame's number format, its placeholder the local zero. */
function amountInput(label: string, value: string) {
  return el('input', {
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: value,
    placeholder: money(0),
    'aria-label': label,
  });
}
/** The house's API in the page's language: the answer's value, or a FrameApiError with the server's message. */
function api<T>(method: string, url: string, payload?: unknown): Promise<T> {
  return request<T>(method, url, payload);
}

// ── renderers (shared by play and recall) ───────────────────────────────────────────────
/** The 5 × 3 window of a spin, its winning cells lit and its winning lines drawn over it; `land` animates the stop. */
function slotWindow(
  game: keyof typeof SLOT_LINES,
  spin: Pick<SlotSpin, 'window' | 'lineWins'> & Partial<SlotSpin>,
  mini?: boolean,
  land?: boolean,
) {
  const LINES = SLOT_LINES[game];
  const hits: Record<string, boolean> = {};
  (spin.lineWins || []).forEach(function (w) {
    const rows = LINES[w.line - 1]!;
    for (let r = 0; r < w.count; r++) hits[r + ':' + rows[r]] = true;
  });
  (spin.scatter && spin.scatter.count >= 3 ? spin.scatter.positions : []).forEach(function (p) {
    hits[p.reel + ':' + p.row] = true;
  });
  const box = el(
    'div',
    { class: 'reels' + (mini ? ' mini' : '') + (land ? ' land' : '') },
    spin.window.map(function (col: readonly string[], reel: number) {
      return el(
        'div',
        { class: 'reel' },
        col.map(function (s: string, row: number) {
          const cell = el('div', {
            class: 'sym s-' + s + (hits[reel + ':' + row] ? ' hit' : ''),
            role: 'img',
            'aria-label': symbolName(s),
            title: symbolName(s),
          });
          cell.appendChild(symbolArt(s));
          return cell;
        }),
      );
    }),
  );
  // Each winning line through the centres of its cells (a cell is 100 × 100 of the drawing), in its colour.
  if ((spin.lineWins || []).length) {
    box.appendChild(
      svg(
        'svg',
        { class: 'lines', viewBox: '0 0 500 300', preserveAspectRatio: 'none', 'aria-hidden': 'true' },
        spin.lineWins.map(function (w, i) {
          return svg('polyline', {
            points: LINES[w.line - 1]!.map(function (row, reel) {
              return reel * 100 + 50 + ',' + (row * 100 + 50);
            }).join(' '),
            stroke: ['#fcd34d', '#f472b6', '#38bdf8', '#4ade80', '#fb923c'][i % 5]!,
          });
        }),
      ),
    );
  }
  return box;
}
// ── sound, generated with WebAudio (no files), mute-able; turbo; both remembered by the browser ──
function flag(name: string, fallback: boolean) {
  try {
    const v = localStorage.getItem('lotus-house-' + name);
    return v === null ? fallback : v === '1';
  } catch (_e) {
    return fallback;
  }
}
function setFlag(name: string, on: boolean) {
  try {
    localStorage.setItem('lotus-house-' + name, on ? '1' : '0');
  } catch (_e) {
    // private mode: the choice lasts this page only
  }
}
const audio: { ctx: AudioContext | null; on: boolean } = { ctx: null, on: flag('sound', true) };
function tone(c: AudioContext, freq: number, at: number, dur: number, type: OscillatorType, vol: number) {
  const o = c.createOscillator();
  const g = c.createGain();
  o.type = type;
  o.frequency.setValueAtTime(freq, at);
  g.gain.setValueAtTime(vol, at);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  o.connect(g);
  g.connect(c.destination);
  o.start(at);
  o.stop(at + dur + 0.05);
}
/** The page's audio context while the sound is on (made on first use), else null. */
function audioContext(): AudioContext | null {
  if (!audio.on) return null;
  const AC =
    window.AudioContext || (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AC) return null;
  if (!audio.ctx) audio.ctx = new AC();
  if (audio.ctx.state === 'suspended') void audio.ctx.resume();
  return audio.ctx;
}
function sfx(name: 'spin' | 'stop' | 'win' | 'big', count?: number) {
  try {
    const c = audioContext();
    if (!c) return;
    const t = c.currentTime + 0.01;
    let i;
    if (name === 'spin') for (i = 0; i < 8; i++) tone(c, 420 + (i % 2) * 90, t + i * 0.07, 0.05, 'square', 0.025);
    else if (name === 'stop') for (i = 0; i < (count || 1); i++) tone(c, 140 - i * 8, t + i * 0.11, 0.12, 'sine', 0.2);
    else
      (name === 'big' ? [523, 659, 784, 1047, 784, 1047, 1319] : [523, 659, 784]).forEach(function (f, k) {
        tone(c, f, t + k * (name === 'big' ? 0.11 : 0.09), 0.25, 'triangle', 0.15);
      });
  } catch (_e) {
    // no sound on this browser
  }
}
let turbo = flag('turbo', false);
body.classList.toggle('turbo', turbo);
/** A switch button (aria-pressed) that calls `change` with its new state. */
function toggle(label: string, on: boolean, change: (on: boolean) => void) {
  const b = el('button', { class: 'btn secondary toggle', type: 'button', 'aria-pressed': String(on), text: label });
  b.addEventListener('click', function () {
    on = !on;
    b.setAttribute('aria-pressed', String(on));
    change(on);
  });
  return b;
}
function slotWins(spin: SlotSpin) {
  const items = (spin.lineWins || []).map(function (w) {
    return el('li', { text: '#' + w.line + ' ' + symbolName(w.symbol) + ' ×' + w.count + ' → ' + money(w.win) });
  });
  if (spin.scatter && spin.scatter.win > 0)
    items.push(el('li', { text: D.scatter + ' ×' + spin.scatter.count + ' → ' + money(spin.scatter.win) }));
  return el('ul', { class: 'wins' }, items);
}
function cardEl(c: Pick<Card, 'rank' | 'suit'>) {
  return el('div', {
    class: 'pcard' + (c.suit === 'H' || c.suit === 'D' ? ' red' : ''),
    text: c.rank + SUIT[c.suit],
  });
}
/** A round's outcome; `live` (just played, not a replay) lets the slot's reels land. */
/** A view's stake levels: 1, 2, 5, 10, 20, 50… × the table minimum, up to its maximum (ten at most). */
function stakeLevels(game: { minBet: number; maxBet: number }) {
  const levels: number[] = [];
  const steps = [1, 2, 5];
  for (let p = 1; levels.length < 10; p *= 10) {
    for (let i = 0; i < 3 && levels.length < 10; i++) {
      const v = game.minBet * steps[i]! * p;
      if (v > game.maxBet) return levels;
      levels.push(v);
    }
  }
  return levels;
}
/** A xì dách hand's name: its special name, or its points. */
function xdHand(hand: XiDachHand, total: number) {
  return hand === 'points' ? total + ' ' + D.xdHands.points : D.xdHands[hand] + ' (' + total + ')';
}
/** The xì dách table: both hands (the dealer's first card only while the player is to move) and the result. */
function xiDachTable(o: XiDachOutcome) {
  return el('div', null, [
    el('div', { class: 'hands' }, [
      el('div', null, [
        el('h2', {
          text: D.xdDealer + (o.dealerHand && o.dealerTotal !== null ? ': ' + xdHand(o.dealerHand, o.dealerTotal) : ''),
        }),
        el(
          'div',
          { class: 'cards' },
          o.dealer.map(cardEl).concat(o.finished ? [] : [el('div', { class: 'pcard back', text: '?' })]),
        ),
      ]),
      el('div', null, [
        el('h2', { text: D.xdPlayer + ': ' + xdHand(o.playerHand, o.playerTotal) }),
        el('div', { class: 'cards' }, o.player.map(cardEl)),
      ]),
    ]),
    o.result
      ? el('p', {
          class: 'big ' + (o.result === 'win' ? 'win' : o.result === 'lose' ? 'lose' : ''),
          text: D.xdResult[o.result],
        })
      : null,
  ]);
}
function renderOutcome(game: string, outcome: unknown, live?: boolean): HTMLElement {
  if (!outcome) return el('p', { class: 'msg error', text: D.voided });
  if (isSlot(game)) {
    const o = outcome as SlotOutcome;
    const parts = [slotWindow(game, o.base, false, live), slotWins(o.base)];
    if (o.freeSpins && o.freeSpins.length) {
      parts.push(el('h2', { text: D.freeSpins + ' (' + o.freeSpins.length + ')' }));
      o.freeSpins.forEach(function (f: SlotSpin, i: number) {
        parts.push(el('p', { class: 'muted', text: '#' + (i + 1) + ': ' + money(f.win) }));
        parts.push(slotWindow(game, f, true));
      });
    }
    return el('div', null, parts);
  }
  if (game === 'baccarat') {
    const o = outcome as BaccaratOutcome;
    const label: Record<string, string> = {
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
    const o = outcome as DiceOutcome;
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
  if (game === 'xi-dach') return xiDachTable(outcome as XiDachOutcome);
  if (game === 'fish-hunter') {
    const o = outcome as FishOutcome;
    const fish = FISH_TYPES.filter(function (f) {
      return f.id === o.fish;
    })[0];
    return el('div', null, [
      el('p', { class: 'big ' + (o.killed ? 'win' : 'lose'), text: o.killed ? D.fishKilled : D.fishMissed }),
      el('p', {
        class: 'muted',
        text: (fish ? fish.name[LANG] : o.fish) + ' ×' + o.multiplier + ' · ' + D.roll2 + ' ' + o.roll,
      }),
    ]);
  }
  const o = outcome as CrashOutcome;
  return el('div', null, [
    el('p', { class: 'big ' + (o.win ? 'win' : 'lose'), text: num2(o.crashPoint / 100) + '×' }),
    el('p', {
      class: 'muted',
      text: D.crashAt + ' ' + num2(o.crashPoint / 100) + '× · ' + D.cashOut + ' ' + num2(o.cashOut) + '×',
    }),
  ]);
}
function fairnessRows(r: PublicRound) {
  const verify =
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
/** What the play page gives a game's own view (fish.ts, xidach.ts): its elements, texts and tools. */
export interface HouseTools {
  stage: HTMLElement;
  controls: HTMLElement;
  msg: HTMLElement;
  D: typeof D;
  LANG: 'vi' | 'en';
  el: typeof el;
  api: typeof api;
  money: typeof money;
  toggle: typeof toggle;
  flag: typeof flag;
  setFlag: typeof setFlag;
  audio: typeof audio;
  audioContext: typeof audioContext;
  renderOutcome: typeof renderOutcome;
  stakeLevels: typeof stakeLevels;
  loadHistoryNow(): void;
  tone: typeof tone;
  session(): string | null;
  balance(): number | null;
  setBalance(b: number): void;
  setCommitment(c: Commitment): void;
  error(e: unknown): void;
  /** Reads the history again, at most every two seconds. */
  loadHistory(): void;
}
function playPage(view: HouseView | undefined) {
  const app = appRoot();
  const state: {
    session: string | null;
    balance: number | null;
    currency: string;
    mode: 'real' | 'trial';
    commitment: Commitment | null;
    busy: boolean;
  } = { session: null, balance: null, currency: '', mode: 'real', commitment: null, busy: false };
  const balanceEl = el('div', { class: 'balance', text: '—' });
  const modeEl = el('span', { class: 'badge' });
  const msg = el('p', { class: 'msg', role: 'status' });
  const stage = el('div', { class: 'stage' });
  const controls = el('div', { class: 'row' });
  const hashEl = el('span', { class: 'mono' });
  const seedInput = el('input', { maxlength: '64', 'aria-label': D.clientSeed });
  const nonceEl = el('span', { class: 'muted' });
  const revealedEl = el('div', { class: 'mono muted' });
  const historyBody = el('tbody');
  let playBtn: HTMLButtonElement | undefined;
  let historyTimer: ReturnType<typeof setTimeout> | 0 = 0;

  function setCommitment(c: Commitment) {
    state.commitment = c;
    hashEl.textContent = c.serverSeedHash;
    seedInput.value = c.clientSeed;
    nonceEl.textContent = D.nonce + ': ' + c.nonce;
  }
  function setBalance(b: number) {
    state.balance = b;
    // Play money (the Free play badge says so) is never labelled with a real currency.
    balanceEl.textContent = money(b) + (state.mode === 'trial' ? '' : ' ' + state.currency);
  }
  function error(e: unknown) {
    msg.className = 'msg error';
    msg.textContent = (e instanceof Error && e.message) || String(e);
  }
  function loadHistory() {
    api<Answer<'rounds'>>('GET', '/house/api/rounds?limit=15&session=' + encodeURIComponent(state.session ?? ''))
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
  function play(bet: unknown): Promise<{ ok: boolean; moment: boolean }> {
    if (playBtn) playBtn.disabled = true;
    state.busy = true;
    msg.className = 'msg';
    msg.textContent = '';
    // The slot's reels spin while the round is played, at least a moment (none in turbo), then land.
    const slot = isSlot(GAME);
    const started = Date.now();
    const spinning = slot ? stage.querySelector('.reels') : null;
    if (spinning) spinning.classList.add('spinning');
    if (slot) sfx('spin');
    // Answers whether the round went through and whether it was a moment (free spins, big win) for autoplay.
    return api<Played>('POST', '/house/api/play', { session: state.session, game: GAME, bet: bet })
      .then(function (res) {
        const wait = slot && !turbo ? Math.max(0, 700 - (Date.now() - started)) : 0;
        return new Promise<Played>(function (done) {
          setTimeout(function () {
            done(res);
          }, wait);
        });
      })
      .then(function (res) {
        stage.textContent = '';
        stage.appendChild(renderOutcome(GAME, res.round.outcome, true));
        let big = false;
        if (slot) {
          sfx('stop', turbo ? 1 : 5);
          big = res.round.totalWin >= 15 * res.round.totalStake;
          const free = (res.round.outcome as SlotOutcome | null)?.freeSpins ?? [];
          // The round's moments: free spins won, a big win.
          if (free.length) stage.appendChild(el('div', { class: 'bigwin', text: D.freeSpins + ' ×' + free.length }));
          if (big) stage.appendChild(el('div', { class: 'bigwin', text: D.bigWin + ' ' + money(res.round.totalWin) }));
          big = big || free.length > 0;
          if (res.round.totalWin > 0)
            setTimeout(
              function () {
                sfx(big ? 'big' : 'win');
              },
              turbo ? 0 : 550,
            );
        }
        setBalance(res.balance);
        setCommitment(res.commitment);
        const net = res.round.totalWin - res.round.totalStake;
        msg.className = 'msg' + (res.round.totalWin > 0 ? ' win' : '');
        msg.textContent = res.settled
          ? res.round.totalWin > 0
            ? D.win + ' ' + money(res.round.totalWin) + ' (' + (net >= 0 ? '+' : '') + money(net) + ')'
            : D.lose + ' ' + money(res.round.totalStake)
          : D.pending;
        loadHistory();
        return { ok: res.settled, moment: slot && big };
      })
      .catch(function (e) {
        if (spinning) spinning.classList.remove('spinning');
        error(e);
        return { ok: false, moment: false };
      })
      .then(function (r) {
        state.busy = false;
        if (playBtn) playBtn.disabled = autoplay.left > 0;
        return r;
      });
  }
  // Autoplay with limits: a number of spins at the stake set when it starts; it stops by itself on free spins
  // or a big win, on any error, and when the balance no longer covers the stake; Stop ends it at once.
  const autoplay: { left: number; button: HTMLButtonElement | null } = { left: 0, button: null };
  function autoLabel() {
    if (!autoplay.button) return;
    autoplay.button.textContent = autoplay.left > 0 ? D.stopAuto + ' (' + autoplay.left + ')' : D.autoplay;
    autoplay.button.setAttribute('aria-pressed', String(autoplay.left > 0));
  }
  function stopAuto() {
    autoplay.left = 0;
    autoLabel();
    if (playBtn) playBtn.disabled = Boolean(state.busy);
  }
  function nextAuto(lineBet: number, lineCount: number): void {
    if (autoplay.left <= 0) return stopAuto();
    if (state.balance !== null && state.balance < lineBet * lineCount) return stopAuto();
    autoplay.left--;
    autoLabel();
    play({ lineBet: lineBet }).then(function (r) {
      if (!r.ok || r.moment) return stopAuto();
      if (autoplay.left <= 0) return stopAuto();
      setTimeout(
        function () {
          if (autoplay.left > 0) nextAuto(lineBet, lineCount);
        },
        turbo ? 150 : 500,
      );
    });
  }
  function amount(input: HTMLInputElement) {
    return parseMoney(input.value);
  }

  function buildControls() {
    controls.textContent = '';
    if (view) {
      // The view draws its own stage and controls with the page's tools; it answers its main button.
      playBtn = view.mount({
        stage: stage,
        controls: controls,
        msg: msg,
        D: D,
        LANG: LANG,
        el: el,
        api: api,
        money: money,
        toggle: toggle,
        flag: flag,
        setFlag: setFlag,
        audio: audio,
        audioContext: audioContext,
        renderOutcome: renderOutcome,
        stakeLevels: stakeLevels,
        loadHistoryNow: loadHistory,
        tone: tone,
        session: function () {
          return state.session;
        },
        balance: function () {
          return state.balance;
        },
        setBalance: setBalance,
        setCommitment: setCommitment,
        error: error,
        // Many rounds a minute: the history is read again at most every two seconds.
        loadHistory: function () {
          if (historyTimer) return;
          historyTimer = setTimeout(function () {
            historyTimer = 0;
            loadHistory();
          }, 2000);
        },
      });
      return;
    }
    if (isSlot(GAME)) {
      const lineCount = SLOT_LINES[GAME].length;
      const lineBet = amountInput(D.lineBet, '10');
      const total = el('span', { class: 'muted' });
      const upd = function () {
        total.textContent =
          D.totalBet + ': ' + money(amount(lineBet) * lineCount) + ' (' + lineCount + ' ' + D.lines + ')';
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
      const autoCount = el(
        'select',
        { 'aria-label': D.autoCount },
        [10, 25, 50].map(function (n) {
          return el('option', { value: String(n), text: String(n) });
        }),
      );
      autoplay.button = el('button', { class: 'btn secondary', type: 'button', 'aria-pressed': 'false' });
      autoLabel();
      autoplay.button.addEventListener('click', function () {
        if (autoplay.left > 0) return stopAuto();
        if (!state.session) return;
        autoplay.left = Number(autoCount.value);
        nextAuto(amount(lineBet), lineCount);
      });
      controls.append(
        el('label', null, [D.lineBet, lineBet]),
        total,
        playBtn,
        el('span', { class: 'row' }, [autoplay.button, autoCount]),
        toggle(D.turbo, turbo, function (on) {
          turbo = on;
          body.classList.toggle('turbo', on);
          setFlag('turbo', on);
        }),
        toggle(D.sound, audio.on, function (on) {
          audio.on = on;
          setFlag('sound', on);
        }),
      );
      const idle = IDLE[GAME];
      stage.appendChild(
        slotWindow(GAME, {
          window: [0, 1, 2, 3, 4].map(function (reel) {
            return [0, 1, 2].map(function (row) {
              return idle[(reel * 2 + row) % idle.length]!;
            });
          }),
          lineWins: [],
        }),
      );
    } else if (GAME === 'baccarat') {
      const spots: Record<string, HTMLInputElement> = {};
      const grid = el(
        'div',
        { class: 'spots' },
        (['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const).map(function (k) {
          const input = amountInput(D[k], k === 'player' ? '10' : '');
          spots[k] = input;
          return el('label', null, [D[k], input]);
        }),
      );
      playBtn = el('button', {
        class: 'btn',
        text: D.deal,
        onclick: function () {
          const bets: Record<string, number> = {};
          Object.entries(spots).forEach(function ([k, input]) {
            if (input.value.trim() === '') return;
            const v = amount(input);
            if (v !== 0) bets[k] = v;
          });
          play({ bets: bets });
        },
      });
      controls.append(grid, playBtn);
    } else if (GAME === 'dice') {
      const stake = amountInput(D.amount, '10');
      const dir = el('select', { 'aria-label': D.under + '/' + D.over }, [
        el('option', { value: 'under', text: D.under }),
        el('option', { value: 'over', text: D.over }),
      ]);
      const target = el('input', {
        type: 'number',
        min: '1',
        max: '98.99',
        step: '0.01',
        value: '50',
        'aria-label': D.target,
      });
      const info = el('span', { class: 'muted' });
      const upd2 = function () {
        const t = Math.round(Number(target.value) * 100);
        const w = dir.value === 'under' ? t : 9999 - t;
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
      const stake2 = amountInput(D.amount, '10');
      const cash = el('input', { type: 'number', min: '1.01', step: '0.01', value: '2', 'aria-label': D.cashOut });
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

  const seedBtn = el('button', {
    class: 'btn secondary',
    text: D.changeSeed,
    onclick: function () {
      api<Answer<'rotateSeed'>>('POST', '/house/api/seed', { session: state.session, clientSeed: seedInput.value })
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
  // A room of the operator's room list (a xì dách room): its seat and limits come with the session.
  api<HouseSession>('POST', '/house/api/session', {
    token: Q.get('token'),
    game: GAME,
    room: Q.get('room') || undefined,
  })
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
      if (view && view.ready) view.ready(s);
    })
    .catch(function (e) {
      error(e);
      if (playBtn) playBtn.disabled = true;
    });
}

// ── verification page ───────────────────────────────────────────────────────────────────
function verifyPage() {
  const app = appRoot();
  const f = {
    game: el(
      'select',
      { 'aria-label': D.game },
      Object.entries(NAMES).map(function ([g, name]) {
        return el('option', { value: g, text: name[LANG] });
      }),
    ),
    serverSeed: el('input', { class: 'mono', 'aria-label': D.serverSeed }),
    hash: el('input', { class: 'mono', 'aria-label': D.serverSeedHash }),
    clientSeed: el('input', { class: 'mono', 'aria-label': D.clientSeed }),
    nonce: el('input', { type: 'number', min: '0', step: '1', value: '0', 'aria-label': D.nonce }),
    bet: el('textarea', { class: 'mono', 'aria-label': D.bet }),
  };
  Object.entries(f).forEach(function ([k, input]) {
    const v = Q.get(k);
    if (v !== null) input.value = v;
  });
  const out = el('div');
  const go = el('button', {
    class: 'btn',
    text: D.verify,
    onclick: function () {
      out.textContent = '';
      api<Answer<'verify'>>('POST', '/house/api/verify', {
        game: f.game.value,
        serverSeed: f.serverSeed.value.trim(),
        clientSeed: f.clientSeed.value,
        nonce: Number(f.nonce.value),
        bet: f.bet.value,
      })
        .then(function (r) {
          const expected = f.hash.value.trim();
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
  const app = appRoot();
  const id = decodeURIComponent(location.pathname.split('/').pop() ?? '');
  api<Answer<'recall'>>('GET', '/house/api/recall/' + encodeURIComponent(id) + location.search)
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
          renderOutcome(r.game, r.outcome),
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

/** Runs the page the server's shell names (`data-page`); a game with a view of its own passes it. */
export function runHousePage(view?: HouseView) {
  if (PAGE === 'play') playPage(view);
  else if (PAGE === 'verify') verifyPage();
  else if (PAGE === 'recall') recallPage();
}
