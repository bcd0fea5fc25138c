/**
 * The house provider's own tile pictures, one per game (drawn here, no image comes from elsewhere):
 * the slot's lotus, coin and lantern reels, the Tết slot's lanterns, envelope and apricot blossom, the
 * ocean slot's treasure chest and pearl, baccarat's cards and chip, dice, and crash's rocket on its
 * rising curve, the fish hunt's golden fish, xì dách's ace and king. Each has its palette; art.ts draws the gradient, the name and the vendor.
 */

export interface HouseArt {
  /** Gradient from and to. */
  colors: [string, string];
  /** The picture in the 240 × 240 tile, above the name (y up to about 140). */
  emblem: string;
}

const GOLD = '#fcd34d';

/** A lotus flower of five petals centred on (x, y). */
function lotus(x: number, y: number, r: number): string {
  const petal = (deg: number, fill: string) =>
    `<ellipse cx="${x}" cy="${y - r * 0.55}" rx="${r * 0.32}" ry="${r * 0.6}" fill="${fill}" transform="rotate(${deg} ${x} ${y})"/>`;
  return (
    `<g>${petal(-62, '#f9a8d4')}${petal(62, '#f9a8d4')}${petal(-30, '#f472b6')}${petal(30, '#f472b6')}${petal(0, '#ec4899')}` +
    `<ellipse cx="${x}" cy="${y + 2}" rx="${r * 0.7}" ry="${r * 0.18}" fill="#16a34a"/></g>`
  );
}

/** A coin with a square hole (the old đồng tiền) centred on (x, y). */
const coin = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="15" fill="${GOLD}" stroke="#b45309" stroke-width="2.5"/><rect x="${x - 5}" y="${y - 5}" width="10" height="10" fill="#7c2d12"/>`;

/** A red lantern centred on (x, y). */
const lantern = (x: number, y: number) =>
  `<path d="M${x} ${y - 24}v5" stroke="${GOLD}" stroke-width="2"/><rect x="${x - 8}" y="${y - 19}" width="16" height="5" rx="1.5" fill="${GOLD}"/>` +
  `<ellipse cx="${x}" cy="${y}" rx="15" ry="14" fill="#dc2626"/><path d="M${x - 6} ${y - 13}q-4 13 0 26M${x + 6} ${y - 13}q4 13 0 26" fill="none" stroke="#fca5a5" stroke-width="1.5"/>` +
  `<rect x="${x - 8}" y="${y + 12}" width="16" height="5" rx="1.5" fill="${GOLD}"/><path d="M${x} ${y + 17}v9" stroke="${GOLD}" stroke-width="2"/>`;

/** A die of `pips` (1–6) with its top left corner at (x, y), rotated by `deg`. */
export function die(x: number, y: number, size: number, pips: number, deg: number): string {
  const c = size / 2;
  const o = size * 0.27;
  const at: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-o, -o],
      [o, o],
    ],
    3: [
      [-o, -o],
      [0, 0],
      [o, o],
    ],
    4: [
      [-o, -o],
      [o, -o],
      [-o, o],
      [o, o],
    ],
    5: [
      [-o, -o],
      [o, -o],
      [0, 0],
      [-o, o],
      [o, o],
    ],
    6: [
      [-o, -o],
      [o, -o],
      [-o, 0],
      [o, 0],
      [-o, o],
      [o, o],
    ],
  };
  const dots = at[pips]!.map(
    ([dx, dy]) => `<circle cx="${c + dx}" cy="${c + dy}" r="${size * 0.085}" fill="#1e1b4b"/>`,
  );
  return (
    `<g transform="translate(${x} ${y}) rotate(${deg} ${c} ${c})">` +
    `<rect x="3" y="5" width="${size}" height="${size}" rx="${size * 0.18}" fill="#000" opacity=".3"/>` +
    `<rect width="${size}" height="${size}" rx="${size * 0.18}" fill="#f8fafc" stroke="#c7d2fe" stroke-width="2"/>${dots.join('')}</g>`
  );
}

/** A playing card at (x, y) rotated by `deg`, with its rank and a heart or spade. */
export function card(x: number, y: number, rank: string, red: boolean, deg: number): string {
  const color = red ? '#dc2626' : '#0f172a';
  const suit = red
    ? `<path d="M26 44c-9-9-17-3-12 6l12 12 12-12c5-9-3-15-12-6z" fill="${color}"/>`
    : `<path d="M26 32c-10 12-16 16-12 24 3 5 9 4 11 0l-3 10h8l-3-10c2 4 8 5 11 0 4-8-2-12-12-24z" fill="${color}"/>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${deg} 26 37)">` +
    `<rect x="2" y="4" width="52" height="74" rx="7" fill="#000" opacity=".3"/>` +
    `<rect width="52" height="74" rx="7" fill="#fff"/>` +
    `<text x="8" y="19" fill="${color}" font-family="system-ui, sans-serif" font-size="16" font-weight="800">${rank}</text>${suit}</g>`
  );
}

const ART: Record<string, HouseArt> = {
  'lotus-slot': {
    colors: ['#9f1239', '#3b0764'],
    emblem:
      `<rect x="50" y="44" width="140" height="96" rx="14" fill="#1c0a1f" stroke="${GOLD}" stroke-width="4"/>` +
      `<path d="M96 48v88M144 48v88" stroke="${GOLD}" stroke-opacity=".45" stroke-width="2"/>` +
      lotus(73, 100, 24) +
      coin(120, 92) +
      lantern(167, 92) +
      `<path d="M54 92h132" stroke="#f472b6" stroke-width="2.5" stroke-dasharray="6 5" opacity=".8"/>`,
  },
  'tet-slot': {
    colors: ['#b91c1c', '#7c2d12'],
    emblem:
      // Lanterns strung over the Tết night, a red lì xì envelope and a branch of apricot blossom.
      `<path d="M30 40Q120 66 210 40" fill="none" stroke="${GOLD}" stroke-width="2"/>` +
      lantern(62, 74) +
      lantern(120, 82) +
      lantern(178, 74) +
      `<g transform="translate(92 104) rotate(-8)"><rect width="30" height="40" rx="4" fill="#dc2626" stroke="${GOLD}" stroke-width="2"/>` +
      `<path d="M0 10l15 9 15-9" fill="none" stroke="${GOLD}" stroke-width="2"/><circle cx="15" cy="27" r="5" fill="${GOLD}"/></g>` +
      `<path d="M140 138C160 120 180 116 206 104" fill="none" stroke="#78350f" stroke-width="3"/>` +
      [
        [160, 122],
        [184, 112],
        [200, 104],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="6" fill="#facc15"/><circle cx="${x}" cy="${y}" r="2" fill="#ea580c"/>`,
        )
        .join(''),
  },
  'ocean-slot': {
    colors: ['#0e7490', '#172554'],
    emblem:
      // A treasure chest on the sea floor, a pearl in its shell and rising bubbles.
      `<path d="M24 140c30-10 60-10 96 0s66 10 96 0" fill="#a16207" opacity=".5"/>` +
      `<path d="M84 96c0-24 72-24 72 0z" fill="#b45309"/><rect x="84" y="96" width="72" height="40" rx="3" fill="#92400e"/>` +
      `<path d="M84 96h72M84 112h72" stroke="${GOLD}" stroke-width="3"/><rect x="114" y="102" width="12" height="14" rx="2" fill="${GOLD}"/>` +
      `<path d="M36 132c0-26 40-26 40 0z" fill="#f9a8d4"/><circle cx="56" cy="124" r="8" fill="#f8fafc"/>` +
      [
        [176, 110, 6],
        [186, 86, 4],
        [174, 64, 8],
        [190, 44, 5],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#a5f3fc" stroke-width="2"/>`)
        .join(''),
  },
  baccarat: {
    colors: ['#047857', '#022c22'],
    emblem:
      `<ellipse cx="120" cy="134" rx="92" ry="16" fill="#000" opacity=".2"/>` +
      card(66, 44, '9', true, -12) +
      card(118, 44, 'K', false, 10) +
      `<g transform="translate(176 118)"><circle r="19" fill="${GOLD}"/><circle r="19" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="6 6"/><circle r="10" fill="#b45309"/></g>`,
  },
  dice: {
    colors: ['#4338ca', '#1e1b4b'],
    emblem:
      die(62, 58, 58, 5, -14) +
      die(124, 66, 54, 3, 12) +
      `<path d="M56 136h128" stroke="#a5b4fc" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>`,
  },
  crash: {
    colors: ['#7c2d12', '#1e1b4b'],
    emblem:
      `<path d="M52 134H188M52 134V44" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
      `<path d="M52 132C110 128 150 108 176 56" fill="none" stroke="#fb923c" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M52 132C110 128 150 108 176 56V134H52Z" fill="#fb923c" opacity=".18"/>` +
      `<g transform="translate(178 52) rotate(35)"><path d="M0 -20c8 8 9 20 6 30h-12c-3-10-2-22 6-30z" fill="#e2e8f0"/><circle cy="-4" r="4" fill="#38bdf8"/>` +
      `<path d="M-6 6l-7 9h7zM6 6l7 9h-7z" fill="#ef4444"/><path d="M-4 12l4 12 4-12z" fill="${GOLD}"/></g>` +
      `<text x="70" y="70" fill="${GOLD}" font-family="system-ui, sans-serif" font-size="26" font-weight="900">2.47×</text>`,
  },
  'xi-dach': {
    colors: ['#7f1d1d', '#1c1917'],
    emblem:
      // Xì dách: an ace and a king dealt on the felt, the dealer's hidden card behind, a stack of chips.
      `<ellipse cx="120" cy="136" rx="96" ry="14" fill="#14532d" opacity=".6"/>` +
      `<g transform="translate(150 34) rotate(14)"><rect width="46" height="66" rx="6" fill="#1e3a8a" stroke="#fff" stroke-width="3"/>` +
      `<path d="M8 8h30v50H8z" fill="none" stroke="#93c5fd" stroke-width="2" stroke-dasharray="4 4"/></g>` +
      card(52, 46, 'A', false, -14) +
      card(100, 40, 'K', true, 6) +
      `<g transform="translate(196 118)"><circle r="15" fill="${GOLD}"/><circle r="15" fill="none" stroke="#b91c1c" stroke-width="4" stroke-dasharray="5 5"/></g>` +
      `<text x="120" y="30" text-anchor="middle" fill="${GOLD}" font-family="system-ui, sans-serif" font-size="20" font-weight="900">21</text>`,
  },
  'fish-hunter': {
    colors: ['#0369a1', '#082f49'],
    emblem:
      // A golden fish marked ×300, a small school, the cannon's shot and bubbles.
      `<path d="M20 140c40-12 80-12 110-2s60 10 90-2v4H20z" fill="#a16207" opacity=".55"/>` +
      `<g transform="translate(118 78)"><path d="M-62 0l-22-20v40z" fill="#b45309"/><ellipse rx="62" ry="30" fill="${GOLD}"/>` +
      `<path d="M-10-28q14-18 30 0z" fill="#b45309"/><circle cx="34" cy="-8" r="7" fill="#fff"/><circle cx="36" cy="-8" r="4" fill="#0f172a"/>` +
      `<text y="12" text-anchor="middle" fill="#7c2d12" font-family="system-ui, sans-serif" font-size="24" font-weight="900">×300</text></g>` +
      [
        [40, 30],
        [62, 22],
        [52, 42],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})"><path d="M-9 0l-6-5v10z" fill="#60a5fa"/><ellipse rx="9" ry="5" fill="#93c5fd"/></g>`,
        )
        .join('') +
      `<path d="M196 140l-20-34" stroke="#94a3b8" stroke-width="9" stroke-linecap="round"/><circle cx="196" cy="140" r="14" fill="#1e293b"/>` +
      `<circle cx="168" cy="92" r="4" fill="${GOLD}"/><circle cx="206" cy="40" r="5" fill="none" stroke="#a5f3fc" stroke-width="2"/>`,
  },
};

/** The house game's own picture, or undefined for any other game. */
export const houseArt = (gameCode: string): HouseArt | undefined => ART[gameCode];
