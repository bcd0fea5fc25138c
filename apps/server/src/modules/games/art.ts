import crypto from 'node:crypto';
import { HOUSE_VASSALAGE } from '@lotus/contracts';
import { houseArt } from './houseArt';
import { tableArt } from './tableArt';

/**
 * Game tiles drawn from a game's name and category: a gradient whose hue comes from the name, the
 * category's emblem, and the name itself. Deterministic, so a tile never changes between requests
 * and can be cached; no picture comes from another company's server (DESIGN.md, "Web").
 */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Base hue of each category; the name shifts it by up to ±40°. */
const CATEGORY_HUE: Record<string, number> = {
  RNG: 160,
  LIVE: 350,
  PVP: 28,
  FISH: 200,
  SPORTS: 120,
  ESPORTS: 265,
  LOTT: 45,
  ELOTT: 300,
};

/** One slot symbol drawn at (x, y) (its centre), for the reels of a slot tile. */
function reelSymbol(kind: number, x: number, y: number, accent: string): string {
  switch (kind % 4) {
    case 0: // a 7
      return `<text x="${x}" y="${y + 12}" fill="${accent}" font-weight="900" font-size="34" text-anchor="middle" font-family="system-ui, sans-serif">7</text>`;
    case 1: // cherries
      return `<g><path d="M${x - 8} ${y + 4}q4-18 14-22M${x + 8} ${y + 6}q-2-16 -2-24" fill="none" stroke="#4ade80" stroke-width="3"/><circle cx="${x - 8}" cy="${y + 8}" r="8" fill="#f43f5e"/><circle cx="${x + 8}" cy="${y + 10}" r="8" fill="#e11d48"/></g>`;
    case 2: // a bell
      return `<path d="M${x} ${y - 16}c-10 0-13 9-13 18 0 6-3 8-5 10h36c-2-2-5-4-5-10 0-9-3-18-13-18z" fill="${accent}"/><circle cx="${x}" cy="${y + 15}" r="4" fill="${accent}"/>`;
    default: // a gem
      return `<path d="M${x - 14} ${y - 6}l6-9h16l6 9-14 20z" fill="#38bdf8" stroke="#e0f2fe" stroke-width="2" stroke-linejoin="round"/>`;
  }
}

function emblem(category: string, accent: string, variant: number): string {
  const s = `fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`;
  switch (category) {
    case 'RNG': // three reels, whose symbols differ from game to game
      return `<g ${s}><rect x="66" y="60" width="108" height="70" rx="10"/><path d="M102 60v70M138 60v70"/></g>${[84, 120, 156].map((x, i) => reelSymbol(variant + (i === 1 ? variant >> 2 : 0), x, 96, accent)).join('')}`;
    case 'LIVE': // two cards
      return `<g ${s}><rect x="78" y="56" width="52" height="74" rx="7" transform="rotate(-12 104 93)"/><rect x="112" y="56" width="52" height="74" rx="7" transform="rotate(10 138 93)"/></g><path d="M140 84c-8-10-20 0-10 10l10 10 10-10c10-10-2-20-10-10z" fill="${accent}"/>`;
    case 'PVP': // a chip
      return `<g ${s}><circle cx="120" cy="94" r="38"/><circle cx="120" cy="94" r="22"/><path d="M120 56v12M120 120v12M82 94h12M146 94h12M93 67l8 8M139 113l8 8M147 67l-8 8M101 113l-8 8"/></g>`;
    case 'FISH':
      return `<g ${s}><path d="M70 94c20-30 60-30 84 0-24 30-64 30-84 0z"/><path d="M154 94l22-18v36z"/></g><circle cx="94" cy="88" r="5" fill="${accent}"/>`;
    case 'SPORTS': // a ball
      return `<g ${s}><circle cx="120" cy="94" r="38"/><path d="M120 76l16 12-6 19h-20l-6-19z"/><path d="M120 56v20M156 86l-20 2M142 124l-12-17M98 124l12-17M84 86l20 2"/></g>`;
    case 'ESPORTS': // a game pad
      return `<g ${s}><path d="M80 76h80c14 0 22 40 12 48-8 6-18-6-26-14H94c-8 8-18 20-26 14-10-8-2-48 12-48z"/><path d="M96 88v16M88 96h16"/></g><circle cx="144" cy="92" r="5" fill="${accent}"/><circle cx="154" cy="102" r="5" fill="${accent}"/>`;
    default: // LOTT, ELOTT: lottery balls
      return `<g ${s}><circle cx="96" cy="100" r="22"/><circle cx="144" cy="100" r="22"/><circle cx="120" cy="70" r="22"/></g><g fill="${accent}" font-weight="800" font-size="20" text-anchor="middle" font-family="system-ui, sans-serif"><text x="96" y="107">8</text><text x="144" y="107">6</text><text x="120" y="77">9</text></g>`;
  }
}

/** Splits a name into at most two lines of about `width` characters. */
function lines(name: string, width = 16): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  if (out.length <= 2) return out;
  const second = out.slice(1).join(' ');
  return [out[0]!, second.length > width ? `${second.slice(0, width - 1)}…` : second];
}

/** A game's tile: the house games have their own pictures (houseArt.ts), others one drawn from name and category. */
export function gameTileSvg(input: { name: string; category: string; vendor: string; code: string }): string {
  const own = input.vendor === HOUSE_VASSALAGE ? (houseArt(input.code) ?? tableArt(input.code)) : undefined;
  const digest = crypto.createHash('sha256').update(`${input.category}:${input.name}`).digest();
  const hue = ((CATEGORY_HUE[input.category] ?? 200) + (digest[0]! % 81) - 40 + 360) % 360;
  const hue2 = (hue + 25 + (digest[1]! % 30)) % 360;
  const angle = digest[2]! % 360;
  const accent = `hsl(${(hue + 180) % 360} 90% 78%)`;
  const sparkles = Array.from({ length: 6 }, (_, i) => {
    const x = 20 + (digest[3 + i]! % 200);
    const y = 16 + (digest[9 + i]! % 120);
    const r = 1 + (digest[15 + i]! % 3);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".5"/>`;
  }).join('');
  const text = lines(input.name);
  const firstY = text.length === 1 ? 178 : 168;
  const title = text.map((l, i) => `<text x="120" y="${firstY + i * 22}">${esc(l)}</text>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img">` +
    `<title>${esc(input.name)}</title>` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${own?.colors[0] ?? `hsl(${hue} 70% 38%)`}"/><stop offset="1" stop-color="${own?.colors[1] ?? `hsl(${hue2} 75% 18%)`}"/></linearGradient></defs>` +
    `<rect width="240" height="240" rx="18" fill="url(#g)"/>${sparkles}` +
    `<circle cx="120" cy="94" r="62" fill="#fff" opacity=".08"/>${own?.emblem ?? emblem(input.category, accent, digest[21]!)}` +
    `<g fill="#fff" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="19" font-weight="800" text-anchor="middle">${title}</g>` +
    `<text x="120" y="224" fill="#fff" opacity=".7" font-family="system-ui, sans-serif" font-size="10" font-weight="700" letter-spacing="2" text-anchor="middle">${esc(input.vendor.replace(/_/g, ' '))}</text>` +
    `</svg>`
  );
}
