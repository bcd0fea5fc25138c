import { FONT, lin, rad, svg, lotus, lotusDefs } from './lib.mjs';

export function brand() {
  const out = {};

  // Horizontal logo for the dark header: mark + gold wordmark.
  out['brand/logo.svg'] = svg(
    180,
    48,
    lotus('m', 2, 2, 44, { sep: '#0b1220' }) +
      `<text x="54" y="34" font-family="${FONT}" font-size="26" font-weight="800" letter-spacing="5" fill="url(#w)">LOTUS</text>`,
    {
      title: 'Lotus',
      defs:
        lotusDefs('m') +
        lin('w', [
          [0, '#fff3c4'],
          [0.5, '#f5c451'],
          [1, '#d9a032'],
        ]),
    },
  );

  // Light-background variant: navy wordmark, deeper petals.
  out['brand/logo-light.svg'] = svg(
    180,
    48,
    lotus('m', 2, 2, 44, { sep: '#ffffff' }) +
      `<text x="54" y="34" font-family="${FONT}" font-size="26" font-weight="800" letter-spacing="5" fill="#0b1220">LOTUS</text>`,
    { title: 'Lotus', defs: lotusDefs('m') },
  );

  // Favicon: mark on a rounded navy tile so it reads on light and dark browser tabs.
  out['brand/favicon.svg'] = svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="url(#bg)"/>` + lotus('m', 5, 4, 54, { sep: '#0b1220' }),
    {
      title: 'Lotus',
      defs:
        lotusDefs('m') +
        lin('bg', [
          [0, '#12303a'],
          [1, '#0b1220'],
        ]),
    },
  );

  // App icon 512.
  out['brand/app-icon.svg'] = svg(
    512,
    512,
    `<rect width="512" height="512" rx="112" fill="url(#bg)"/>` +
      `<rect width="512" height="512" rx="112" fill="url(#glow)"/>` +
      `<rect x="10" y="10" width="492" height="492" rx="103" fill="none" stroke="url(#rim)" stroke-width="4"/>` +
      `<circle cx="256" cy="268" r="150" fill="none" stroke="#f5c451" stroke-opacity=".14" stroke-width="2"/>` +
      `<circle cx="256" cy="268" r="186" fill="none" stroke="#f5c451" stroke-opacity=".07" stroke-width="2"/>` +
      lotus('m', 101, 100, 310, { sep: '#0d2a33' }),
    {
      title: 'Lotus',
      defs:
        lotusDefs('m') +
        lin('bg', [
          [0, '#0f3b3d'],
          [0.55, '#0d1d2e'],
          [1, '#0b1220'],
        ]) +
        rad(
          'glow',
          [
            [0, '#2dd4bf', 0.35],
            [0.6, '#0f766e', 0.08],
            [1, '#0b1220', 0],
          ],
          0.5,
          0.5,
          0.55,
        ) +
        lin(
          'rim',
          [
            [0, '#fde68a', 0.9],
            [0.5, '#f5c451', 0.25],
            [1, '#c98a12', 0.7],
          ],
          0,
          0,
          1,
          1,
        ),
    },
  );

  // Bare mark on a transparent background.
  out['brand/mark.svg'] = svg(100, 100, lotus('m', 0, 0, 100), { title: 'Lotus', defs: lotusDefs('m') });

  return out;
}
