/**
 * The lottery's games and their schedules (pure data and arithmetic, no clock of its own).
 *
 * - Vietnamese lottery (xổ số kiến thiết), drawn at fixed local times in Vietnam (Asia/Ho_Chi_Minh):
 *   the North (one draw a day, 27 prizes, a five-digit special prize) and the South and Centre, where
 *   each province of the day has its own draw (18 prizes, a six-digit special prize).
 * - Fast e-lottery (ELOTT): SSC, 11X5, K3, PK10 and LHC, a draw every `intervalSec` from local midnight.
 */

export type Region = 'north' | 'central' | 'south';
export const FAST_GAMES = ['SSC', '11X5', 'K3', 'PK10', 'LHC'] as const;
export type FastGame = (typeof FAST_GAMES)[number];
/** The result family of a game: the three VN structures and the fast games. */
export type Family = 'VN_NORTH' | 'VN_SOUTH' | FastGame;

/** A prize line of a VN draw: `count` numbers of `digits` digits each. */
export interface PrizeLine {
  prize: 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';
  count: number;
  digits: number;
}

/** The North's 27 prizes: special 5 digits, G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2. */
export const NORTH_PRIZES: readonly PrizeLine[] = [
  { prize: 'DB', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

/** The South's and Centre's 18 prizes: G8 2 digits, G7 3, G6 3×4, G5 4, G4 7×5, G3 2×5, G2 5, G1 5, special 6. */
export const SOUTH_PRIZES: readonly PrizeLine[] = [
  { prize: 'G8', count: 1, digits: 2 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'DB', count: 1, digits: 6 },
];

interface Province {
  code: string;
  name: string;
}
const P = (code: string, name: string): Province => ({ code, name });

/** The South's provinces by day of the week (0 = Sunday), as the official schedule. */
const SOUTH_BY_WEEKDAY: readonly (readonly Province[])[] = [
  [P('TG', 'Tiền Giang'), P('KG', 'Kiên Giang'), P('DL', 'Đà Lạt')],
  [P('HCM', 'TP. Hồ Chí Minh'), P('DT', 'Đồng Tháp'), P('CM', 'Cà Mau')],
  [P('BTR', 'Bến Tre'), P('VT', 'Vũng Tàu'), P('BL', 'Bạc Liêu')],
  [P('DN', 'Đồng Nai'), P('CT', 'Cần Thơ'), P('ST', 'Sóc Trăng')],
  [P('TN', 'Tây Ninh'), P('AG', 'An Giang'), P('BTH', 'Bình Thuận')],
  [P('VL', 'Vĩnh Long'), P('BD', 'Bình Dương'), P('TV', 'Trà Vinh')],
  [P('HCM', 'TP. Hồ Chí Minh'), P('LA', 'Long An'), P('BP', 'Bình Phước'), P('HG', 'Hậu Giang')],
];

/** The Centre's provinces by day of the week (0 = Sunday). */
const CENTRAL_BY_WEEKDAY: readonly (readonly Province[])[] = [
  [P('KH', 'Khánh Hòa'), P('KT', 'Kon Tum'), P('TTH', 'Thừa Thiên Huế')],
  [P('TTH', 'Thừa Thiên Huế'), P('PY', 'Phú Yên')],
  [P('DLK', 'Đắk Lắk'), P('QNM', 'Quảng Nam')],
  [P('DNG', 'Đà Nẵng'), P('KH', 'Khánh Hòa')],
  [P('BDI', 'Bình Định'), P('QT', 'Quảng Trị'), P('QB', 'Quảng Bình')],
  [P('GL', 'Gia Lai'), P('NT', 'Ninh Thuận')],
  [P('DNG', 'Đà Nẵng'), P('QNG', 'Quảng Ngãi'), P('DNO', 'Đắk Nông')],
];

/** Vietnam's time zone: the VN draws happen at these local times whatever the brand's zone. */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

interface RegionInfo {
  family: 'VN_NORTH' | 'VN_SOUTH';
  /** The draw's local time (minutes after midnight) and how long before it betting closes. */
  drawMinute: number;
  closeBeforeSec: number;
  /** The catalogue game code the seamless API books its bets under. */
  catalogueCode: string;
}
export const REGIONS: Record<Region, RegionInfo> = {
  north: { family: 'VN_NORTH', drawMinute: 18 * 60 + 15, closeBeforeSec: 15 * 60, catalogueCode: 'VN_NORTH' },
  central: { family: 'VN_SOUTH', drawMinute: 17 * 60 + 15, closeBeforeSec: 15 * 60, catalogueCode: 'VN_CENTRAL' },
  south: { family: 'VN_SOUTH', drawMinute: 16 * 60 + 15, closeBeforeSec: 15 * 60, catalogueCode: 'VN_SOUTH' },
};

interface FastInfo {
  intervalSec: number;
  closeBeforeSec: number;
}
/** The fast games' draw interval and betting close (each draw is at k × interval after local midnight). */
export const FAST: Record<FastGame, FastInfo> = {
  SSC: { intervalSec: 300, closeBeforeSec: 30 },
  '11X5': { intervalSec: 180, closeBeforeSec: 20 },
  K3: { intervalSec: 120, closeBeforeSec: 15 },
  PK10: { intervalSec: 300, closeBeforeSec: 30 },
  LHC: { intervalSec: 300, closeBeforeSec: 30 },
};

/** One scheduled draw of one game. */
export interface ScheduledDraw {
  /** The game: `VN_N`, `VN_S_<province>`, `VN_C_<province>`, or a fast game's code. */
  game: string;
  family: Family;
  /** The catalogue game code (seamless API `gameCode`). */
  catalogueCode: string;
  /** The issue: the local date `YYYYMMDD`, with `-NNNN` (1-based draw of the day) for fast games. */
  issue: string;
  closesAt: Date;
  drawsAt: Date;
  name: { vi: string; en: string };
}

// ── time zones ──────────────────────────────────────────────────────────────────────────────

const formatters = new Map<string, Intl.DateTimeFormat>();
function fmt(tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetMs(ms: number, tz: string): number {
  const parts = Object.fromEntries(
    fmt(tz)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The local calendar day of an instant: its date and its midnight (as an instant). */
export function localDay(
  ms: number,
  tz: string,
): { y: number; m: number; d: number; weekday: number; midnight: number } {
  const local = new Date(ms + offsetMs(ms, tz));
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  const d = local.getUTCDate();
  return { y, m, d, weekday: local.getUTCDay(), midnight: zonedMidnight(y, m, d, tz) };
}

function zonedMidnight(y: number, m: number, d: number, tz: string): number {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetMs(guess, tz);
  return guess - offsetMs(first, tz);
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const dateCode = (y: number, m: number, d: number) => `${y}${pad(m, 2)}${pad(d, 2)}`;

// ── schedules ───────────────────────────────────────────────────────────────────────────────

/** The VN draws of a local day in Vietnam (the day of the instant `ms`). */
export function vnDrawsOfDay(ms: number): ScheduledDraw[] {
  const day = localDay(ms, VN_TIME_ZONE);
  const issue = dateCode(day.y, day.m, day.d);
  const at = (r: Region) => {
    const drawsAt = day.midnight + REGIONS[r].drawMinute * 60_000;
    return { drawsAt: new Date(drawsAt), closesAt: new Date(drawsAt - REGIONS[r].closeBeforeSec * 1000) };
  };
  const out: ScheduledDraw[] = [
    {
      game: 'VN_N',
      family: 'VN_NORTH',
      catalogueCode: REGIONS.north.catalogueCode,
      issue,
      ...at('north'),
      name: { vi: 'Miền Bắc', en: 'Northern' },
    },
  ];
  const provinces = (r: 'south' | 'central', list: readonly Province[], prefix: string) => {
    for (const p of list) {
      out.push({
        game: `${prefix}_${p.code}`,
        family: 'VN_SOUTH',
        catalogueCode: REGIONS[r].catalogueCode,
        issue,
        ...at(r),
        name: { vi: p.name, en: p.name },
      });
    }
  };
  provinces('central', CENTRAL_BY_WEEKDAY[day.weekday]!, 'VN_C');
  provinces('south', SOUTH_BY_WEEKDAY[day.weekday]!, 'VN_S');
  return out;
}

const FAST_NAMES: Record<FastGame, { vi: string; en: string }> = {
  SSC: { vi: 'Xổ Số Thời Thời', en: 'Lucky Time (SSC)' },
  '11X5': { vi: '11 Chọn 5', en: '11 Pick 5' },
  K3: { vi: 'Xổ Số Nhanh 3', en: 'Fast 3 (K3)' },
  PK10: { vi: 'Đua Xe PK10', en: 'Racing PK10' },
  LHC: { vi: 'Lục Hợp Thải', en: 'Mark Six (LHC)' },
};

/**
 * The fast game's draw whose betting is open at `ms` (or the next one when `ms` is in a closing window):
 * draw k of a local day is at midnight + k × interval (k = 1 … per day), in the zone `tz`.
 */
export function fastDrawAt(game: FastGame, ms: number, tz: string): ScheduledDraw {
  const { intervalSec, closeBeforeSec } = FAST[game];
  const interval = intervalSec * 1000;
  let day = localDay(ms, tz);
  let k = Math.floor((ms - day.midnight) / interval) + 1;
  if (day.midnight + k * interval - closeBeforeSec * 1000 <= ms) k += 1;
  const perDay = Math.floor(86_400 / intervalSec);
  if (k > perDay) {
    day = localDay(day.midnight + 86_400_000 + 3_600_000 * 3, tz);
    k = 1;
  }
  const drawsAt = day.midnight + k * interval;
  return {
    game,
    family: game,
    catalogueCode: game,
    issue: `${dateCode(day.y, day.m, day.d)}-${pad(k, 4)}`,
    drawsAt: new Date(drawsAt),
    closesAt: new Date(drawsAt - closeBeforeSec * 1000),
    name: FAST_NAMES[game],
  };
}

/** The family of a game code (VN_N, VN_S_*, VN_C_*, or a fast game), or null. */
export function familyOf(game: string): Family | null {
  if (game === 'VN_N') return 'VN_NORTH';
  if (/^VN_[SC]_[A-Z]{2,4}$/.test(game)) return 'VN_SOUTH';
  return (FAST_GAMES as readonly string[]).includes(game) ? (game as FastGame) : null;
}

const PROVINCE_NAMES = new Map(
  [...SOUTH_BY_WEEKDAY, ...CENTRAL_BY_WEEKDAY].flat().map((p) => [p.code, p.name] as const),
);

/** A game's name in a language: the region, the province (a proper name in both), or the fast game. */
export function gameName(game: string, language: 'vi' | 'en'): string {
  if (game === 'VN_N') return language === 'en' ? 'Northern' : 'Miền Bắc';
  const province = /^VN_[SC]_(\w+)$/.exec(game)?.[1];
  if (province) return PROVINCE_NAMES.get(province) ?? game;
  return FAST_NAMES[game as FastGame]?.[language] ?? game;
}
