import { FONT, lin, rad, svg, poly, star, lotus, lotusDefs } from './lib.mjs';

// Fictional game-vendor logos, 160x48: a 40x40 emblem on the left and a two-line name in light tones,
// made for a dark footer.

function logo(
  title,
  emblem,
  defs,
  [w1, w2],
  { accent, italic = false, spacing1 = 0.5, weight1 = 800, spacing2 = 2.6 },
) {
  const it = italic ? ' font-style="italic"' : '';
  const text =
    `<g font-family="${FONT}"${it}>` +
    `<text x="51" y="24" font-size="16" font-weight="${weight1}" letter-spacing="${spacing1}" fill="#f1f5f9">${w1}</text>` +
    `<text x="52" y="37.5" font-size="9.5" font-weight="700" letter-spacing="${spacing2}" fill="${accent}">${w2}</text></g>`;
  return svg(160, 48, `<g transform="translate(4 4)">${emblem}</g>${text}`, { title, defs });
}

export function vendors() {
  const out = {};

  out['vendors/lotus-live.svg'] = logo(
    'Lotus Live',
    `<circle cx="20" cy="20" r="18.5" fill="#0f2a33" stroke="url(#ring)" stroke-width="2.5"/>` +
      lotus('m', 6, 7, 28, { vein: false }) +
      `<circle cx="33.5" cy="6.5" r="5.5" fill="#ef4444" stroke="#0b1220" stroke-width="2"/><circle cx="33.5" cy="6.5" r="2" fill="#fff"/>`,
    lotusDefs('m') +
      lin(
        'ring',
        [
          [0, '#5eead4'],
          [1, '#0f766e'],
        ],
        0,
        0,
        1,
        1,
      ),
    ['LOTUS', 'LIVE CASINO'],
    { accent: '#5eead4', spacing2: 1.2 },
  );

  out['vendors/jade-slots.svg'] = logo(
    'Jade Slots',
    `<path d="M2 15L11 4H29L38 15L20 37Z" fill="url(#jade)"/>` +
      `<path d="M2 15H38M11 4L15 15L20 37M29 4L25 15L20 37M15 15L20 4L25 15" fill="none" stroke="#ecfdf5" stroke-opacity=".55" stroke-width="1.2" stroke-linejoin="round"/>` +
      `<path d="M11 4H20L15 15H2Z" fill="#fff" opacity=".25"/>`,
    lin(
      'jade',
      [
        [0, '#6ee7b7'],
        [0.5, '#10b981'],
        [1, '#065f46'],
      ],
      0,
      0,
      1,
      1,
    ),
    ['JADE', 'SLOTS'],
    { accent: '#6ee7b7', spacing1: 3 },
  );

  out['vendors/dragon-sports.svg'] = logo(
    'Dragon Sports',
    `<path d="M20 1L37 7V19C37 28.5 30 35 20 39C10 35 3 28.5 3 19V7Z" fill="url(#fire)"/>` +
      `<path d="M20 5L33 9.5V19C33 26.5 27.5 31.5 20 35C12.5 31.5 7 26.5 7 19V9.5Z" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1"/>` +
      `<path d="M11 27C13 20 17 14 24 10L22 14C26 13 29 14 31 16C27 16 24 18 22 21L26 21C22 24 16 26 11 27Z" fill="#fff7ed"/>` +
      `<circle cx="25.5" cy="15.5" r="1.3" fill="#b91c1c"/>`,
    lin(
      'fire',
      [
        [0, '#fb923c'],
        [0.55, '#ea580c'],
        [1, '#991b1b'],
      ],
      0,
      0,
      1,
      1,
    ),
    ['DRAGON', 'SPORTS'],
    { accent: '#fdba74', italic: true },
  );

  out['vendors/phoenix-fish.svg'] = logo(
    'Phoenix Fish',
    `<path d="M27 20L39 8C37 14 36.5 17 38 20C36.5 23 37 26 39 32Z" fill="url(#tail)"/>` +
      `<path d="M12 12C15 4 22 3 26 6C22 7 19 9 18 12Z" fill="url(#tail)"/>` +
      `<path d="M2 20C7 10 19 8 29 20C19 32 7 30 2 20Z" fill="url(#fish)"/>` +
      `<path d="M13 28C15 33 19 35 23 34C20 32 18 30 18 27Z" fill="url(#tail)"/>` +
      `<path d="M14 13C11 17 11 23 14 27" fill="none" stroke="#fff7ed" stroke-opacity=".6" stroke-width="1.3"/>` +
      `<circle cx="8.5" cy="18.5" r="2.2" fill="#0b1220"/><circle cx="8" cy="18" r=".7" fill="#fff"/>`,
    lin(
      'fish',
      [
        [0, '#fde68a'],
        [0.5, '#fb923c'],
        [1, '#e11d48'],
      ],
      0,
      0,
      1,
      1,
    ) +
      lin(
        'tail',
        [
          [0, '#fb7185'],
          [1, '#f59e0b'],
        ],
        1,
        0,
        0,
        1,
      ),
    ['PHOENIX', 'FISH'],
    { accent: '#fdba74' },
  );

  out['vendors/saigon-cards.svg'] = logo(
    'Saigon Cards',
    `<g transform="rotate(-16 14 22)"><rect x="4" y="6" width="20" height="29" rx="3" fill="#0f766e" stroke="#5eead4" stroke-width="1.2"/><rect x="7.5" y="9.5" width="13" height="22" rx="1.5" fill="none" stroke="#5eead4" stroke-opacity=".6"/></g>` +
      `<g transform="rotate(12 24 20)"><rect x="14" y="5" width="21" height="30" rx="3" fill="#f8fafc"/>` +
      `<path d="M24.5 12L29.5 20L24.5 28L19.5 20Z" fill="#e11d48"/></g>`,
    '',
    ['SAIGON', 'CARDS'],
    { accent: '#fda4af', spacing1: 1.5 },
  );

  out['vendors/mekong-lottery.svg'] = logo(
    'Mekong Lottery',
    `<circle cx="20" cy="20" r="18.5" fill="url(#river)"/>` +
      `<circle cx="20" cy="13" r="6" fill="url(#ball)"/>` +
      `<path d="M4 23C8 20 12 20 16 23S24 26 28 23 34 20 37 22M4 29C8 26 12 26 16 29S24 32 28 29 34 26 36 28" fill="none" stroke="#e0f2fe" stroke-width="2" stroke-linecap="round"/>`,
    lin(
      'river',
      [
        [0, '#38bdf8'],
        [1, '#0e5a75'],
      ],
      0,
      0,
      0,
      1,
    ) +
      rad(
        'ball',
        [
          [0, '#fff7d6'],
          [1, '#f5c451'],
        ],
        0.35,
        0.3,
        0.7,
      ),
    ['MEKONG', 'LOTTERY'],
    { accent: '#7dd3fc' },
  );

  out['vendors/lotus-esports.svg'] = logo(
    'Lotus Esports',
    `<polygon points="${poly(20, 20, 19, 6, 30)}" fill="url(#neon)"/>` +
      `<polygon points="${poly(20, 20, 15.5, 6, 30)}" fill="none" stroke="#e9d5ff" stroke-opacity=".5" stroke-width="1"/>` +
      `<path d="M23 5L12 22H19L16 35L29 17H22Z" fill="#fde68a" stroke="#7c2d12" stroke-opacity=".25" stroke-linejoin="round"/>`,
    lin(
      'neon',
      [
        [0, '#a78bfa'],
        [0.5, '#7c3aed'],
        [1, '#3b0764'],
      ],
      0,
      0,
      1,
      1,
    ),
    ['LOTUS', 'ESPORTS'],
    { accent: '#c4b5fd', italic: true },
  );

  out['vendors/golden-lotto.svg'] = logo(
    'Golden Lotto',
    `<circle cx="20" cy="20" r="18.5" fill="url(#gold)"/>` +
      `<circle cx="20" cy="20" r="10.5" fill="#fffbeb"/>` +
      `<polygon points="${star(20, 20, 8, 3.4, 5)}" fill="#d97706"/>` +
      `<ellipse cx="12" cy="9" rx="5" ry="2.5" transform="rotate(-35 12 9)" fill="#fff" opacity=".55"/>`,
    rad(
      'gold',
      [
        [0, '#fff1b8'],
        [0.6, '#f5c451'],
        [1, '#b7790f'],
      ],
      0.35,
      0.3,
      0.75,
    ),
    ['GOLDEN', 'LOTTO'],
    { accent: '#fde68a' },
  );

  out['vendors/tiger-slots.svg'] = logo(
    'Tiger Slots',
    `<circle cx="8" cy="9" r="6" fill="#f97316"/><circle cx="32" cy="9" r="6" fill="#f97316"/>` +
      `<circle cx="8" cy="9" r="3" fill="#fecaca"/><circle cx="32" cy="9" r="3" fill="#fecaca"/>` +
      `<ellipse cx="20" cy="22" rx="17" ry="16" fill="url(#tiger)"/>` +
      `<ellipse cx="20" cy="29" rx="9" ry="7" fill="#fff7ed"/>` +
      `<g stroke="#1f2937" stroke-width="2.2" stroke-linecap="round" fill="none"><path d="M20 8V13M15 9L16.5 13.5M25 9L23.5 13.5M4 21H9M4.5 26H9M36 21H31M35.5 26H31"/></g>` +
      `<ellipse cx="14" cy="21" rx="2" ry="2.4" fill="#1f2937"/><ellipse cx="26" cy="21" rx="2" ry="2.4" fill="#1f2937"/>` +
      `<path d="M17.5 26H22.5L20 29Z" fill="#be185d"/>`,
    lin(
      'tiger',
      [
        [0, '#fdba74'],
        [1, '#ea580c'],
      ],
      0,
      0,
      0,
      1,
    ),
    ['TIGER', 'SLOTS'],
    { accent: '#fdba74', spacing1: 2 },
  );

  out['vendors/royal-live.svg'] = logo(
    'Royal Live',
    `<path d="M4 30L6 11L14 19L20 6L26 19L34 11L36 30Z" fill="url(#crown)" stroke="#7a4f0a" stroke-opacity=".35" stroke-linejoin="round"/>` +
      `<rect x="4" y="30" width="32" height="6" rx="1.5" fill="url(#crown)"/>` +
      `<circle cx="6" cy="10" r="2.4" fill="#fde68a"/><circle cx="20" cy="5" r="2.6" fill="#fde68a"/><circle cx="34" cy="10" r="2.4" fill="#fde68a"/>` +
      `<circle cx="20" cy="24" r="3" fill="#a78bfa"/><circle cx="12" cy="26" r="2" fill="#5eead4"/><circle cx="28" cy="26" r="2" fill="#5eead4"/>`,
    lin(
      'crown',
      [
        [0, '#fff1b8'],
        [0.5, '#f5c451'],
        [1, '#b7790f'],
      ],
      0,
      0,
      0,
      1,
    ),
    ['ROYAL', 'LIVE'],
    { accent: '#c4b5fd', spacing1: 2.5, weight1: 700 },
  );

  return out;
}
