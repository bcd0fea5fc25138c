import { n, lin, rad, svg, polar, sparkle, lotus, lotusDefs, lotusFlat } from './lib.mjs';

// Status illustrations (maintenance, restricted, empty, not found, offline): transparent background,
// teal and gold on a soft glow, made for the dark site theme.

const glow = (id, color = '#14b8a6') =>
  rad(id, [
    [0, color, 0.35],
    [0.6, color, 0.08],
    [1, color, 0],
  ]);
const ring = (cx, cy, r) =>
  `M${n(cx + r)} ${cy}A${r} ${r} 0 1 0 ${n(cx - r)} ${cy}A${r} ${r} 0 1 0 ${n(cx + r)} ${cy}Z`;

function gear(cx, cy, r0, r1, teeth, hole, rot = 0) {
  const step = 360 / teeth;
  const pts = [];
  for (let i = 0; i < teeth; i++) {
    const a = rot + i * step;
    pts.push(
      polar(cx, cy, r0, a - step * 0.32),
      polar(cx, cy, r1, a - step * 0.17),
      polar(cx, cy, r1, a + step * 0.17),
      polar(cx, cy, r0, a + step * 0.32),
    );
  }
  return `M${pts.map((p) => p.join(' ')).join('L')}Z${ring(cx, cy, hole)}`;
}

function maintenance() {
  const defs =
    glow('g') +
    lin(
      'gt',
      [
        [0, '#2dd4bf'],
        [1, '#0f766e'],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      'gg',
      [
        [0, '#fde68a'],
        [1, '#c98a12'],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      'wr',
      [
        [0, '#e2e8f0'],
        [1, '#64748b'],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      'cone',
      [
        [0, '#fdba74'],
        [1, '#ea580c'],
      ],
      0,
      0,
      1,
      0,
    );
  let b = `<ellipse cx="160" cy="118" rx="150" ry="112" fill="url(#g)"/>`;
  b += `<ellipse cx="160" cy="214" rx="110" ry="9" fill="#000" opacity=".3"/>`;
  b += `<path d="${gear(128, 128, 54, 70, 11, 20)}" fill="url(#gt)" fill-rule="evenodd"/>`;
  b += `<circle cx="128" cy="128" r="36" fill="none" stroke="#0b1220" stroke-opacity=".25" stroke-width="6"/>`;
  b += `<path d="${gear(216, 80, 32, 44, 8, 12, 10)}" fill="url(#gg)" fill-rule="evenodd"/>`;
  // wrench
  b +=
    `<g transform="rotate(-45 210 160)"><path d="M160 152H244V168H160Z" fill="url(#wr)"/>` +
    `<path d="M244 144C250 136 266 134 274 142L264 152L268 160L276 162L284 152C290 162 286 176 274 180C266 182 258 178 254 172H244V152Z" fill="url(#wr)"/>` +
    `<path d="M160 150C148 148 138 156 138 168C138 176 146 182 152 184L154 172L160 170Z" fill="url(#wr)"/></g>`;
  // cone
  b += `<path d="M262 212L276 150H286L300 212Z" fill="url(#cone)"/><path d="M270 186H292L294 196H268ZM273 166H289L290 174H272Z" fill="#fff" opacity=".9"/>`;
  b += `<rect x="254" y="210" width="54" height="8" rx="3" fill="#c2410c"/>`;
  b += sparkle(60, 52, 9, '#fff7d6', 0.9) + sparkle(270, 30, 7, '#fff', 0.7);
  return svg(320, 240, b, { defs });
}

function restricted() {
  const defs =
    glow('g') +
    rad(
      'globe',
      [
        [0, '#2dd4bf'],
        [0.7, '#0f766e'],
        [1, '#0b3f3c'],
      ],
      0.38,
      0.32,
      0.75,
    ) +
    lin(
      'lk',
      [
        [0, '#fde68a'],
        [1, '#c98a12'],
      ],
      0,
      0,
      1,
      1,
    ) +
    `<clipPath id="gc"><circle cx="144" cy="112" r="84"/></clipPath>`;
  let b = `<ellipse cx="160" cy="118" rx="150" ry="112" fill="url(#g)"/>`;
  b += `<ellipse cx="160" cy="214" rx="100" ry="8" fill="#000" opacity=".3"/>`;
  b += `<circle cx="144" cy="112" r="84" fill="url(#globe)"/>`;
  b += `<g clip-path="url(#gc)">`;
  // abstract land masses
  b += `<path d="M84 62C100 50 122 56 128 70C134 84 120 92 124 106C128 122 108 132 98 122C88 112 96 98 84 92C72 86 70 72 84 62ZM150 48C168 40 196 50 204 66C210 80 196 86 186 82C174 78 176 96 164 98C150 100 152 84 146 74C140 64 140 54 150 48ZM168 122C184 114 206 124 210 140C214 158 198 176 182 174C168 172 172 156 164 146C158 136 158 128 168 122Z" fill="#5eead4" opacity=".35"/>`;
  b += `<g fill="none" stroke="#e6fffa" stroke-opacity=".35" stroke-width="1.5"><ellipse cx="144" cy="112" rx="36" ry="84"/><ellipse cx="144" cy="112" rx="70" ry="84"/><path d="M144 28V196M60 112H228M66 76H222M66 148H222"/></g>`;
  b += `</g>`;
  b += `<circle cx="144" cy="112" r="84" fill="none" stroke="#5eead4" stroke-opacity=".6" stroke-width="2"/>`;
  b += `<ellipse cx="118" cy="70" rx="26" ry="12" transform="rotate(-30 118 70)" fill="#fff" opacity=".15"/>`;
  // padlock
  b += `<path d="M204 150V132C204 116 216 106 230 106C244 106 256 116 256 132V150" fill="none" stroke="#0b1220" stroke-width="18"/>`;
  b += `<path d="M204 150V132C204 116 216 106 230 106C244 106 256 116 256 132V150" fill="none" stroke="#cbd5e1" stroke-width="10"/>`;
  b += `<rect x="190" y="146" width="80" height="64" rx="12" fill="url(#lk)" stroke="#0b1220" stroke-width="4"/>`;
  b += `<circle cx="230" cy="172" r="8" fill="#0b1220"/><path d="M226 176H234L236 194H224Z" fill="#0b1220"/>`;
  b += sparkle(56, 40, 8, '#fff7d6', 0.85) + sparkle(276, 66, 9, '#fff', 0.8);
  return svg(320, 240, b, { defs });
}

function empty() {
  const defs =
    glow('g') +
    lin('front', [
      [0, '#1f4a55'],
      [1, '#12303a'],
    ]) +
    lin('flap', [
      [0, '#2a6470'],
      [1, '#1a4350'],
    ]);
  let b = `<ellipse cx="100" cy="80" rx="96" ry="76" fill="url(#g)"/>`;
  b += `<ellipse cx="100" cy="140" rx="70" ry="7" fill="#000" opacity=".3"/>`;
  b += `<path d="M44 66L62 48H138L156 66Z" fill="#0b1a22"/>`;
  b += `<path d="M62 48L74 30H126L138 48Z" fill="url(#flap)" opacity=".55"/>`;
  b += `<path d="M44 66L62 48L38 34L20 54Z" fill="url(#flap)" stroke="#5eead4" stroke-opacity=".4" stroke-linejoin="round"/>`;
  b += `<path d="M156 66L138 48L162 34L180 54Z" fill="url(#flap)" stroke="#5eead4" stroke-opacity=".4" stroke-linejoin="round"/>`;
  b += `<path d="M44 66H156V132C156 135 154 137 151 137H49C46 137 44 135 44 132Z" fill="url(#front)" stroke="#5eead4" stroke-opacity=".5" stroke-linejoin="round"/>`;
  b += `<path d="M44 66H156V74H44Z" fill="#000" opacity=".18"/>`;
  b += lotusFlat(86, 96, 28, '#f5c451', 0.55);
  b += `<g fill="#5eead4" opacity=".6"><circle cx="82" cy="22" r="2"/><circle cx="112" cy="14" r="1.6"/><circle cx="98" cy="8" r="1.2"/></g>`;
  b += sparkle(168, 24, 7, '#fff7d6', 0.8) + sparkle(30, 100, 5, '#fff', 0.6);
  return svg(200, 160, b, { defs });
}

function notFound() {
  const defs =
    glow('g') +
    lotusDefs('m') +
    lin(
      'rim',
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
      'face',
      [
        [0, '#163a44'],
        [1, '#0b1220'],
      ],
      0.45,
      0.4,
      0.7,
    );
  const cx = 196;
  const cy = 110;
  let b = `<ellipse cx="160" cy="118" rx="150" ry="112" fill="url(#g)"/>`;
  // wandering dashed trail ending at a small drifting lotus
  b += `<path d="M120 176C96 210 52 200 56 172C60 146 98 160 84 186C74 204 46 214 30 200" fill="none" stroke="#5eead4" stroke-opacity=".6" stroke-width="2.5" stroke-dasharray="2 8" stroke-linecap="round"/>`;
  b += `<g transform="rotate(-18 54 214)">${lotus('m', 36, 196, 36, { base: false, vein: false })}</g>`;
  b += `<path d="M22 232C40 226 64 226 82 232" fill="none" stroke="#5eead4" stroke-opacity=".35" stroke-width="2" stroke-linecap="round"/>`;
  // compass
  b += `<ellipse cx="${cx}" cy="206" rx="70" ry="8" fill="#000" opacity=".3"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="84" fill="url(#rim)"/><circle cx="${cx}" cy="${cy}" r="74" fill="url(#face)"/>`;
  b += `<rect x="${cx - 10}" y="14" width="20" height="16" rx="5" fill="url(#rim)"/><circle cx="${cx}" cy="12" r="8" fill="none" stroke="url(#rim)" stroke-width="4"/>`;
  let ticks = '';
  for (let i = 0; i < 36; i++) {
    const [x1, y1] = polar(cx, cy, 68, i * 10);
    const [x2, y2] = polar(cx, cy, i % 9 === 0 ? 56 : 62, i * 10);
    ticks += `M${x1} ${y1}L${x2} ${y2}`;
  }
  b += `<path d="${ticks}" stroke="#5eead4" stroke-opacity=".7" stroke-width="2" stroke-linecap="round"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="42" fill="none" stroke="#5eead4" stroke-opacity=".2" stroke-width="1.5"/>`;
  // needle (spinning, lost): gold petal and teal petal
  b +=
    `<g transform="rotate(128 ${cx} ${cy})"><path d="M${cx} ${cy - 54}C${cx + 12} ${cy - 30} ${cx + 10} ${cy - 8} ${cx} ${cy}C${cx - 10} ${cy - 8} ${cx - 12} ${cy - 30} ${cx} ${cy - 54}Z" fill="url(#rim)"/>` +
    `<path d="M${cx} ${cy + 54}C${cx + 12} ${cy + 30} ${cx + 10} ${cy + 8} ${cx} ${cy}C${cx - 10} ${cy + 8} ${cx - 12} ${cy + 30} ${cx} ${cy + 54}Z" fill="#14b8a6"/></g>`;
  b += `<circle cx="${cx}" cy="${cy}" r="7" fill="#f8fafc" stroke="#b7790f" stroke-width="2"/>`;
  b += `<path d="M${cx + 50} ${cy - 64}A82 82 0 0 1 ${cx + 82} ${cy - 20}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>`;
  b += sparkle(290, 40, 8, '#fff7d6', 0.85) + sparkle(60, 60, 7, '#fff', 0.7);
  return svg(320, 240, b, { defs });
}

function offline() {
  const defs =
    glow('g', '#64748b') +
    lin('cl', [
      [0, '#334155'],
      [1, '#1e293b'],
    ]) +
    `<mask id="cut"><rect width="200" height="160" fill="#fff"/><path d="M50 30L150 130" stroke="#000" stroke-width="18" stroke-linecap="round"/></mask>`;
  const cloud =
    'M58 118H142C162 118 174 104 170 88C166 72 150 66 138 70C134 50 116 40 98 42C78 44 66 60 66 76C50 74 38 86 40 100C42 112 50 118 58 118Z';
  let b = `<ellipse cx="100" cy="82" rx="96" ry="76" fill="url(#g)"/>`;
  b += `<g mask="url(#cut)"><path d="${cloud}" fill="url(#cl)" stroke="#94a3b8" stroke-width="3" stroke-linejoin="round"/>`;
  b += `<path d="M84 96Q100 84 116 96M92 104Q100 98 108 104" fill="none" stroke="#94a3b8" stroke-width="3" stroke-linecap="round"/><circle cx="100" cy="110" r="3" fill="#94a3b8"/></g>`;
  b += `<path d="M50 30L150 130" stroke="#f43f5e" stroke-width="7" stroke-linecap="round"/>`;
  b += `<ellipse cx="100" cy="144" rx="56" ry="5" fill="#000" opacity=".3"/>`;
  return svg(200, 160, b, { defs });
}

export function misc() {
  return {
    'misc/maintenance.svg': maintenance(),
    'misc/restricted.svg': restricted(),
    'misc/empty.svg': empty(),
    'misc/not-found.svg': notFound(),
    'misc/offline.svg': offline(),
  };
}
