import {
  n,
  lin,
  rad,
  svg,
  polar,
  wedge,
  star,
  sparkle,
  rng,
  lotus,
  lotusDefs,
  lotusFlat,
  card,
  cardBack,
  cardDefs,
  chip,
  football,
  footballDefs,
} from './lib.mjs';

// 400x300 illustrations for the home-page category tiles. Transparent background with a soft glow,
// so the tile's own background shows through.

const glow = (id, color) =>
  rad(id, [
    [0, color, 0.42],
    [0.6, color, 0.1],
    [1, color, 0],
  ]);
const back = (id, cx = 200, cy = 150, rx = 190, ry = 140) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
const floor = (cx, cy, rx, ry, op = 0.4) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${op}"/>`;
// shared ball shading: light from the top left, darker rim
const ballShade =
  rad(
    'hl',
    [
      [0, '#fff', 0.85],
      [0.35, '#fff', 0.15],
      [1, '#fff', 0],
    ],
    0.32,
    0.28,
    0.5,
  ) +
  rad(
    'rim',
    [
      [0.6, '#000', 0],
      [1, '#000', 0.45],
    ],
    0.45,
    0.4,
    0.6,
  );

function ball(x, y, r, color, mark = 'star') {
  let inner = '';
  if (mark === 'star') inner = `<polygon points="${star(x, y, r * 0.34, r * 0.15, 5)}" fill="${color}"/>`;
  else inner = lotusFlat(x - r * 0.3, y - r * 0.34, r * 0.6, color);
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#rim)"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.5)}" fill="#fff"/>` +
    inner +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#hl)"/>`
  );
}

function lott() {
  const defs =
    glow('g', '#14b8a6') +
    ballShade +
    rad('drum', [
      [0, '#5eead4', 0.05],
      [1, '#5eead4', 0.22],
    ]);
  let b = back('g');
  // drum on a stand
  b += `<path d="M150 196L132 262M250 196L268 262" stroke="#64748b" stroke-width="8" stroke-linecap="round"/>`;
  b += `<rect x="112" y="256" width="176" height="12" rx="6" fill="#475569"/>`;
  b += `<circle cx="200" cy="120" r="86" fill="url(#drum)"/>`;
  const r = rng(5);
  const cols = ['#e11d48', '#f5c451', '#14b8a6', '#6366f1', '#f97316'];
  for (let i = 0; i < 14; i++) {
    const [x, y] = polar(200, 120, 44 + r() * 28, 180 + (i - 6.5) * 11 + r() * 6);
    b += `<circle cx="${n(x)}" cy="${n(y)}" r="11" fill="${cols[i % 5]}"/><circle cx="${n(x - 3)}" cy="${n(y - 3)}" r="3.5" fill="#fff" opacity=".6"/>`;
  }
  b += `<g fill="none" stroke="#cbd5e1" stroke-opacity=".5" stroke-width="2"><ellipse cx="200" cy="120" rx="40" ry="86"/><ellipse cx="200" cy="120" rx="72" ry="86"/><ellipse cx="200" cy="120" rx="86" ry="30"/><path d="M114 120H286"/></g>`;
  b += `<circle cx="200" cy="120" r="86" fill="none" stroke="#e2e8f0" stroke-width="4"/>`;
  b += `<rect x="188" y="26" width="24" height="14" rx="4" fill="#f5c451"/>`;
  b += floor(200, 276, 170, 12, 0.3);
  b += ball(96, 232, 40, '#e11d48') + ball(304, 232, 40, '#14b8a6') + ball(200, 244, 46, '#f5c451', 'lotus');
  b += sparkle(330, 60, 12, '#fff7d6', 0.9) + sparkle(72, 92, 8, '#fff', 0.8);
  return svg(400, 300, b, { defs });
}

function live() {
  const defs =
    glow('g', '#14b8a6') +
    cardDefs('c') +
    rad(
      'felt',
      [
        [0, '#1aa38f'],
        [1, '#0a4f49'],
      ],
      0.5,
      0.3,
      0.7,
    ) +
    lin('rail', [
      [0, '#fde68a'],
      [1, '#b7790f'],
    ]) +
    lin('suit', [
      [0, '#334155'],
      [1, '#111827'],
    ]) +
    lin('spot', [
      [0, '#fffbe6', 0.35],
      [1, '#fffbe6', 0],
    ]);
  let b = back('g', 200, 140);
  b += `<path d="M160 0H240L320 200H80Z" fill="url(#spot)"/>`;
  // dealer
  b += `<path d="M118 190C118 140 150 118 200 118C250 118 282 140 282 190Z" fill="url(#suit)"/>`;
  b += `<path d="M184 120L200 150L216 120Z" fill="#f8fafc"/><path d="M190 126L200 132L210 126L210 138L200 132L190 138Z" fill="#f5c451"/>`;
  b += `<rect x="190" y="98" width="20" height="22" rx="6" fill="#cda385"/>`;
  b += `<ellipse cx="200" cy="78" rx="25" ry="29" fill="#e0b899"/>`;
  b += `<path d="M174 76C172 52 186 44 200 44C216 44 230 52 226 78C222 64 212 58 200 58C188 58 178 64 174 76Z" fill="#1f2937"/>`;
  // table
  b += `<path d="M20 186H380L370 214C330 262 70 262 30 214Z" fill="#3b2410"/>`;
  b += `<path d="M20 180H380C380 232 300 262 200 262C100 262 20 232 20 180Z" fill="url(#felt)" stroke="url(#rail)" stroke-width="7"/>`;
  b += `<path d="M60 196C100 236 300 236 340 196" fill="none" stroke="#f5c451" stroke-opacity=".5" stroke-width="2" stroke-dasharray="6 5"/>`;
  b += `<g fill="none" stroke="#fde68a" stroke-opacity=".55" stroke-width="2"><rect x="86" y="222" width="40" height="26" rx="6" transform="rotate(18 106 235)"/><rect x="180" y="232" width="40" height="26" rx="6"/><rect x="274" y="222" width="40" height="26" rx="6" transform="rotate(-18 294 235)"/></g>`;
  // chip tray
  const tray = ['#b91c1c', '#0f8f7f', '#f5c451', '#1e3a8a', '#131a24', '#b91c1c'];
  b += `<rect x="148" y="180" width="104" height="16" rx="3" fill="#0b1220" opacity=".6"/>`;
  tray.forEach((c, i) => (b += `<rect x="${152 + i * 16.5}" y="182" width="14" height="12" rx="3" fill="${c}"/>`));
  b +=
    card('c', 'translate(106 196) rotate(-12)', 'spade', 30, 42) +
    card('c', 'translate(126 192) rotate(4)', 'heart', 30, 42);
  b += cardBack('c', 'translate(252 192) rotate(10)', 30, 42);
  b +=
    chip(316, 226, 16, '#b91c1c', { tilt: 0.5 }) +
    chip(316, 218, 16, '#f5c451', { tilt: 0.5 }) +
    chip(82, 238, 14, '#0f8f7f', { tilt: 0.5 });
  return svg(400, 300, b, { defs });
}

function sports() {
  const defs =
    glow('g', '#10b981') +
    footballDefs('f') +
    lin('grass', [
      [0, '#0f8a5f'],
      [1, '#0a4a35', 0],
    ]) +
    lin(
      'tr',
      [
        [0, '#e6fffa', 0],
        [1, '#e6fffa', 0.6],
      ],
      0,
      0,
      1,
      0,
    );
  let b = back('g', 200, 150, 190, 140);
  b += `<ellipse cx="200" cy="262" rx="190" ry="34" fill="url(#grass)"/>`;
  b += `<path d="M30 258C110 246 290 246 370 258" fill="none" stroke="#e6fffa" stroke-opacity=".35" stroke-width="2"/>`;
  let s = '';
  for (const [y, len] of [
    [96, 90],
    [124, 130],
    [152, 110],
    [180, 80],
  ])
    s += `M120 ${y - 2.5}L${120 - len} ${y}L120 ${y + 2.5}Z`;
  b += `<path d="${s}" fill="url(#tr)"/>`;
  b += floor(214, 256, 70, 8, 0.3);
  b += football('f', 210, 146, 100);
  b += sparkle(330, 50, 12, '#fff7d6', 0.9) + sparkle(84, 60, 8, '#fff', 0.8) + sparkle(344, 214, 7, '#fff', 0.7);
  return svg(400, 300, b, { defs });
}

function esports() {
  const defs =
    glow('g', '#8b5cf6') +
    lin('body', [
      [0, '#334155'],
      [0.5, '#1e293b'],
      [1, '#0f172a'],
    ]) +
    lin(
      'neon',
      [
        [0, '#5eead4'],
        [1, '#a78bfa'],
      ],
      0,
      0,
      1,
      0,
    ) +
    lin('gd', [
      [0, '#fde68a'],
      [1, '#d9a032'],
    ]);
  const body =
    'M112 98C140 88 260 88 288 98C318 110 350 190 344 226C338 258 300 262 282 236L262 206H138L118 236C100 262 62 258 56 226C50 190 82 110 112 98Z';
  let b = back('g', 200, 160, 190, 130);
  b += floor(200, 262, 150, 14, 0.35);
  b += `<path d="${body}" fill="none" stroke="url(#neon)" stroke-width="14" opacity=".25"/>`;
  b += `<path d="${body}" fill="url(#body)" stroke="url(#neon)" stroke-width="3"/>`;
  b += `<path d="M120 104C150 96 250 96 280 104" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3" stroke-linecap="round"/>`;
  // d-pad
  b += `<path d="M124 128H140V144H156V160H140V176H124V160H108V144H124Z" fill="#0b1220" stroke="#475569" stroke-width="2" stroke-linejoin="round"/>`;
  // buttons
  for (const [x, y, c] of [
    [276, 126, '#5eead4'],
    [300, 150, '#f43f5e'],
    [252, 150, '#f5c451'],
    [276, 174, '#a78bfa'],
  ])
    b += `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/><circle cx="${x - 3}" cy="${y - 3}" r="4" fill="#fff" opacity=".45"/>`;
  // sticks
  for (const x of [164, 236])
    b += `<circle cx="${x}" cy="196" r="20" fill="#0b1220"/><circle cx="${x}" cy="196" r="14" fill="#334155" stroke="#64748b" stroke-width="2"/>`;
  b += `<rect x="180" y="128" width="40" height="8" rx="4" fill="url(#gd)"/>`;
  b +=
    `<circle cx="200" cy="160" r="12" fill="#0b1220" stroke="url(#gd)" stroke-width="2"/>` +
    lotusFlat(192, 152, 16, '#f5c451');
  b += sparkle(70, 70, 10, '#c4b5fd', 0.9) + sparkle(340, 60, 13, '#5eead4', 0.9) + sparkle(360, 120, 6, '#fff', 0.7);
  return svg(400, 300, b, { defs });
}

function fish() {
  const defs =
    glow('g', '#0ea5e9') +
    lin(
      'fb',
      [
        [0, '#fde68a'],
        [0.45, '#fb923c'],
        [1, '#e11d48'],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      'fin',
      [
        [0, '#fb7185'],
        [1, '#f59e0b'],
      ],
      1,
      0,
      0,
      1,
    ) +
    lin('weed', [
      [0, '#34d399'],
      [1, '#065f46'],
    ]);
  let b = back('g', 200, 150, 195, 140);
  // light shafts
  b += `<path d="M120 0H160L120 300H60ZM240 0H270L300 300H250Z" fill="#e0f2fe" opacity=".06"/>`;
  // seaweed
  b += `<path d="M52 300C40 250 70 230 56 190C76 220 74 250 70 300ZM78 300C84 260 66 240 84 210C94 240 90 270 92 300ZM330 300C320 250 352 236 340 200C360 230 356 262 348 300Z" fill="url(#weed)"/>`;
  // tail and fins
  b += `<path d="M268 150L350 88C340 120 336 136 346 150C336 164 340 180 350 212Z" fill="url(#fin)"/>`;
  b += `<path d="M150 92C168 50 218 44 246 66C216 68 196 80 188 100Z" fill="url(#fin)"/>`;
  b += `<path d="M170 206C178 236 204 250 228 246C212 236 204 222 206 204Z" fill="url(#fin)"/>`;
  // body
  b += `<path d="M70 150C110 72 220 62 284 150C220 238 110 228 70 150Z" fill="url(#fb)"/>`;
  let sc = '';
  for (let c = 0; c < 4; c++)
    for (let r = -2; r <= 2; r++) {
      const x = 170 + c * 24;
      const y = 150 + r * 20 + (c % 2) * 10;
      if (Math.abs(y - 150) > 56 - c * 6) continue;
      sc += `M${x} ${y - 9}C${x + 10} ${y - 6} ${x + 10} ${y + 6} ${x} ${y + 9}`;
    }
  b += `<path d="${sc}" fill="none" stroke="#fff7ed" stroke-opacity=".45" stroke-width="2"/>`;
  b += `<path d="M140 102C124 124 124 176 140 198" fill="none" stroke="#fff7ed" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/>`;
  b += `<path d="M170 158C182 168 196 170 210 164C198 178 182 178 170 158Z" fill="url(#fin)" opacity=".9"/>`;
  b += `<circle cx="108" cy="140" r="15" fill="#fff"/><circle cx="104" cy="141" r="9" fill="#0b1220"/><circle cx="101" cy="137" r="3.2" fill="#fff"/>`;
  b += `<path d="M74 160C80 164 86 164 90 160" fill="none" stroke="#9f1239" stroke-width="2.5" stroke-linecap="round"/>`;
  // bubbles
  for (const [x, y, r] of [
    [56, 110, 9],
    [40, 76, 6],
    [60, 44, 4],
    [300, 54, 7],
    [318, 30, 4],
  ])
    b += `<circle cx="${x}" cy="${y}" r="${r}" fill="#e0f2fe" fill-opacity=".12" stroke="#e0f2fe" stroke-opacity=".7" stroke-width="1.5"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${n(r * 0.25)}" fill="#fff" opacity=".8"/>`;
  b += coinFaceLite(246, 262, 13) + coinFaceLite(276, 276, 10);
  return svg(400, 300, b, { defs });
}
// small gold coin lying on the sand
const coinFaceLite = (x, y, r) =>
  `<use href="#cn" transform="translate(${x} ${y}) scale(${n(r / 50)} ${n((r / 50) * 0.5)})"/>`;

function rng3() {
  const defs =
    glow('g', '#f5c451') +
    lotusDefs('m') +
    lin('cab', [
      [0, '#1e3a5f'],
      [1, '#0b1220'],
    ]) +
    lin('trim', [
      [0, '#fde68a'],
      [0.5, '#f5c451'],
      [1, '#b7790f'],
    ]) +
    lin('reel', [
      [0, '#cbd5e1'],
      [0.2, '#ffffff'],
      [0.8, '#ffffff'],
      [1, '#cbd5e1'],
    ]) +
    lin('glass', [
      [0, '#fff', 0.35],
      [0.5, '#fff', 0],
    ]) +
    rad(
      'knob',
      [
        [0, '#fecaca'],
        [1, '#dc2626'],
      ],
      0.35,
      0.3,
      0.7,
    ) +
    `<clipPath id="win"><rect x="96" y="102" width="192" height="112" rx="8"/></clipPath>`;
  const cherry = (x, y) =>
    `<path d="M${x - 8} ${y + 2}C${x - 6} ${y - 14} ${x + 2} ${y - 20} ${x + 8} ${y - 22}M${x + 8} ${y + 6}C${x + 8} ${y - 8} ${x + 8} ${y - 14} ${x + 8} ${y - 22}" fill="none" stroke="#15803d" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="${x - 9}" cy="${y + 9}" r="10" fill="#dc2626"/><circle cx="${x + 9}" cy="${y + 13}" r="10" fill="#dc2626"/><circle cx="${x - 12}" cy="${y + 6}" r="3" fill="#fff" opacity=".6"/><circle cx="${x + 6}" cy="${y + 10}" r="3" fill="#fff" opacity=".6"/>`;
  const gem = (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-18 -6L-10 -16H10L18 -6L0 18Z" fill="#10b981"/><path d="M-18 -6H18M-10 -16L-5 -6L0 18M10 -16L5 -6L0 18M-5 -6L0 -16L5 -6" fill="none" stroke="#ecfdf5" stroke-opacity=".6" stroke-width="1.2"/></g>`;
  const bell = (x, y) =>
    `<path d="M${x - 16} ${y + 10}C${x - 12} ${y + 4} ${x - 14} ${y - 16} ${x} ${y - 16}C${x + 14} ${y - 16} ${x + 12} ${y + 4} ${x + 16} ${y + 10}Z" fill="#f5c451" stroke="#b7790f" stroke-width="1.5"/><circle cx="${x}" cy="${y + 13}" r="4" fill="#b7790f"/>`;
  let b = back('g', 200, 150, 195, 145);
  b += floor(200, 282, 140, 12, 0.4);
  // lever
  b += `<rect x="322" y="150" width="16" height="40" rx="5" fill="#475569"/><path d="M338 170H350V92" fill="none" stroke="#94a3b8" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="350" cy="84" r="14" fill="url(#knob)"/>`;
  // cabinet
  b += `<path d="M72 88C72 40 328 40 328 88V262C328 272 320 280 310 280H90C80 280 72 272 72 262Z" fill="url(#cab)" stroke="url(#trim)" stroke-width="5"/>`;
  for (let i = 0; i < 11; i++) {
    const [x, y] = polar(200, 168, 142, -52 + i * 10.4);
    b += `<circle cx="${x}" cy="${n(y + 6)}" r="4.5" fill="${i % 2 ? '#fff7d6' : '#f5c451'}"/>`;
  }
  b += lotus('m', 176, 46, 48, { sep: '#1a3050', base: false });
  b += `<rect x="88" y="94" width="208" height="128" rx="12" fill="#0b1220" stroke="url(#trim)" stroke-width="3"/>`;
  b += `<g clip-path="url(#win)">`;
  for (let i = 0; i < 3; i++) b += `<rect x="${98 + i * 64}" y="100" width="60" height="116" fill="url(#reel)"/>`;
  b += gem(128, 106, 0.8) + cherry(192, 100) + bell(256, 106);
  b +=
    lotus('m', 104, 134, 48, { base: false }) +
    lotus('m', 168, 134, 48, { base: false }) +
    lotus('m', 232, 134, 48, { base: false });
  b += cherry(128, 206) + gem(192, 212, 0.8) + cherry(256, 206);
  b += `<rect x="96" y="102" width="192" height="112" fill="url(#glass)"/>`;
  b += `</g>`;
  b += `<path d="M88 160H296" stroke="#f43f5e" stroke-width="2.5" opacity=".85"/><path d="M82 152L92 160L82 168ZM302 152L292 160L302 168Z" fill="#f43f5e"/>`;
  b += `<rect x="112" y="236" width="176" height="26" rx="8" fill="#0b1220" stroke="#334155" stroke-width="2"/>`;
  b += `<rect x="226" y="241" width="54" height="16" rx="8" fill="url(#trim)"/>`;
  b += `<g fill="#5eead4" opacity=".7"><rect x="122" y="246" width="10" height="6" rx="2"/><rect x="138" y="246" width="10" height="6" rx="2"/><rect x="154" y="246" width="10" height="6" rx="2"/></g>`;
  return svg(400, 300, b, { defs });
}

function pvp() {
  const defs = glow('g', '#e11d48') + cardDefs('c');
  let b = back('g', 200, 150, 190, 140);
  b += floor(200, 276, 150, 12, 0.35);
  const pv = 'rotate(A 200 330) translate(152 70)';
  b += card('c', pv.replace('A', -36), 'club', 96, 136) + card('c', pv.replace('A', -12), 'diamond', 96, 136);
  b += card('c', pv.replace('A', 12), 'spade', 96, 136) + card('c', pv.replace('A', 36), 'heart', 96, 136);
  for (let i = 0; i < 5; i++) b += chip(74, 262 - i * 9, 28, i % 2 ? '#f8fafc' : '#b91c1c', { tilt: 0.45 });
  for (let i = 0; i < 3; i++) b += chip(326, 264 - i * 9, 28, i % 2 ? '#0f8f7f' : '#131a24', { tilt: 0.45 });
  b += chip(300, 276, 22, '#f5c451', { tilt: 0.45 });
  b += sparkle(330, 70, 12, '#fff7d6', 0.9) + sparkle(70, 90, 8, '#fff', 0.8);
  return svg(400, 300, b, { defs });
}

function elott() {
  const defs =
    glow('g', '#f5c451') +
    lin(
      'trim',
      [
        [0, '#fde68a'],
        [0.5, '#f5c451'],
        [1, '#b7790f'],
      ],
      0,
      0,
      1,
      1,
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
    rad(
      'shine',
      [
        [0, '#fff', 0.3],
        [1, '#fff', 0],
      ],
      0.35,
      0.3,
      0.6,
    ) +
    lin('stand', [
      [0, '#334155'],
      [1, '#0f172a'],
    ]);
  const cx = 196;
  const cy = 138;
  const cols = ['#0f8f7f', '#f5c451', '#b91c1c', '#1e3a8a', '#14b8a6', '#f59e0b', '#7c3aed', '#e11d48'];
  let b = back('g', 200, 150, 190, 140);
  b += floor(196, 280, 110, 10, 0.4);
  b += `<path d="M160 220L134 280H258L232 220Z" fill="url(#stand)"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="112" fill="url(#trim)"/><circle cx="${cx}" cy="${cy}" r="100" fill="#0b1220"/>`;
  for (let i = 0; i < 12; i++) b += `<path d="${wedge(cx, cy, 0, 96, i * 30, i * 30 + 30)}" fill="${cols[i % 8]}"/>`;
  let lines = '';
  for (let i = 0; i < 12; i++) {
    const [x, y] = polar(cx, cy, 96, i * 30);
    lines += `M${cx} ${cy}L${x} ${y}`;
    const [px, py] = polar(cx, cy, 66, i * 30 + 15);
    b += `<circle cx="${px}" cy="${py}" r="7" fill="#fff" opacity=".85"/>`;
    const [lx, ly] = polar(cx, cy, 106, i * 30 + 15);
    b += `<circle cx="${lx}" cy="${ly}" r="3.6" fill="${i % 2 ? '#fff7d6' : '#ffffff'}"/>`;
  }
  b += `<path d="${lines}" stroke="#fde68a" stroke-width="2"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="96" fill="url(#shine)"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="22" fill="url(#hub)" stroke="#7a4f0a" stroke-width="2"/>`;
  b += lotusFlat(cx - 11, cy - 13, 22, '#7a4f0a', 0.8);
  b += `<path d="M${cx - 14} 14H${cx + 14}L${cx} 44Z" fill="#e11d48" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>`;
  // quick timer badge
  b += `<circle cx="322" cy="226" r="30" fill="#0b1220" stroke="url(#trim)" stroke-width="4"/>`;
  b += `<rect x="314" y="186" width="16" height="8" rx="2" fill="#f5c451"/>`;
  b += `<path d="M322 226V206M322 226L336 234" stroke="#f8fafc" stroke-width="3.5" stroke-linecap="round"/><circle cx="322" cy="226" r="3.5" fill="#f5c451"/>`;
  b += `<path d="${wedge(322, 226, 0, 24, 0, 120)}" fill="#5eead4" opacity=".35"/>`;
  b += sparkle(70, 60, 10, '#fff7d6', 0.9) + sparkle(336, 70, 12, '#fff', 0.85);
  return svg(400, 300, b, { defs });
}

export function categories() {
  return {
    'categories/lott.svg': lott(),
    'categories/live.svg': live(),
    'categories/sports.svg': sports(),
    'categories/esports.svg': esports(),
    'categories/fish.svg': fish(),
    'categories/rng.svg': rng3(),
    'categories/pvp.svg': pvp(),
    'categories/elott.svg': elott(),
  };
}
