import { card, die, type HouseArt } from './houseArt';

/**
 * The house's live tables' tile pictures (houseArt.ts draws the other house games): live baccarat's
 * dealt hands over the big road's beads, dragon tiger's two cards under a dragon and a tiger, sic bo's
 * three dice in their cup, roulette's wheel, and xóc đĩa's plate with four red and white discs.
 */
const GOLD = '#fcd34d';
const bead = (x: number, y: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="7" fill="none" stroke="${fill}" stroke-width="3"/>`;

/** A roulette wheel of 37 pockets centred on (x, y). */
function wheel(x: number, y: number, r: number): string {
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const a0 = (i / 37) * 2 * Math.PI;
    const a1 = ((i + 1) / 37) * 2 * Math.PI;
    const p = (a: number, rr: number) => `${(x + rr * Math.sin(a)).toFixed(1)} ${(y - rr * Math.cos(a)).toFixed(1)}`;
    const fill = i === 0 ? '#16a34a' : i % 2 ? '#dc2626' : '#0f172a';
    return `<path d="M${p(a0, r)}A${r} ${r} 0 0 1 ${p(a1, r)}L${p(a1, r * 0.62)}A${r * 0.62} ${r * 0.62} 0 0 0 ${p(a0, r * 0.62)}Z" fill="${fill}"/>`;
  }).join('');
  return (
    `<circle cx="${x}" cy="${y}" r="${r + 6}" fill="#78350f" stroke="${GOLD}" stroke-width="3"/>${pockets}` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="#a16207"/><circle cx="${x}" cy="${y}" r="${r * 0.18}" fill="${GOLD}"/>` +
    `<path d="M${x} ${y - r * 0.5}V${y + r * 0.5}M${x - r * 0.5} ${y}H${x + r * 0.5}" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="${x + r * 0.78}" cy="${y - r * 0.3}" r="5" fill="#f8fafc"/>`
  );
}

/** A disc of xóc đĩa: red on one face, white on the other. */
const disc = (x: number, y: number, red: boolean) =>
  `<circle cx="${x}" cy="${y}" r="13" fill="${red ? '#dc2626' : '#f8fafc'}" stroke="${red ? '#7f1d1d' : '#94a3b8'}" stroke-width="2"/>`;

const TABLE_ART: Record<string, HouseArt> = {
  'baccarat-live': {
    colors: ['#065f46', '#1e1b4b'],
    emblem:
      card(40, 34, 'A', true, -10) +
      card(84, 34, '8', false, 6) +
      [
        bead(150, 40, '#ef4444'),
        bead(150, 58, '#ef4444'),
        bead(168, 40, '#3b82f6'),
        bead(186, 40, '#ef4444'),
        bead(186, 58, '#ef4444'),
        bead(186, 76, '#ef4444'),
        bead(204, 40, '#3b82f6'),
      ].join('') +
      `<text x="150" y="118" fill="${GOLD}" font-family="system-ui, sans-serif" font-size="22" font-weight="900">LIVE</text>`,
  },
  'dragon-tiger': {
    colors: ['#991b1b', '#1c1917'],
    emblem:
      card(42, 44, 'K', true, -8) +
      card(142, 44, '7', false, 8) +
      `<text x="120" y="96" text-anchor="middle" fill="${GOLD}" font-family="system-ui, sans-serif" font-size="28" font-weight="900">VS</text>` +
      `<text x="68" y="34" text-anchor="middle" fill="#fecaca" font-family="system-ui, sans-serif" font-size="18" font-weight="800">龍</text>` +
      `<text x="170" y="34" text-anchor="middle" fill="#fde68a" font-family="system-ui, sans-serif" font-size="18" font-weight="800">虎</text>`,
  },
  sicbo: {
    colors: ['#9a3412', '#3b0764'],
    emblem:
      `<ellipse cx="120" cy="120" rx="96" ry="22" fill="#000" opacity=".25"/>` +
      `<path d="M40 118c0-56 160-56 160 0z" fill="#fbbf24" opacity=".25"/>` +
      die(42, 64, 46, 6, -14) +
      die(97, 52, 46, 4, 6) +
      die(152, 66, 46, 5, 16) +
      `<text x="120" y="40" text-anchor="middle" fill="${GOLD}" font-family="system-ui, sans-serif" font-size="20" font-weight="900">TÀI · XỈU</text>`,
  },
  roulette: {
    colors: ['#14532d', '#0f172a'],
    emblem: wheel(120, 80, 56),
  },
  'xoc-dia': {
    colors: ['#7f1d1d', '#422006'],
    emblem:
      `<ellipse cx="120" cy="92" rx="88" ry="42" fill="#e7e5e4" stroke="${GOLD}" stroke-width="4"/>` +
      `<ellipse cx="120" cy="92" rx="70" ry="30" fill="#f5f5f4"/>` +
      disc(92, 84, true) +
      disc(124, 78, false) +
      disc(148, 96, true) +
      disc(112, 104, true) +
      `<path d="M150 30q40 10 50 40" fill="none" stroke="${GOLD}" stroke-width="3" stroke-dasharray="4 6"/>` +
      `<text x="40" y="40" fill="${GOLD}" font-family="system-ui, sans-serif" font-size="18" font-weight="900">CHẴN · LẺ</text>`,
  },
};

/** A live table's own picture, or undefined for any other game. */
export const tableArt = (gameCode: string): HouseArt | undefined => TABLE_ART[gameCode];
