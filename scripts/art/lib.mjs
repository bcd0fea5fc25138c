// Shared helpers for the hand-built Lotus SVG art. No external assets: everything is plain geometry.

export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

export const C = {
  navy: '#0b1220',
  navy2: '#111a2e',
  navy3: '#1b2740',
  teal: '#0f766e',
  teal2: '#14b8a6',
  teal3: '#5eead4',
  emerald: '#10b981',
  gold: '#f5c451',
  gold2: '#fde68a',
  gold3: '#c98a12',
  red: '#dc2626',
  white: '#f8fafc',
  grey: '#cbd5e1',
};

/** Round to 1 decimal so the files stay small (ns: 3 decimals, for scale factors). */
export const n = (v) => Math.round(v * 10) / 10;
export const ns = (v) => Math.round(v * 1000) / 1000;

/** Point on a circle; 0 degrees is straight up, clockwise. */
export function polar(cx, cy, r, deg) {
  const a = ((deg - 90) * Math.PI) / 180;
  return [n(cx + r * Math.cos(a)), n(cy + r * Math.sin(a))];
}

/** Ring segment between radii r0 < r1 and angles a0 < a1 (degrees). */
export function wedge(cx, cy, r0, r1, a0, a1) {
  const [x0, y0] = polar(cx, cy, r1, a0);
  const [x1, y1] = polar(cx, cy, r1, a1);
  const [x2, y2] = polar(cx, cy, r0, a1);
  const [x3, y3] = polar(cx, cy, r0, a0);
  const large = a1 - a0 > 180 ? 1 : 0;
  if (r0 <= 0) return `M${cx} ${cy}L${x0} ${y0}A${r1} ${r1} 0 ${large} 1 ${x1} ${y1}Z`;
  return `M${x0} ${y0}A${r1} ${r1} 0 ${large} 1 ${x1} ${y1}L${x2} ${y2}A${r0} ${r0} 0 ${large} 0 ${x3} ${y3}Z`;
}

/** Regular polygon points string. */
export function poly(cx, cy, r, sides, rot = 0) {
  const pts = [];
  for (let i = 0; i < sides; i++) pts.push(polar(cx, cy, r, rot + (360 / sides) * i).join(','));
  return pts.join(' ');
}

/** Star (alternating radii) points string. */
export function star(cx, cy, r0, r1, points, rot = 0) {
  const pts = [];
  for (let i = 0; i < points * 2; i++) pts.push(polar(cx, cy, i % 2 ? r1 : r0, rot + (180 / points) * i).join(','));
  return pts.join(' ');
}

/** Four-point sparkle path centred on (x, y). */
export function sparkle(x, y, r, fill = '#fff', op = 1) {
  const k = n(r * 0.18);
  const R = n(r);
  return `<path d="M0 ${-R}Q${k} ${-k} ${R} 0Q${k} ${k} 0 ${R}Q${-k} ${k} ${-R} 0Q${-k} ${-k} 0 ${-R}Z" transform="translate(${Math.round(x)} ${Math.round(y)})" fill="${fill}"${op === 1 ? '' : ` opacity="${n(op)}"`}/>`;
}

/** Deterministic PRNG so regenerating gives identical files. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function svg(w, h, body, { title, defs = '' } = {}) {
  const t = title ? `<title>${title}</title>` : '';
  if (body.includes('href="#cf"')) defs += CHIP_FACE;
  if (body.includes('href="#cn"')) defs += COIN_FACE;
  if (/href="#(cn|coin)"|url\(#(coin|cside)\)/.test(body) && !defs.includes('id="coin"')) defs += coinDefs();
  if ((body + defs).includes('href="#lf"')) defs += `<path id="lf" d="${LOTUS_D}"/>`;
  for (const k of Object.keys(SUIT)) if (body.includes(`href="#s-${k}"`)) defs += `<path id="s-${k}" d="${SUIT[k]}"/>`;
  // drop gradients nothing refers to (shared def helpers add a few extra)
  defs = defs.replace(/<(linearGradient|radialGradient) id="([^"]+)"[\s\S]*?<\/\1>/g, (m, _t, id) =>
    (body + defs).includes(`#${id})`) || (body + defs).includes(`#${id}"`) ? m : '',
  );
  const d = defs ? `<defs>${defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${title ? ' role="img"' : ' aria-hidden="true"'}>${t}${d}${body}</svg>\n`;
}

export const lin = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('')}</linearGradient>`;

export const rad = (id, stops, cx = 0.5, cy = 0.5, r = 0.5, extra = '') =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('')}</radialGradient>`;

// ---------------------------------------------------------------- the lotus mark
// Drawn in a 100x100 box: a cup of five petals over a gold water line.
const P_CENTER = 'M50 8C63 24 66 54 50 80C34 54 37 24 50 8Z';
const P_INNER = 'M51 81C30 75 20 54 22 26C38 34 52 52 51 81Z';
const P_OUTER = 'M54 83C27 85 9 72 3 48C21 50 40 60 54 83Z';
const MIRROR = 'matrix(-1 0 0 1 100 0)';

/** Gradients used by the mark; p is an id prefix so several marks can share one file. */
export function lotusDefs(p) {
  return (
    lin(`${p}g`, [
      [0, '#fff1b8'],
      [0.45, '#f5c451'],
      [1, '#c2850f'],
    ]) +
    lin(
      `${p}t`,
      [
        [0, '#7df2dc'],
        [0.5, '#1fb5a3'],
        [1, '#0f766e'],
      ],
      0,
      0,
      0.6,
      1,
    ) +
    lin(
      `${p}d`,
      [
        [0, '#22b8a4'],
        [1, '#0b5f58'],
      ],
      0,
      0,
      0.8,
      1,
    )
  );
}

/**
 * The mark. sep: colour of the thin separating outline (use the background colour) or null.
 * base: draw the gold water line under the flower.
 */
export function lotus(p, x, y, size, { sep = null, base = true, vein = true } = {}) {
  const s = ns(size / 100);
  const st = sep ? ` stroke="${sep}" stroke-width="2.4" stroke-linejoin="round"` : '';
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">` +
    `<path d="${P_OUTER}" fill="url(#${p}d)"${st}/>` +
    `<path d="${P_OUTER}" fill="url(#${p}d)"${st} transform="${MIRROR}"/>` +
    `<path d="${P_INNER}" fill="url(#${p}t)"${st}/>` +
    `<path d="${P_INNER}" fill="url(#${p}t)"${st} transform="${MIRROR}"/>` +
    `<path d="${P_CENTER}" fill="url(#${p}g)"${st}/>` +
    (vein
      ? `<path d="M50 20Q53 48 50 72" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.6" stroke-linecap="round"/>`
      : '') +
    (base
      ? `<path d="M16 89Q50 99 84 89" fill="none" stroke="url(#${p}g)" stroke-width="4" stroke-linecap="round"/>`
      : '') +
    `</g>`
  );
}

/**
 * Mirror a closed path of the form "M p0 C c c p1 C c c p2 ... Z" across x = 50, reversing its
 * direction so the combined path keeps one winding (no holes where petals overlap).
 */
function mirror(d) {
  const v = d.match(/-?\d*\.?\d+/g).map(Number);
  const pts = [];
  for (let i = 0; i < v.length; i += 2) pts.push([n(100 - v[i]), v[i + 1]]);
  // pts: p0, then triples (c1, c2, p) per curve
  const start = pts[0];
  const curves = [];
  for (let i = 1; i < pts.length; i += 3) curves.push(pts.slice(i, i + 3));
  const ends = [start, ...curves.map((c) => c[2])];
  let out = `M${ends[ends.length - 1].join(' ')}`;
  for (let i = curves.length - 1; i >= 0; i--) {
    const [c1, c2] = curves[i];
    out += `C${c2.join(' ')} ${c1.join(' ')} ${ends[i].join(' ')}`;
  }
  return `${out}Z`;
}
/** All five petals as one path, referenced as #lf from lotusFlat (svg() adds it to defs when used). */
export const LOTUS_D = P_OUTER + mirror(P_OUTER) + P_INNER + mirror(P_INNER) + P_CENTER;

/** A single-colour lotus (for emboss on coins, chips, watermarks). */
export function lotusFlat(x, y, size, fill, op = 1) {
  return `<use href="#lf" transform="translate(${n(x)} ${n(y)}) scale(${ns(size / 100)})" fill="${fill}"${op === 1 ? '' : ` opacity="${op}"`}/>`;
}

// ---------------------------------------------------------------- playing-card suits (20x20 box)
export const SUIT = {
  heart:
    'M10 18.5C4 13.6 0 10.3 0 5.6 0 2.5 2.3 0 5.3 0 7.3 0 9 1.1 10 2.9 11 1.1 12.7 0 14.7 0 17.7 0 20 2.5 20 5.6 20 10.3 16 13.6 10 18.5Z',
  diamond: 'M10 0L17.5 10 10 20 2.5 10Z',
  spade:
    'M10 0C13 4.2 20 7.8 20 12.4 20 15.2 17.9 17.1 15.4 17.1 13.7 17.1 12.2 16.3 11.3 15L12.6 20H7.4L8.7 15C7.8 16.3 6.3 17.1 4.6 17.1 2.1 17.1 0 15.2 0 12.4 0 7.8 7 4.2 10 0Z',
  club: 'M10 0.4A4.7 4.7 0 0 1 14.3 7 4.7 4.7 0 1 1 11.6 15L12.8 20H7.2L8.4 15A4.7 4.7 0 1 1 5.7 7 4.7 4.7 0 0 1 10 0.4Z',
};
export const suitColor = (s) => (s === 'heart' || s === 'diamond' ? '#d42a3a' : '#111827');

/** Place a suit glyph centred at (x, y) with a given size. */
export function suit(name, x, y, size, fill = suitColor(name)) {
  const s = ns(size / 20);
  return `<use href="#s-${name}" fill="${fill}" transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${s})"/>`;
}

/**
 * Playing card (face up, no rank text: big centre pip plus corner pips), w x h with top-left at 0,0,
 * then transformed by `tf`. p: prefix of a shared card gradient `${p}card`.
 */
export function card(p, tf, s, w = 120, h = 168) {
  const small = w * 0.13;
  return (
    `<g transform="${tf}">` +
    `<rect x="3" y="6" width="${w}" height="${h}" rx="${n(w * 0.1)}" fill="#000" opacity=".28"/>` +
    `<rect width="${w}" height="${h}" rx="${n(w * 0.1)}" fill="url(#${p}card)" stroke="#e2d6b0" stroke-width="1.2"/>` +
    `<rect x="${n(w * 0.07)}" y="${n(w * 0.07)}" width="${n(w * 0.86)}" height="${n(h - w * 0.14)}" rx="${n(w * 0.06)}" fill="none" stroke="${suitColor(s)}" stroke-opacity=".14" stroke-width="1"/>` +
    suit(s, w * 0.17, w * 0.2, small) +
    `<g transform="rotate(180 ${n(w * 0.83)} ${n(h - w * 0.2)})">${suit(s, w * 0.83, h - w * 0.2, small)}</g>` +
    suit(s, w / 2, h / 2, w * 0.42) +
    `</g>`
  );
}

/** Card back with lotus pattern. */
export function cardBack(p, tf, w = 120, h = 168) {
  return (
    `<g transform="${tf}">` +
    `<rect x="3" y="6" width="${w}" height="${h}" rx="${n(w * 0.1)}" fill="#000" opacity=".28"/>` +
    `<rect width="${w}" height="${h}" rx="${n(w * 0.1)}" fill="url(#${p}back)" stroke="#f5c451" stroke-width="1.5"/>` +
    `<rect x="${n(w * 0.08)}" y="${n(w * 0.08)}" width="${n(w * 0.84)}" height="${n(h - w * 0.16)}" rx="${n(w * 0.06)}" fill="none" stroke="#f5c451" stroke-opacity=".55" stroke-width="1"/>` +
    lotusFlat(w / 2 - w * 0.28, h / 2 - w * 0.3, w * 0.56, '#f5c451', 0.85) +
    `</g>`
  );
}

export const cardDefs = (p) =>
  lin(`${p}card`, [
    [0, '#ffffff'],
    [1, '#f1ead6'],
  ]) +
  lin(
    `${p}back`,
    [
      [0, '#14807a'],
      [1, '#0a3f3c'],
    ],
    0,
    0,
    1,
    1,
  );

// Chip face (radius 50, colour from the `color` attribute of the <use>) and coin face (radius 50).
const CHIP_FACE =
  '<g id="cf"><circle r="50" fill="currentColor"/>' +
  '<circle r="41" fill="none" stroke="#fff" stroke-width="11" stroke-dasharray="16.1 16.1" opacity=".92"/>' +
  '<circle r="31" fill="currentColor" stroke="#fff" stroke-opacity=".55" stroke-width="2.5" stroke-dasharray="4 4"/>' +
  '<circle r="25" fill="#fff" opacity=".13"/><use href="#lf" transform="translate(-18 -20) scale(.36)" fill="#fff" opacity=".85"/></g>';
const COIN_FACE =
  '<g id="cn"><circle r="50" fill="#a86f0c"/><circle r="46" fill="url(#coin)"/>' +
  '<circle r="37" fill="none" stroke="#a86f0c" stroke-opacity=".5" stroke-width="3"/>' +
  '<use href="#lf" transform="translate(-21 -24) scale(.42)" fill="#b7790f" opacity=".7"/>' +
  '<ellipse cx="-17" cy="-20" rx="15" ry="7" transform="rotate(-35 -17 -20)" fill="#fff" opacity=".45"/></g>';

/** Casino chip, top-down then squashed by `tilt` (1 = face on). color = chip colour. */
export function chip(x, y, r, color, { tilt = 1, rot = 0 } = {}) {
  const th = n(r * 0.22 * (1 - tilt) + 2);
  const k = ns(r / 50);
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">` +
    (tilt < 1
      ? `<ellipse cy="${th}" rx="${r}" ry="${n(r * tilt)}" fill="${color}"/><ellipse cy="${th}" rx="${r}" ry="${n(r * tilt)}" fill="#000" opacity=".4"/>`
      : '') +
    `<use href="#cf" color="${color}" transform="scale(${k} ${ns(k * tilt)})"/></g>`
  );
}

/** Gold coin (tilted ellipse with thickness) with embossed lotus. */
export function coin(x, y, r, { tilt = 0.45, rot = 0 } = {}) {
  const ry = n(r * tilt);
  const th = n(r * 0.16);
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">` +
    `<ellipse cy="${th}" rx="${r}" ry="${ry}" fill="#9a6508"/>` +
    `<rect x="${-r}" width="${2 * r}" height="${th}" fill="url(#cside)"/>` +
    `<use href="#cn" transform="scale(${ns(r / 50)} ${ns((r / 50) * tilt)})"/></g>`
  );
}

/** Coin seen face on (for floating coins). */
export function coinFace(x, y, r, rot = 0) {
  return `<use href="#cn" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(rot)}) scale(${ns(r / 50)})"/>`;
}

export const coinDefs = () =>
  lin(
    'coin',
    [
      [0, '#fff1b0'],
      [0.45, '#f5c451'],
      [1, '#d08f14'],
    ],
    0,
    0,
    1,
    1,
  ) +
  lin(
    'cside',
    [
      [0, '#8a5a08'],
      [0.35, '#e0a52a'],
      [0.6, '#f7d27a'],
      [1, '#9a6508'],
    ],
    0,
    0,
    1,
    0,
  );

/** Stack of tilted coins, bottom coin centre at (x, y). */
export function coinStack(x, y, r, count, tilt = 0.42) {
  const h = r * 0.2;
  const ry = n(r * tilt);
  const top = n(y - (count - 1) * h);
  const bot = n(y + h);
  let out = `<ellipse cx="${n(x)}" cy="${n(y + r * tilt + 6)}" rx="${n(r * 1.15)}" ry="${n(r * tilt * 0.7)}" fill="#000" opacity=".35"/>`;
  out += `<path d="M${n(x - r)} ${top}V${bot}A${r} ${ry} 0 0 0 ${n(x + r)} ${bot}V${top}Z" fill="url(#cside)"/>`;
  let ridges = '';
  for (let i = 0; i < count; i++) {
    const cy = n(y - i * h + h);
    ridges += `M${n(x - r)} ${cy}A${r} ${ry} 0 0 0 ${n(x + r)} ${cy}`;
  }
  out += `<path d="${ridges}" fill="none" stroke="#7a4f0a" stroke-opacity=".7" stroke-width="1.3"/>`;
  out += `<ellipse cx="${n(x)}" cy="${top}" rx="${r}" ry="${ry}" fill="url(#coin)" stroke="#fff3c4" stroke-opacity=".6"/>`;
  out += `<ellipse cx="${n(x)}" cy="${top}" rx="${n(r * 0.76)}" ry="${n(r * tilt * 0.76)}" fill="none" stroke="#a86f0c" stroke-opacity=".5" stroke-width="${n(r * 0.06)}"/>`;
  out += `<g transform="translate(${n(x)} ${top}) scale(1 ${tilt})">${lotusFlat(-r * 0.42, -r * 0.48, r * 0.84, '#b7790f', 0.7)}</g>`;
  return out;
}

/** Classic football drawn with pentagon panels, clipped to its circle. p: id prefix. */
export function football(p, cx, cy, R) {
  const pent = (x, y, r, rot) => poly(x, y, r, 5, rot);
  let panels = `<polygon points="${pent(cx, cy, R * 0.3, 0)}" fill="#142033"/>`;
  let seams = '';
  for (let k = 0; k < 5; k++) {
    const a = k * 72;
    const [vx, vy] = polar(cx, cy, R * 0.3, a);
    const [ox, oy] = polar(cx, cy, R * 0.98, a);
    panels += `<polygon points="${pent(ox, oy, R * 0.32, a + 180)}" fill="#142033"/>`;
    const [ix, iy] = polar(ox, oy, R * 0.32, a + 180);
    seams += `M${vx} ${vy}L${ix} ${iy}`;
    // hexagon edge joining this panel to the next one round
    const [s1x, s1y] = polar(ox, oy, R * 0.32, a + 180 + 288);
    const [ox2, oy2] = polar(cx, cy, R * 0.98, a + 72);
    const [s2x, s2y] = polar(ox2, oy2, R * 0.32, a + 72 + 180 + 72);
    seams += `M${s1x} ${s1y}L${s2x} ${s2y}`;
  }
  return (
    `<clipPath id="${p}fb"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>` +
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#${p}ball)"/>` +
    `<g clip-path="url(#${p}fb)">${panels}<path d="${seams}" stroke="#64748b" stroke-width="${n(R * 0.025)}" fill="none"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#${p}ballshade)"/></g>` +
    `<ellipse cx="${n(cx - R * 0.38)}" cy="${n(cy - R * 0.45)}" rx="${n(R * 0.28)}" ry="${n(R * 0.14)}" transform="rotate(-35 ${n(cx - R * 0.38)} ${n(cy - R * 0.45)})" fill="#fff" opacity=".55"/>`
  );
}

export const footballDefs = (p) =>
  rad(
    `${p}ball`,
    [
      [0, '#ffffff'],
      [0.7, '#e2e8f0'],
      [1, '#94a3b8'],
    ],
    0.38,
    0.32,
    0.75,
  ) +
  rad(
    `${p}ballshade`,
    [
      [0.55, '#0b1220', 0],
      [1, '#0b1220', 0.55],
    ],
    0.4,
    0.35,
    0.75,
  );

// ---------------------------------------------------------------- banner scenery
/** Light rays (thin triangles) fanning out of (cx, cy). */
export function rays(cx, cy, count, r, fill, spread = 4, offset = 0) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = offset + (360 / count) * i;
    const p1 = polar(cx, cy, r, a - spread / 2).map(Math.round);
    const p2 = polar(cx, cy, r, a + spread / 2).map(Math.round);
    d += `M${cx} ${cy}L${p1.join(' ')}L${p2.join(' ')}Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

// Soft out-of-focus lights; colours index the bk0..bk2 gradients from bokehDefs() (gold, teal, white
// unless other colours are given).
export const bokehDefs = (colors = ['#fde68a', '#5eead4', '#ffffff']) =>
  colors
    .map((c, i) =>
      rad(`bk${i}`, [
        [0, c, 0.9],
        [1, c, 0],
      ]),
    )
    .join('');

export function bokeh(seed, count, x0, x1, y0, y1, kinds = [0, 1, 2], rMin = 3, rMax = 14) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const k = kinds[Math.floor(r() * kinds.length)];
    out += `<circle cx="${Math.round(x0 + r() * (x1 - x0))}" cy="${Math.round(y0 + r() * (y1 - y0))}" r="${Math.round(rMin + r() * (rMax - rMin))}" fill="url(#bk${k})" opacity="${n(0.2 + r() * 0.5)}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------- gift box
/** Gradients of giftBox: box and lid colours (teal unless given), gold ribbon. */
export const giftDefs = (box = ['#18a592', '#0a4f49'], lid = ['#1fb8a3', '#0c625a']) =>
  lin(
    'box',
    [
      [0, box[0]],
      [1, box[1]],
    ],
    0,
    0,
    1,
    1,
  ) +
  lin(
    'lid',
    [
      [0, lid[0]],
      [1, lid[1]],
    ],
    0,
    0,
    1,
    1,
  ) +
  lin(
    'rb',
    [
      [0, '#fff1b8'],
      [0.5, '#f5c451'],
      [1, '#b7790f'],
    ],
    0,
    0,
    1,
    0,
  );

/**
 * Open gift box, 260 wide, its body's top edge centred on (300, 552), the lid with its bow floating
 * above it, tilted. tf moves it elsewhere; inside: the colour seen in the open top.
 */
export function giftBox(tf = '', inside = '#07312d') {
  const b =
    `<path d="M180 552H420L410 530H190Z" fill="${inside}"/>` +
    `<rect x="170" y="552" width="260" height="156" rx="10" fill="url(#box)"/>` +
    `<path d="M300 552H420Q430 552 430 562V698Q430 708 420 708H300Z" fill="#000" opacity=".16"/>` +
    `<rect x="282" y="552" width="36" height="156" fill="url(#rb)"/>` +
    `<rect x="170" y="552" width="260" height="10" fill="#000" opacity=".2"/>` +
    lotusFlat(196, 600, 70, '#f5c451', 0.55) +
    lotusFlat(334, 600, 70, '#f5c451', 0.55) +
    `<g transform="rotate(-10 300 430)">` +
    `<rect x="152" y="420" width="296" height="56" rx="9" fill="url(#lid)"/><rect x="152" y="460" width="296" height="16" rx="6" fill="#000" opacity=".2"/>` +
    `<rect x="282" y="420" width="36" height="56" fill="url(#rb)"/>` +
    `<g fill="none" stroke="url(#rb)" stroke-width="13" stroke-linejoin="round"><path d="M300 418C280 378 226 366 232 396C236 416 280 418 300 418Z"/><path d="M300 418C320 378 374 366 368 396C364 416 320 418 300 418Z"/></g>` +
    `<circle cx="300" cy="417" r="13" fill="#f5c451" stroke="#b7790f" stroke-width="2"/>` +
    `</g>`;
  return tf ? `<g transform="${tf}">${b}</g>` : b;
}

// ---------------------------------------------------------------- big figures ("100%", "1 2 3")
// Digits drawn as thick round strokes (no font needed: the art looks the same everywhere). Skeletons in
// a box 100 high; `w` is the advance, `s` scales the stroke (the percent sign is lighter).
const STROKE = 22;
const GLYPHS = {
  0: { w: 64, d: 'M11 32A21 21 0 0 1 53 32V68A21 21 0 0 1 11 68Z' },
  1: { w: 46, d: 'M11 27L31 11V89' },
  2: { w: 64, d: 'M12 32A20 20 0 1 1 47 45L13 89H53' },
  3: { w: 62, d: 'M13 11H49L29 41A24 24 0 1 1 11 78' },
  5: { w: 62, d: 'M49 11H17L14 44A25 25 0 1 1 11 80' },
  '%': {
    w: 74,
    s: 0.62,
    d: 'M56 10L18 90M19 24m-10 0a10 10 0 1 0 20 0a10 10 0 1 0-20 0M55 76m-10 0a10 10 0 1 0 20 0a10 10 0 1 0-20 0',
  },
};
const GAP = 7;

/** Width of `text` drawn by figure() at height h. */
const figureWidth = (text, h) => ([...text].reduce((w, ch) => w + GLYPHS[ch].w + GAP, 0) - GAP) * (h / 100);

/** Move a path made of M L H V A (absolute) and m a Z (relative) commands dx to the right. */
function shiftX(d, dx) {
  return d.replace(/([MLHVAZmaz])([^MLHVAZmaz]*)/g, (_, c, args) => {
    const v = (args.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    if (c === 'M' || c === 'L') for (let i = 0; i < v.length; i += 2) v[i] += dx;
    if (c === 'H') for (let i = 0; i < v.length; i++) v[i] += dx;
    if (c === 'A') for (let i = 5; i < v.length; i += 7) v[i] += dx;
    return c + v.join(' ');
  });
}

/**
 * A big figure centred on x with its baseline at y, h high, slanted: a drop shadow, a dark extruded edge
 * and a stroke with the gradient `face` (an id). Only the glyphs in GLYPHS can be drawn.
 */
export function figure(text, x, y, h, { face, edge = '#3b2506', depth = 5, slant = -8 } = {}) {
  const byStroke = new Map();
  let at = 0;
  for (const ch of text) {
    const g = GLYPHS[ch];
    const s = g.s ?? 1;
    byStroke.set(s, (byStroke.get(s) ?? '') + shiftX(g.d, at));
    at += g.w + GAP;
  }
  const paths = (more) =>
    [...byStroke].map(([s, d]) => `<path d="${d}" stroke-width="${n(STROKE * s + more)}"/>`).join('');
  const outlined = paths(9);
  return (
    `<g transform="translate(${n(x - figureWidth(text, h) / 2)} ${n(y - h)}) skewX(${slant}) scale(${ns(h / 100)})" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<g transform="translate(${depth + 4} ${depth + 10})" stroke="#000" stroke-opacity=".35">${outlined}</g>` +
    `<g transform="translate(${n(depth * 0.5)} ${depth})" stroke="${edge}">${outlined}</g>` +
    `<g stroke="${edge}">${outlined}</g>` +
    `<g stroke="url(#${face})">${paths(0)}</g>` +
    `</g>`
  );
}
