import {
  n,
  lin,
  rad,
  svg,
  poly,
  star,
  polar,
  sparkle,
  rng,
  lotusFlat,
  coinFace,
  coinStack,
  rays,
  bokeh,
  bokehDefs,
  giftBox,
  giftDefs,
  figure,
} from './lib.mjs';

// Promotion banners, 1200x480 (5:2). The page prints the title and summary under the picture, so the art
// carries no words: one big figure or symbol and its object, on the home banners' dark glow. Cards crop
// to 16:7 and the detail page to 16:6, so everything that matters stays within x 70..1130, y 25..455.
const W = 1200;
const H = 480;

const GOLD = ['#fffbea', '#fde68a', '#f5c451', '#c98a12'];

/** Vertical metal gradient (light on top) from a list of colours spread evenly. */
const metal = (id, colors, x2 = 0, y2 = 1) =>
  lin(
    id,
    colors.map((c, i) => [n(i / (colors.length - 1)), c]),
    0,
    0,
    x2,
    y2,
  );

/** A glossy sphere: white highlight up left, `light` then `dark` towards the rim. */
const shiny = (id, light, dark) =>
  rad(
    id,
    [
      [0, '#fff'],
      [0.28, light],
      [1, dark],
    ],
    0.35,
    0.3,
    0.72,
  );

/** Background, glow and rays round the focus (fx, fy), bokeh; and the vignette gradient #vg. */
function scene({ bg, glow, focus: [fx, fy], rayCount, lights, seed }) {
  const defs =
    metal('bg', bg, 1, 1) +
    rad('gl', [
      [0, glow, 0.5],
      [0.35, glow, 0.15],
      [1, glow, 0],
    ]) +
    rad(
      'ry',
      [
        [0, glow, 0.24],
        [1, glow, 0],
      ],
      fx,
      fy,
      600,
      ' gradientUnits="userSpaceOnUse"',
    ) +
    rad('vg', [
      [0.55, '#000', 0],
      [1, '#000', 0.5],
    ]) +
    bokehDefs(lights);
  const b =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="${fx}" cy="${fy}" rx="480" ry="330" fill="url(#gl)"/>` +
    rays(fx, fy, rayCount, 640, 'url(#ry)', 5, 4) +
    bokeh(seed, 16, 0, W, 0, H, [0, 1, 2], 3, 12);
  return { defs, b };
}

/** Scattered sparkles from a seed, inside a box. */
function sparkles(seed, count, x0, x1, y0, y1) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++)
    out += sparkle(x0 + r() * (x1 - x0), y0 + r() * (y1 - y0), n(5 + r() * 11), '#fff7d6', n(0.55 + r() * 0.4));
  return out;
}

/** Confetti: small tilted strips in the given colours, one path per colour. */
function confetti(seed, count, x0, x1, y0, y1, colors) {
  const r = rng(seed);
  const d = colors.map(() => '');
  for (let i = 0; i < count; i++) {
    const [x, y] = [x0 + r() * (x1 - x0), y0 + r() * (y1 - y0)];
    const [w, h] = [6 + r() * 6, 12 + r() * 8];
    const a = r() * Math.PI;
    const [ux, uy, vx, vy] = [Math.cos(a) * w, Math.sin(a) * w, -Math.sin(a) * h, Math.cos(a) * h];
    d[i % colors.length] += `M${n(x)} ${n(y)}l${n(ux)} ${n(uy)}l${n(vx)} ${n(vy)}l${n(-ux)} ${n(-uy)}z`;
  }
  return colors.map((c, i) => `<path d="${d[i]}" fill="${c}" opacity=".85"/>`).join('');
}

/** Floating coins round a point: [angle, distance, radius] triples. */
const coinsAround = (cx, cy, spots) =>
  spots
    .map(([a, d, r], i) => {
      const [x, y] = polar(cx, cy, d, a);
      return coinFace(x, y, r, ((i * 37) % 70) - 35);
    })
    .join('');

// ---------------------------------------------------------------- the eight banners
function welcome() {
  const defs =
    metal('fc', GOLD) +
    giftDefs() +
    lin('beam', [
      [0, '#fff7d6', 0],
      [1, '#fff7d6', 0.5],
    ]) +
    rad('core', [
      [0, '#ffffff', 0.95],
      [0.3, '#fde68a', 0.6],
      [1, '#fde68a', 0],
    ]);
  let b = '';
  b += `<path d="M760 290H960L1110 0H610Z" fill="url(#beam)" opacity=".5"/>`;
  b += `<ellipse cx="860" cy="282" rx="170" ry="80" fill="url(#core)"/>`;
  b += `<ellipse cx="860" cy="444" rx="190" ry="20" fill="#000" opacity=".45"/>`;
  b += giftBox('translate(560 -268)');
  b += coinsAround(860, 280, [
    [-62, 230, 18],
    [-40, 190, 24],
    [-12, 230, 16],
    [18, 200, 22],
    [44, 240, 17],
    [66, 210, 25],
    [-80, 300, 14],
    [84, 300, 14],
  ]);
  b += figure('100%', 352, 322, 186, { face: 'fc', edge: '#3b2506' });
  return [defs, b];
}

function reload() {
  const defs =
    metal('fc', ['#fff4d6', '#fed7aa', '#fb923c', '#c2410c']) +
    lin(
      'arw',
      [
        [0, '#fde68a'],
        [1, '#f97316'],
      ],
      0,
      0,
      1,
      1,
    );
  let b = '';
  // a reload arrow circling the coins: a 300 degree arc with an arrowhead
  const [ax, ay] = polar(870, 250, 175, 30);
  const [bx, by] = polar(870, 250, 175, 330);
  b += `<path d="M${ax} ${ay}A175 175 0 1 1 ${bx} ${by}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="30" transform="translate(4 8)"/>`;
  b += `<path d="M${ax} ${ay}A175 175 0 1 1 ${bx} ${by}" fill="none" stroke="url(#arw)" stroke-width="26" stroke-linecap="round"/>`;
  const tip = [polar(870, 250, 218, 334), polar(870, 250, 132, 334), polar(870, 250, 175, 14)];
  b += `<path d="M${tip.map((p) => p.join(' ')).join('L')}Z" fill="#fcd34d" stroke="#fcd34d" stroke-width="8" stroke-linejoin="round"/>`;
  b += `<circle cx="870" cy="300" r="150" fill="url(#gl)"/>`;
  b += coinStack(810, 350, 56, 6) + coinStack(950, 372, 58, 4) + coinStack(870, 412, 50, 2);
  b += coinsAround(870, 250, [
    [-70, 260, 20],
    [-105, 250, 15],
    [95, 250, 22],
    [120, 270, 15],
    [10, 245, 18],
  ]);
  b += figure('50%', 352, 322, 186, { face: 'fc', edge: '#4a1a04' });
  return [defs, b];
}

function daily() {
  const defs =
    rad('sun', [
      [0, '#fffbea'],
      [0.55, '#fde047'],
      [1, '#f59e0b'],
    ]) +
    rad('sg', [
      [0, '#fde047', 0.6],
      [1, '#fde047', 0],
    ]) +
    metal('pg', ['#ffffff', '#e7efe9']) +
    metal('hd', ['#34d399', '#059669', '#047857']);
  let b = '';
  // the sun rising behind the calendar's corner
  b += `<circle cx="790" cy="128" r="210" fill="url(#sg)"/>`;
  b += `<polygon points="${star(790, 128, 150, 110, 14)}" fill="#fbbf24" opacity=".55"/>`;
  b += `<circle cx="790" cy="128" r="96" fill="url(#sun)"/>`;
  // calendar page
  const x = 420;
  const y = 92;
  const w = 360;
  const h = 330;
  b += `<rect x="${x + 10}" y="${y + 18}" width="${w}" height="${h}" rx="26" fill="#000" opacity=".35"/>`;
  b += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="url(#pg)"/>`;
  b += `<path d="M${x} ${y + 84}V${y + 26}Q${x} ${y} ${x + 26} ${y}H${x + w - 26}Q${x + w} ${y} ${x + w} ${y + 26}V${y + 84}Z" fill="url(#hd)"/>`;
  b += `<rect x="${x}" y="${y + 80}" width="${w}" height="6" fill="#000" opacity=".12"/>`;
  for (const rx of [x + 80, x + w - 80])
    b += `<rect x="${rx - 10}" y="${y - 26}" width="20" height="56" rx="10" fill="#cbd5e1" stroke="#64748b" stroke-width="3"/><circle cx="${rx}" cy="${y + 40}" r="9" fill="#065f46"/>`;
  // day cells: past days ticked, today a gold coin, later days blank
  let cells = '';
  let ticks = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 6; c++) {
      const cx = x + 38 + c * 57;
      const cy = y + 130 + r * 70;
      const i = r * 6 + c;
      if (i === 8) continue;
      cells += `M${cx - 22} ${cy - 24}h44v48h-44z`;
      if (i < 8) ticks += `M${cx - 11} ${cy}l8 9 15 -18`;
    }
  b += `<path d="${cells}" fill="#d1fae5" stroke="#a7f3d0" stroke-width="2" stroke-linejoin="round"/>`;
  b += `<path d="${ticks}" fill="none" stroke="#059669" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const [tx, ty] = [x + 38 + 2 * 57, y + 130 + 70];
  b += `<circle cx="${tx}" cy="${ty}" r="44" fill="#fde047" opacity=".35"/>`;
  b += coinFace(tx, ty, 34, -12);
  b += coinStack(270, 400, 52, 5) + coinStack(360, 428, 44, 2) + coinStack(930, 404, 54, 4);
  b += coinsAround(600, 250, [
    [-62, 330, 22],
    [-80, 420, 16],
    [-52, 450, 14],
    [64, 360, 20],
    [98, 430, 14],
  ]);
  return [defs, b];
}

function rescue() {
  const defs =
    metal('fc', ['#ffffff', '#dbeafe', '#93c5fd', '#3b82f6']) +
    rad('sh', [
      [0.6, '#000', 0],
      [0.85, '#000', 0.05],
      [1, '#000', 0.35],
    ]) +
    rad('hl', [
      [0, '#fff', 0.5],
      [1, '#fff', 0],
    ]) +
    metal('sea', ['#1d4ed8', '#0b2a66']);
  let b = '';
  const cx = 880;
  const cy = 250;
  // ring: white with four red bands, rope loops between the bands, shading on top
  const L = n((2 * Math.PI * 118) / 8);
  b += `<circle cx="${cx + 8}" cy="${cy + 14}" r="118" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="78"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="118" fill="none" stroke="#f8fafc" stroke-width="76"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="118" fill="none" stroke="#ef4444" stroke-width="76" stroke-dasharray="${L} ${L}" transform="rotate(-22 ${cx} ${cy})"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="157" fill="url(#sh)"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="80" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="3"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="156" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="2"/>`;
  // rope loops between the red bands
  let rope = '';
  for (let k = 0; k < 4; k++) {
    const [x0, y0] = polar(cx, cy, 150, k * 90);
    const [qx, qy] = polar(cx, cy, 236, k * 90 + 45);
    const [x1, y1] = polar(cx, cy, 150, k * 90 + 90);
    rope += `M${x0} ${y0}Q${qx} ${qy} ${x1} ${y1}`;
  }
  b += `<path d="${rope}" fill="none" stroke="#e9d8a6" stroke-width="8" stroke-linecap="round"/>`;
  b += `<path d="${rope}" fill="none" stroke="#a1844a" stroke-width="8" stroke-dasharray="3 6"/>`;
  b += `<ellipse cx="${cx - 60}" cy="${cy - 80}" rx="70" ry="26" transform="rotate(-35 ${cx - 60} ${cy - 80})" fill="url(#hl)"/>`;
  // sea in front of the ring's lower part: two rows of waves
  const waves = (y, amp) => {
    let d = `M-60 ${y}`;
    for (let x = -60; x < W; x += 120) d += `q30 -${amp} 60 0t60 0`;
    return d;
  };
  b += `<path d="${waves(372, 16)}V${H}H-60Z" fill="url(#sea)" opacity=".85"/>`;
  b += `<path d="${waves(372, 16)}" fill="none" stroke="#bfdbfe" stroke-opacity=".6" stroke-width="3"/>`;
  b += `<path d="${waves(410, 12)}V${H}H-60Z" fill="#0b2a66" opacity=".8" transform="translate(40 0)"/>`;
  b += `<path d="${waves(410, 12)}" fill="none" stroke="#93c5fd" stroke-opacity=".4" stroke-width="2" transform="translate(40 0)"/>`;
  b += figure('10%', 352, 322, 186, { face: 'fc', edge: '#0a2350' });
  return [defs, b];
}

function birthday() {
  const balloonColors = [
    ['#f9a8d4', '#db2777'],
    ['#c4b5fd', '#7c3aed'],
    ['#fde68a', '#d97706'],
    ['#99f6e4', '#0d9488'],
  ];
  const defs =
    balloonColors.map(([a, c], i) => shiny(`b${i}`, a, c)).join('') +
    metal('ck', ['#7c2d5f', '#4a1740']) +
    metal('cr', ['#fbcfe8', '#f472b6']) +
    rad('fl', [
      [0, '#fffbea'],
      [0.5, '#fde047'],
      [1, '#f97316', 0],
    ]);
  let b = '';
  // balloons with curled strings
  const balloon = (x, y, r, c, tilt) =>
    `<path d="M${x} ${y + r * 1.15}c-14 30 14 50 0 80s14 50 0 90" fill="none" stroke="#e9d5ff" stroke-opacity=".6" stroke-width="2"/>` +
    `<g transform="rotate(${tilt} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${n(r * 1.15)}" fill="url(#b${c})"/>` +
    `<path d="M${x - 8} ${n(y + r * 1.15 + 10)}L${x} ${n(y + r * 1.15 - 2)}L${x + 8} ${n(y + r * 1.15 + 10)}Z" fill="url(#b${c})"/></g>`;
  b += balloon(175, 150, 62, 1, -8) + balloon(300, 110, 70, 0, 4) + balloon(250, 245, 52, 2, -4);
  b += balloon(935, 120, 66, 3, 6) + balloon(1050, 175, 60, 0, -6) + balloon(960, 255, 48, 1, 4);
  // cake: plate, two tiers with icing drips, candles
  b += `<ellipse cx="600" cy="432" rx="230" ry="30" fill="#000" opacity=".35"/>`;
  b += `<ellipse cx="600" cy="420" rx="210" ry="24" fill="#e9d5ff"/><ellipse cx="600" cy="414" rx="196" ry="18" fill="#faf5ff"/>`;
  const tier = (cx, top, w, h) => {
    const l = cx - w / 2;
    let drip = `M${l} ${top + 10}`;
    const k = w / 8;
    for (let i = 0; i < 8; i++)
      drip += `h${n(k * 0.3)}v${14 + ((i * 11) % 18)}a${n(k * 0.35)} ${n(k * 0.35)} 0 0 0 ${n(k * 0.7)} 0v-${14 + ((i * 11) % 18)}`;
    return (
      `<rect x="${l}" y="${top}" width="${w}" height="${h}" rx="14" fill="url(#ck)"/>` +
      `<path d="${drip}V${top + 14}Q${l + w} ${top} ${l + w - 14} ${top}H${l + 14}Q${l} ${top} ${l} ${top + 14}Z" fill="url(#cr)"/>` +
      `<path d="M${l + 12} ${top + h - 18}H${l + w - 12}" stroke="#fde68a" stroke-width="5" stroke-dasharray="2 16" stroke-linecap="round"/>`
    );
  };
  b += tier(600, 300, 340, 112) + tier(600, 200, 240, 102);
  for (const [x, c] of [
    [540, '#93c5fd'],
    [600, '#fde68a'],
    [660, '#f9a8d4'],
  ]) {
    b += `<rect x="${x - 7}" y="136" width="14" height="66" rx="4" fill="${c}"/><path d="M${x - 7} 150l14 -8M${x - 7} 170l14 -8M${x - 7} 190l14 -8" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`;
    b += `<circle cx="${x}" cy="112" r="30" fill="url(#fl)" opacity=".7"/><path d="M${x} 94c10 14 10 26 0 32c-10 -6 -10 -18 0 -32Z" fill="#fde047"/><path d="M${x} 110c4 6 4 11 0 14c-4 -3 -4 -8 0 -14Z" fill="#fff"/>`;
  }
  b += confetti(12, 20, 80, 1120, 30, 440, ['#f9a8d4', '#c4b5fd', '#fde68a', '#5eead4']);
  return [defs, b];
}

function race() {
  const defs =
    metal('fc', GOLD) +
    metal('cup', ['#fff4c2', '#f5c451', '#b7790f', '#7a4f0a'], 1, 0) +
    metal('pd', ['#1f2937', '#0b0f17']) +
    metal('pt', ['#fde68a', '#c98a12']) +
    lin('spot', [
      [0, '#fffbe6', 0.3],
      [1, '#fffbe6', 0],
    ]) +
    `<pattern id="chk" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#e5e7eb"/><path d="M0 0h20v20h-20zM20 20h20v20h-20z" fill="#111827"/></pattern>`;
  let b = '';
  b += `<path d="M560 0H640L900 480H300Z" fill="url(#spot)"/>`;
  // chequered flags at both sides
  const flag = (x, y, dir) =>
    `<path d="M${x} ${y}V${y + 300}" stroke="#94a3b8" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${x} ${y + 6}q${dir * 60} -30 ${dir * 120} 0t${dir * 120} 0v120q${dir * -60} -30 ${dir * -120} 0t${dir * -120} 0Z" fill="url(#chk)" stroke="#0b0f17" stroke-width="3" opacity=".9"/>`;
  b += flag(120, 80, 1) + flag(1080, 80, -1);
  // podium 2 1 3
  const block = (cx, top, w, digit) =>
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${448 - top}" rx="8" fill="url(#pd)" stroke="#c98a12" stroke-width="3"/>` +
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="16" rx="6" fill="url(#pt)"/>` +
    figure(digit, cx + 4, top + 98, 66, { face: 'fc', edge: '#3b2506', depth: 3 });
  b += `<ellipse cx="600" cy="452" rx="360" ry="22" fill="#000" opacity=".5"/>`;
  b += block(425, 318, 180, '2') + block(775, 348, 180, '3') + block(600, 276, 190, '1');
  // trophy on the top step
  b += `<ellipse cx="600" cy="276" rx="70" ry="9" fill="#000" opacity=".45"/>`;
  b += `<rect x="548" y="240" width="104" height="34" rx="6" fill="#3b2506"/><rect x="556" y="246" width="88" height="6" rx="3" fill="#f5c451" opacity=".7"/>`;
  b += `<path d="M578 240h44l-6 -30h-32Z" fill="url(#cup)"/>`;
  b += `<path d="M548 66C520 66 498 78 500 104C503 136 532 150 560 156" fill="none" stroke="url(#cup)" stroke-width="14" stroke-linecap="round"/>`;
  b += `<path d="M652 66C680 66 702 78 700 104C697 136 668 150 640 156" fill="none" stroke="url(#cup)" stroke-width="14" stroke-linecap="round"/>`;
  b += `<path d="M536 58H664C664 126 646 176 600 206C554 176 536 126 536 58Z" fill="url(#cup)"/>`;
  b += `<path d="M536 58H664" stroke="#fff4c2" stroke-width="8" stroke-linecap="round"/>`;
  b += `<polygon points="${star(600, 118, 30, 13, 5)}" fill="#fffbea" opacity=".9"/>`;
  b += `<path d="M556 74C556 120 566 156 588 184" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="6" stroke-linecap="round"/>`;
  b += confetti(13, 18, 80, 1120, 20, 260, ['#fde68a', '#f5c451', '#fff7d6', '#c98a12']);
  return [defs, b];
}

function lucky() {
  const ballColors = ['#ef4444', '#f5c451', '#f8fafc', '#b91c1c', '#fbbf24'];
  const defs =
    metal('tk', ['#fff1b8', '#f5c451', '#d08f14'], 1, 1) +
    metal('rim', ['#fde68a', '#c98a12', '#7a4f0a'], 1, 1) +
    rad(
      'bl',
      [
        [0, '#fff', 0.85],
        [0.35, '#fff', 0],
        [1, '#000', 0.3],
      ],
      0.35,
      0.3,
      0.7,
    ) +
    rad('gls', [
      [0.7, '#fde68a', 0.04],
      [1, '#fde68a', 0.22],
    ]);
  let b = '';
  // lottery drum: stand, cage wheel with balls inside, crank
  const cx = 860;
  const cy = 210;
  b += `<ellipse cx="${cx}" cy="446" rx="200" ry="18" fill="#000" opacity=".45"/>`;
  b += `<path d="M${cx - 150} 440L${cx - 30} ${cy}M${cx + 150} 440L${cx + 30} ${cy}" stroke="url(#rim)" stroke-width="20" stroke-linecap="round"/>`;
  b += `<rect x="${cx - 180}" y="426" width="360" height="22" rx="11" fill="#7a4f0a"/><rect x="${cx - 180}" y="422" width="360" height="14" rx="7" fill="url(#rim)"/>`;
  b += `<circle cx="${cx + 22}" cy="${cy - 10}" r="160" fill="none" stroke="#7a4f0a" stroke-width="12"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="160" fill="#2a0606" opacity=".55"/>`;
  const r = rng(31);
  let balls = '';
  for (let i = 0; i < 13; i++) {
    const a = 105 + r() * 150;
    const d = 50 + r() * 85;
    const [x, y] = polar(cx, cy, d, a);
    b += `<circle cx="${x}" cy="${y}" r="24" fill="${ballColors[i % 5]}"/>`;
    balls += `<circle cx="${x}" cy="${y}" r="24"/>`;
  }
  b += `<g fill="url(#bl)">${balls}</g>`;
  b += `<circle cx="${cx}" cy="${cy}" r="160" fill="url(#gls)"/>`;
  let bars = '';
  for (let k = 0; k < 12; k++) {
    const [x0, y0] = polar(cx, cy, 160, k * 30);
    bars += `M${cx} ${cy}L${x0} ${y0}`;
  }
  b += `<path d="${bars}" stroke="url(#rim)" stroke-width="5" opacity=".9"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="160" fill="none" stroke="url(#rim)" stroke-width="16"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="100" fill="none" stroke="url(#rim)" stroke-width="4" opacity=".7"/>`;
  b += `<path d="M${cx} ${cy}L${cx + 62} ${cy - 54}" stroke="#7a4f0a" stroke-width="14" stroke-linecap="round"/><circle cx="${cx + 62}" cy="${cy - 54}" r="13" fill="#dc2626" stroke="#fde68a" stroke-width="4"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="26" fill="url(#rim)"/>` + lotusFlat(cx - 15, cy - 17, 30, '#7a4f0a', 0.8);
  // a ball that has just dropped out
  b += `<circle cx="${cx - 196}" cy="404" r="22" fill="#ef4444"/><circle cx="${cx - 196}" cy="404" r="22" fill="url(#bl)"/>`;
  // golden ticket: notched ends, a perforated stub, lotus and stars
  const tk = 'M0 0H380V62A28 28 0 0 0 380 118V180H0V118A28 28 0 0 0 0 62Z';
  b += `<g transform="translate(120 150) rotate(-9)">`;
  b += `<path d="${tk}" fill="#000" opacity=".35" transform="translate(10 16)"/>`;
  b += `<path d="${tk}" fill="url(#tk)" stroke="#fff1b8" stroke-width="3"/>`;
  b += `<rect x="16" y="16" width="348" height="148" rx="10" fill="none" stroke="#9a6508" stroke-width="3" stroke-dasharray="10 7"/>`;
  b += `<path d="M270 10V170" stroke="#9a6508" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  b += lotusFlat(76, 34, 120, '#b91c1c', 0.9);
  b += `<polygon points="${star(322, 90, 34, 14, 5)}" fill="#b91c1c"/>`;
  b += `<polygon points="${star(206, 54, 12, 5, 5)}" fill="#b91c1c" opacity=".7"/><polygon points="${star(220, 130, 9, 4, 5)}" fill="#b91c1c" opacity=".6"/>`;
  b += `<path d="M0 0H380V40H0Z" fill="#fff" opacity=".18"/></g>`;
  return [defs, b];
}

function vip() {
  const defs =
    metal('cw', ['#fff4c2', '#f5c451', '#c98a12', '#7a4f0a']) +
    metal('cb', ['#f5c451', '#9a6508']) +
    shiny('gem', '#c084fc', '#581c87') +
    shiny('ruby', '#f87171', '#7f1d1d') +
    metal('lv', ['#fde68a', '#b7790f']);
  let b = '';
  b += `<circle cx="600" cy="240" r="190" fill="none" stroke="#f5c451" stroke-opacity=".18" stroke-width="2"/>`;
  b += `<circle cx="600" cy="240" r="228" fill="none" stroke="#f5c451" stroke-opacity=".1" stroke-width="2" stroke-dasharray="2 10"/>`;
  // laurel branches curving up both sides
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = 205 + i * 13;
    const [x, y] = polar(600, 232, 210, a);
    leaves += `<ellipse cx="${x}" cy="${y}" rx="11" ry="28" transform="rotate(${n(a - 140)} ${x} ${y})"/>`;
  }
  const [sx, sy] = polar(600, 232, 210, 205);
  const [ex, ey] = polar(600, 232, 210, 309);
  leaves += `<path d="M${sx} ${sy}A210 210 0 0 1 ${ex} ${ey}" fill="none" stroke="url(#lv)" stroke-width="5"/>`;
  b += `<g fill="url(#lv)" opacity=".85">${leaves}<g transform="matrix(-1 0 0 1 1200 0)">${leaves}</g></g>`;
  // crown: five points with pearls, band with jewels
  const pts = [
    [430, 150],
    [505, 235],
    [600, 105],
    [695, 235],
    [770, 150],
  ];
  const top = `M440 350L${pts[0].join(' ')}L${pts[1].join(' ')}L${pts[2].join(' ')}L${pts[3].join(' ')}L${pts[4].join(' ')}L760 350Z`;
  b += `<path d="${top}" fill="#000" opacity=".35" transform="translate(8 14)"/>`;
  b += `<path d="${top}" fill="url(#cw)" stroke="#7a4f0a" stroke-width="4" stroke-linejoin="round"/>`;
  b += `<path d="M600 105L${pts[3].join(' ')}L${pts[4].join(' ')}L760 350H600Z" fill="#7a4f0a" opacity=".18"/>`;
  b += `<path d="M600 125L530 330H600Z" fill="#fff" opacity=".16"/>`;
  for (const [x, y] of pts)
    b += `<circle cx="${x}" cy="${y - 14}" r="17" fill="url(#cw)" stroke="#7a4f0a" stroke-width="3"/>`;
  b += `<rect x="428" y="330" width="344" height="62" rx="14" fill="url(#cb)" stroke="#7a4f0a" stroke-width="4"/>`;
  b += `<rect x="440" y="338" width="320" height="8" rx="4" fill="#fff4c2" opacity=".6"/>`;
  b += `<polygon points="${poly(600, 362, 24, 4)}" fill="url(#gem)" stroke="#fde68a" stroke-width="3"/>`;
  for (const x of [490, 710])
    b += `<circle cx="${x}" cy="362" r="16" fill="url(#ruby)" stroke="#fde68a" stroke-width="3"/>`;
  b += `<circle cx="600" cy="258" r="26" fill="url(#gem)" stroke="#fde68a" stroke-width="4"/>`;
  // floating diamonds
  for (const [x, y, r] of [
    [250, 120, 22],
    [960, 150, 26],
    [300, 370, 16],
    [920, 380, 18],
  ])
    b += `<polygon points="${poly(x, y, r, 4)}" fill="url(#gem)" opacity=".9"/>`;
  return [defs, b];
}

// name, drawing, look (background colours dark to light, glow colour, glow centre x y, rays, bokeh colours),
// how many sparkles and optionally their box [x0, x1, y0, y1]
const BANNERS = [
  ['welcome-100', welcome, '#0b1220 #0c2a2e #0f4a45 #f5c451 860 250 20 #fde68a #5eead4 #ffffff', 6],
  ['reload-50', reload, '#140b06 #2c1407 #5a2408 #fb923c 870 240 20 #fdba74 #fde68a #ffffff', 6],
  ['daily-free', daily, '#06130d #0a2a1b #114a2c #4ade80 600 240 24 #bbf7d0 #fde68a #ffffff', 7],
  ['rescue-10', rescue, '#071022 #0b2147 #0f3f78 #60a5fa 880 220 20 #bfdbfe #fde68a #ffffff', 6, [80, 1140, 40, 350]],
  ['birthday', birthday, '#12071f #2b0f40 #531657 #f472b6 600 260 20 #f9a8d4 #c4b5fd #fde68a', 5],
  ['weekly-race', race, '#07080d #14110a #2a1e07 #f5c451 600 190 24 #fde68a #fbbf24 #ffffff', 5, [240, 960, 30, 250]],
  ['lucky-draw', lucky, '#1a0505 #3d0a0c #6b1111 #fbbf24 860 220 20 #fde68a #fca5a5 #ffffff', 6],
  ['vip-apply', vip, '#0c0517 #200b3c #3d1266 #f5c451 600 230 28 #fde68a #c4b5fd #ffffff', 7],
];

export function promotions() {
  return Object.fromEntries(
    BANNERS.map(([name, draw, look, count, box = [80, 1140, 40, 440]], i) => {
      const [b0, b1, b2, glow, fx, fy, rayCount, ...lights] = look.split(' ');
      const seed = 101 * (i + 1);
      const s = scene({ bg: [b0, b1, b2], glow, focus: [+fx, +fy], rayCount: +rayCount, lights, seed });
      const [defs, b] = draw();
      const body = `${s.b}${b}${sparkles(seed + 1, count, ...box)}<rect width="${W}" height="${H}" fill="url(#vg)"/>`;
      return [`promotions/${name}.svg`, svg(W, H, body, { defs: s.defs + defs })];
    }),
  );
}
