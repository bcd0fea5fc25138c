import {
  n,
  lin,
  rad,
  svg,
  polar,
  sparkle,
  rng,
  lotus,
  lotusDefs,
  card,
  cardBack,
  cardDefs,
  chip,
  coin,
  coinFace,
  coinDefs,
  coinStack,
  football,
  footballDefs,
  rays,
  bokeh,
  bokehDefs,
  giftBox,
  giftDefs,
} from './lib.mjs';

// Shared pieces for the 1200x400 hero banners. The left 45% stays a calm gradient for HTML titles.
const calm = (id) =>
  lin(
    id,
    [
      [0, '#0b1220', 0.96],
      [0.32, '#0b1220', 0.82],
      [0.5, '#0b1220', 0.25],
      [0.62, '#0b1220', 0],
    ],
    0,
    0,
    1,
    0,
  );

function home1() {
  const defs =
    lin(
      'bg',
      [
        [0, '#0b1220'],
        [0.5, '#0d1a2c'],
        [1, '#12303a'],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad(
      'gl',
      [
        [0, '#f5c451', 0.5],
        [0.35, '#f5c451', 0.14],
        [1, '#f5c451', 0],
      ],
      0.5,
      0.5,
      0.5,
    ) +
    rad('tg', [
      [0, '#14b8a6', 0.45],
      [1, '#14b8a6', 0],
    ]) +
    `<radialGradient id="ry" gradientUnits="userSpaceOnUse" cx="880" cy="200" r="430"><stop offset="0" stop-color="#fde68a" stop-opacity=".22"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>` +
    calm('cm') +
    bokehDefs() +
    cardDefs('c');
  let b = `<rect width="1200" height="400" fill="url(#bg)"/>`;
  b += `<ellipse cx="1120" cy="40" rx="260" ry="200" fill="url(#tg)"/>`;
  b += `<ellipse cx="880" cy="210" rx="420" ry="300" fill="url(#gl)"/>`;
  b += rays(880, 200, 18, 430, 'url(#ry)', 5, 5);
  b += bokeh(11, 16, 600, 1200, 10, 390, [0, 0, 1], 3, 9);
  b += `<circle cx="880" cy="210" r="170" fill="none" stroke="#f5c451" stroke-opacity=".16" stroke-width="1.5"/>`;
  b += `<circle cx="880" cy="210" r="230" fill="none" stroke="#f5c451" stroke-opacity=".08" stroke-width="1.5" stroke-dasharray="2 10"/>`;
  // fanned cards pivoting below the centre
  const pv = 'rotate(A 880 420) translate(815 92)';
  b += cardBack('c', pv.replace('A', -30), 130, 182);
  b += card('c', pv.replace('A', -11), 'spade', 130, 182);
  b += card('c', pv.replace('A', 8), 'heart', 130, 182);
  b += card('c', pv.replace('A', 27), 'diamond', 130, 182);
  // chips and coins
  b += chip(1110, 168, 40, '#0f8f7f', { tilt: 0.55, rot: -14 });
  b += chip(668, 222, 30, '#b91c1c', { tilt: 0.5, rot: 18 });
  b += chip(1150, 92, 24, '#1e3a8a', { tilt: 0.6, rot: 25 });
  b += coinStack(712, 336, 44, 6);
  b += coinStack(1062, 346, 50, 8);
  b += coinStack(985, 372, 38, 3);
  b += coin(790, 372, 34, { tilt: 0.4, rot: -8 });
  b += coinFace(760, 86, 24, -20);
  b += coinFace(1010, 58, 17, 15);
  b += coinFace(1168, 262, 20, 30);
  b +=
    sparkle(948, 70, 16, '#fff7d6', 0.95) +
    sparkle(720, 160, 10, '#fff7d6', 0.8) +
    sparkle(1128, 236, 12, '#fff7d6', 0.85);
  b += sparkle(1180, 150, 6, '#fff', 0.6);
  b += `<rect width="1200" height="400" fill="url(#cm)"/>`;
  return svg(1200, 400, b, { defs });
}

function home2() {
  const cx = 900;
  const cy = 236;
  const R = 212;
  // Pockets drawn as dashed rings: 37 equal arcs, red on even, black on odd, zero (teal) last.
  const ring = (r) => 2 * Math.PI * r;
  const L1 = n(ring(150) / 37);
  const L2 = n(ring(121) / 37);
  const pockets =
    `<circle r="150" fill="none" stroke="#131a24" stroke-width="36"/>` +
    `<circle r="150" fill="none" stroke="#b3202a" stroke-width="36" stroke-dasharray="${L1} ${L1}"/>` +
    `<circle r="150" fill="none" stroke="#0f9a86" stroke-width="36" stroke-dasharray="${L1} ${n(ring(150) - L1)}" stroke-dashoffset="${L1}"/>` +
    `<circle r="150" fill="none" stroke="#f5c451" stroke-width="36" stroke-dasharray="1.6 ${n(L1 - 1.6)}" stroke-dashoffset=".8"/>` +
    `<circle r="121" fill="none" stroke="#241a12" stroke-width="22"/>` +
    `<circle r="121" fill="none" stroke="#cbd5e1" stroke-width="22" stroke-dasharray="2 ${n(L2 - 2)}" stroke-dashoffset="1"/>`;
  const defs =
    lin(
      'bg',
      [
        [0, '#0b1220'],
        [0.55, '#0b1a26'],
        [1, '#0b3a36'],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad('felt', [
      [0, '#14806f', 0.55],
      [1, '#0b3a36', 0],
    ]) +
    lin('beam', [
      [0, '#e6fffa', 0.28],
      [1, '#e6fffa', 0],
    ]) +
    lin(
      'wood',
      [
        [0, '#6b3f17'],
        [1, '#2b1707'],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      'rim',
      [
        [0, '#fde68a'],
        [0.5, '#c98a12'],
        [1, '#7a4f0a'],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad(
      'cone',
      [
        [0, '#1aa08c'],
        [0.7, '#0f5f57'],
        [1, '#0a3532'],
      ],
      0.45,
      0.4,
      0.6,
    ) +
    rad(
      'ballg',
      [
        [0, '#ffffff'],
        [1, '#a9b4c2'],
      ],
      0.35,
      0.3,
      0.7,
    ) +
    rad(
      'hub',
      [
        [0, '#fff1b8'],
        [1, '#c98a12'],
      ],
      0.35,
      0.3,
      0.7,
    ) +
    calm('cm') +
    bokehDefs() +
    cardDefs('c');
  let b = `<rect width="1200" height="400" fill="url(#bg)"/>`;
  b += `<ellipse cx="${cx}" cy="300" rx="520" ry="220" fill="url(#felt)"/>`;
  b += `<path d="M820 0H980L1160 400H640Z" fill="url(#beam)"/>`;
  b += bokeh(23, 26, 560, 1200, 0, 200, [0, 1, 2], 4, 16);
  // wheel side (thickness) and shadow
  b += `<ellipse cx="${cx + 10}" cy="${cy + 58}" rx="${R + 24}" ry="${n(R * 0.5 + 10)}" fill="#000" opacity=".45"/>`;
  b += `<ellipse cx="${cx}" cy="${cy + 26}" rx="${R}" ry="${n(R * 0.5)}" fill="#2b1707"/>`;
  b += `<rect x="${cx - R}" y="${cy}" width="${2 * R}" height="26" fill="url(#wood)"/>`;
  b += `<g transform="translate(${cx} ${cy}) scale(1 .5)">`;
  b += `<circle r="${R}" fill="url(#wood)"/><circle r="${R}" fill="none" stroke="url(#rim)" stroke-width="5"/>`;
  b += `<circle r="188" fill="#1a120b"/><circle r="188" fill="none" stroke="#f5c451" stroke-opacity=".5" stroke-width="2"/>`;
  b += `<circle r="176" fill="none" stroke="#3a2a1c" stroke-width="10"/>`;
  b += `<g transform="rotate(-95)">${pockets}</g>`;
  b += `<circle r="106" fill="url(#cone)" stroke="url(#rim)" stroke-width="3"/>`;
  b += `<circle r="168" fill="none" stroke="url(#rim)" stroke-width="3"/>`;
  b += `<circle r="62" fill="none" stroke="#f5c451" stroke-opacity=".35" stroke-width="2"/>`;
  b += `<g stroke="url(#rim)" stroke-width="9" stroke-linecap="round"><path d="M-70 0H70M0 -70V70"/></g>`;
  b += [
    [-70, 0],
    [70, 0],
    [0, -70],
    [0, 70],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="url(#hub)"/>`)
    .join('');
  b += `<circle r="24" fill="url(#hub)" stroke="#7a4f0a" stroke-width="2"/>`;
  b += `</g>`;
  b += `<path d="M${cx - 14} ${cy - 12}L${cx} ${cy - 58}L${cx + 14} ${cy - 12}Z" fill="url(#hub)"/><circle cx="${cx}" cy="${cy - 60}" r="9" fill="url(#hub)"/>`;
  const [bx, by] = polar(0, 0, 150, 128);
  b += `<circle cx="${n(cx + bx)}" cy="${n(cy + by * 0.5 - 3)}" r="9" fill="url(#ballg)"/>`;
  // cards, chips, coins around the wheel
  b += cardBack('c', 'translate(602 170) rotate(-18)', 96, 134);
  b += card('c', 'translate(640 196) rotate(-4)', 'heart', 96, 134);
  b += chip(1112, 330, 36, '#0f8f7f', { tilt: 0.5, rot: 0 });
  b += chip(1112, 312, 36, '#b91c1c', { tilt: 0.5, rot: 0 });
  b += chip(1112, 294, 36, '#f5c451', { tilt: 0.5, rot: 0 });
  b += chip(1160, 350, 28, '#1e3a8a', { tilt: 0.5, rot: 0 });
  b += chip(700, 350, 34, '#b91c1c', { tilt: 0.5, rot: 0 });
  b += chip(700, 334, 34, '#131a24', { tilt: 0.5, rot: 0 });
  b += coinFace(1140, 92, 20, 20) + coinFace(680, 90, 14, -25);
  b +=
    sparkle(1060, 64, 13, '#fff7d6', 0.9) + sparkle(760, 140, 9, '#fff7d6', 0.8) + sparkle(1180, 210, 8, '#fff', 0.7);
  b += `<rect width="1200" height="400" fill="url(#cm)"/>`;
  return svg(1200, 400, b, { defs });
}

function home3() {
  const r = rng(7);
  const defs =
    lin('sky', [
      [0, '#0b1220'],
      [0.55, '#0c2230'],
      [1, '#114a4a'],
    ]) +
    lin('pitch', [
      [0, '#0f6b52'],
      [1, '#063326'],
    ]) +
    lin('beam', [
      [0, '#fffbe6', 0.34],
      [1, '#fffbe6', 0],
    ]) +
    rad('flare', [
      [0, '#ffffff', 0.95],
      [0.2, '#fff7d6', 0.6],
      [1, '#fff7d6', 0],
    ]) +
    lin('stand', [
      [0, '#13243a'],
      [1, '#0b1626'],
    ]) +
    lin(
      'trail',
      [
        [0, '#e6fffa', 0],
        [1, '#e6fffa', 0.6],
      ],
      0,
      0,
      1,
      0,
    ) +
    calm('cm') +
    bokehDefs() +
    footballDefs('f');
  let b = `<rect width="1200" height="400" fill="url(#sky)"/>`;
  // stands with crowd lights
  b += `<path d="M0 250C300 206 900 196 1200 214V282H0Z" fill="url(#stand)"/>`;
  b += `<path d="M0 250C300 206 900 196 1200 214" fill="none" stroke="#5eead4" stroke-opacity=".35" stroke-width="2"/>`;
  const cols = ['#fde68a', '#ffffff', '#5eead4', '#f87171'];
  const dots = cols.map(() => '');
  for (let i = 0; i < 170; i++) {
    const x = 470 + r() * 730;
    const y = 250 - (x / 1200) * 40 + 7 + r() * 28;
    dots[Math.floor(r() * 4)] += `M${n(x)} ${n(y)}h.1`;
  }
  b += dots
    .map(
      (d, i) =>
        `<path d="${d}" stroke="${cols[i]}" stroke-width="${2.6 - i * 0.3}" stroke-linecap="round" opacity="${[0.55, 0.4, 0.45, 0.35][i]}"/>`,
    )
    .join('');
  // pitch with mowing stripes in perspective
  b += `<path d="M0 268H1200V400H0Z" fill="url(#pitch)"/>`;
  let stripes = '';
  for (let i = -6; i < 14; i += 2) {
    const x0 = 600 + i * 90;
    stripes += `M${x0} 268L${x0 + 90} 268L${600 + (i + 1) * 260} 400L${600 + i * 260} 400Z`;
  }
  b += `<path d="${stripes}" fill="#ffffff" opacity=".035"/>`;
  b += `<g fill="none" stroke="#e6fffa" stroke-opacity=".32" stroke-width="2"><path d="M0 276H1200M600 276L600 400"/><ellipse cx="600" cy="322" rx="170" ry="34"/></g>`;
  // light towers
  const tower = (x, y, s) => {
    let t = `<path d="M${x - 4 * s} ${y + 30 * s}L${x - 10 * s} 250H${x + 10 * s}L${x + 4 * s} ${y + 30 * s}Z" fill="#16263c"/>`;
    t += `<rect x="${x - 42 * s}" y="${y}" width="${84 * s}" height="${34 * s}" rx="${4 * s}" fill="#1c2e47"/>`;
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 2; j++)
        t += `<rect x="${n(x - 38 * s + i * 20 * s)}" y="${n(y + 4 * s + j * 15 * s)}" width="${n(16 * s)}" height="${n(11 * s)}" rx="${n(2 * s)}" fill="#fffbe6"/>`;
    t += `<circle cx="${x}" cy="${n(y + 17 * s)}" r="${n(110 * s)}" fill="url(#flare)"/>`;
    return t;
  };
  b += `<path d="M700 70L600 400H1000Z" fill="url(#beam)" opacity=".8"/><path d="M1110 40L860 400H1200V300Z" fill="url(#beam)"/>`;
  b += tower(700, 56, 0.8) + tower(1110, 22, 1);
  b += bokeh(5, 18, 560, 1200, 10, 180, [0, 2, 1], 3, 8);
  // ball with motion trail and shadow
  b += `<ellipse cx="958" cy="372" rx="90" ry="14" fill="#000" opacity=".4"/>`;
  let streaks = '';
  for (const [y, len, w] of [
    [232, 190, 2.5],
    [256, 260, 3.5],
    [282, 220, 3],
    [308, 160, 2.5],
    [330, 110, 2],
  ]) {
    const x = 872 - Math.abs(278 - y) * 0.4;
    streaks += `M${n(x)} ${y - w}L${n(x - len)} ${y}L${n(x)} ${y + w}Z`;
  }
  b += `<path d="${streaks}" fill="url(#trail)"/>`;
  b += football('f', 950, 278, 82);
  b += sparkle(1040, 190, 12, '#fff7d6', 0.9) + sparkle(868, 180, 8, '#fff', 0.75);
  b += `<rect width="1200" height="400" fill="url(#cm)"/>`;
  return svg(1200, 400, b, { defs });
}

// ---------------------------------------------------------------- dialog side panels 600x800
function wLogin() {
  const defs =
    lin('bg', [
      [0, '#0b1220'],
      [0.55, '#0c2230'],
      [1, '#0d3b3a'],
    ]) +
    rad('gl', [
      [0, '#2dd4bf', 0.45],
      [0.5, '#0f766e', 0.15],
      [1, '#0f766e', 0],
    ]) +
    rad('gg', [
      [0, '#f5c451', 0.35],
      [1, '#f5c451', 0],
    ]) +
    lin(
      'wa',
      [
        [0, '#5eead4', 0],
        [0.5, '#5eead4', 0.5],
        [1, '#5eead4', 0],
      ],
      0,
      0,
      1,
      0,
    ) +
    lotusDefs('m') +
    cardDefs('c') +
    bokehDefs();
  let b = `<rect width="600" height="800" fill="url(#bg)"/>`;
  b += `<circle cx="300" cy="390" r="330" fill="url(#gl)"/><circle cx="300" cy="360" r="160" fill="url(#gg)"/>`;
  for (const [rr, op] of [
    [170, 0.25],
    [215, 0.14],
    [262, 0.08],
  ])
    b += `<circle cx="300" cy="380" r="${rr}" fill="none" stroke="#f5c451" stroke-opacity="${op}" stroke-width="1.5"/>`;
  b += lotus('m', 160, 238, 280, { sep: '#0c2533' });
  // water ripples
  for (let i = 0; i < 5; i++)
    b += `<ellipse cx="300" cy="${530 + i * 26}" rx="${150 + i * 48}" ry="${10 + i * 5}" fill="none" stroke="url(#wa)" stroke-width="${2 - i * 0.25}" opacity="${n(0.9 - i * 0.15)}"/>`;
  b += cardBack('c', 'translate(36 96) rotate(-16)', 92, 128);
  b += card('c', 'translate(470 110) rotate(14)', 'spade', 92, 128);
  b += chip(96, 690, 38, '#0f8f7f', { tilt: 0.55, rot: -10 });
  b += chip(512, 716, 30, '#b91c1c', { tilt: 0.55, rot: 12 });
  b +=
    coinFace(110, 470, 22, -15) + coinFace(500, 420, 26, 20) + coinFace(470, 600, 16, 5) + coinFace(150, 300, 12, 30);
  b +=
    sparkle(300, 200, 14, '#fff7d6', 0.95) +
    sparkle(430, 280, 9, '#fff', 0.8) +
    sparkle(170, 560, 10, '#fff7d6', 0.8) +
    sparkle(520, 520, 7, '#fff', 0.7);
  b += bokeh(3, 30, 0, 600, 0, 800, [1, 0, 2], 3, 10);
  b += `<rect width="600" height="800" fill="none" stroke="#f5c451" stroke-opacity=".18" stroke-width="2"/>`;
  return svg(600, 800, b, { defs });
}

function wRegister() {
  const defs =
    lin('bg', [
      [0, '#0b1220'],
      [0.55, '#10202f'],
      [1, '#0d2f2e'],
    ]) +
    rad('gl', [
      [0, '#f5c451', 0.5],
      [0.45, '#f5c451', 0.14],
      [1, '#f5c451', 0],
    ]) +
    `<radialGradient id="ry" gradientUnits="userSpaceOnUse" cx="300" cy="520" r="560"><stop offset="0" stop-color="#fde68a" stop-opacity=".24"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>` +
    lin('beam', [
      [0, '#fff7d6', 0],
      [1, '#fff7d6', 0.5],
    ]) +
    giftDefs() +
    rad('core', [
      [0, '#ffffff', 0.95],
      [0.3, '#fde68a', 0.6],
      [1, '#fde68a', 0],
    ]) +
    coinDefs('c') +
    bokehDefs();
  let b = `<rect width="600" height="800" fill="url(#bg)"/>`;
  b += `<circle cx="300" cy="470" r="380" fill="url(#gl)"/>`;
  b += rays(300, 520, 22, 600, 'url(#ry)', 5, 4);
  b += bokeh(31, 26, 0, 600, 0, 800, [0, 1], 3, 12);
  // light pouring out of the open box
  b += `<path d="M196 548L404 548L580 90H20Z" fill="url(#beam)" opacity=".55"/>`;
  b += `<ellipse cx="300" cy="540" rx="190" ry="90" fill="url(#core)"/>`;
  // box body
  b += `<ellipse cx="300" cy="712" rx="200" ry="24" fill="#000" opacity=".45"/>`;
  b += giftBox();
  const r = rng(19);
  const spots = [
    [-58, 250],
    [-40, 330],
    [-22, 210],
    [-8, 380],
    [8, 300],
    [24, 200],
    [40, 350],
    [56, 260],
    [-30, 150],
    [32, 110],
    [-62, 380],
    [62, 400],
  ];
  for (const [a, d] of spots) {
    const [x, y] = polar(300, 540, d, a);
    b += coinFace(x, y, n(13 + r() * 14), n(r() * 60 - 30));
  }
  for (let i = 0; i < 12; i++)
    b += sparkle(
      40 + r() * 520,
      40 + r() * 560,
      n(4 + r() * 10),
      r() > 0.5 ? '#fff7d6' : '#ffffff',
      n(0.5 + r() * 0.45),
    );
  b += `<rect width="600" height="800" fill="none" stroke="#f5c451" stroke-opacity=".18" stroke-width="2"/>`;
  return svg(600, 800, b, { defs });
}

export function banners() {
  return {
    'banners/home-1.svg': home1(),
    'banners/home-2.svg': home2(),
    'banners/home-3.svg': home3(),
    'banners/w_login.svg': wLogin(),
    'banners/w_register.svg': wRegister(),
  };
}
