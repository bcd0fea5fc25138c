import { FONT, lin, svg, rng } from './lib.mjs';

// Generic payment-method tiles, 96x48: a dark rounded tile, an icon on the left and a short label.

function tile(title, icon, label, defs, size = 11.5) {
  return svg(
    96,
    48,
    `<rect x=".5" y=".5" width="95" height="47" rx="10" fill="url(#tb)" stroke="#2a3a57"/>` +
      `<g transform="translate(7 9)">${icon}</g>` +
      `<text x="41" y="28.5" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#e2e8f0">${label}</text>`,
    {
      title,
      defs:
        lin('tb', [
          [0, '#16233a'],
          [1, '#0e1729'],
        ]) + defs,
    },
  );
}

const gold = lin('gd', [
  [0, '#fde68a'],
  [1, '#d9a032'],
]);
const teal = lin('tl', [
  [0, '#2dd4bf'],
  [1, '#0f766e'],
]);

export function payments() {
  const out = {};

  // 30x30 icon box
  out['payments/bank.svg'] = tile(
    'Bank',
    `<path d="M15 1L29 8.5V11H1V8.5Z" fill="url(#gd)"/>` +
      `<circle cx="15" cy="7" r="1.8" fill="#0e1729"/>` +
      `<g fill="url(#tl)"><rect x="3.5" y="12.5" width="3.5" height="11" rx=".8"/><rect x="10" y="12.5" width="3.5" height="11" rx=".8"/><rect x="16.5" y="12.5" width="3.5" height="11" rx=".8"/><rect x="23" y="12.5" width="3.5" height="11" rx=".8"/></g>` +
      `<rect x="1" y="25" width="28" height="4" rx="1" fill="url(#gd)"/>`,
    'Bank',
    gold + teal,
  );

  out['payments/ewallet.svg'] = tile(
    'E-Wallet',
    `<rect x="5" y="2" width="17" height="11" rx="2" transform="rotate(-12 13 8)" fill="url(#gd)"/>` +
      `<rect x="1" y="7" width="28" height="21" rx="4" fill="url(#tl)"/>` +
      `<path d="M1 11C1 8.8 2.8 7 5 7H25C27.2 7 29 8.8 29 11V12H1Z" fill="#fff" opacity=".14"/>` +
      `<rect x="18" y="13.5" width="12" height="8" rx="3" fill="#0b3f3b"/>` +
      `<circle cx="23" cy="17.5" r="2" fill="url(#gd)"/>`,
    'E-Wallet',
    gold + teal,
    10.5,
  );

  // QR-style pattern (decorative, not a real code)
  const r = rng(42);
  let mods = '';
  for (let y = 0; y < 9; y++)
    for (let x = 0; x < 9; x++) {
      const inFinder = (x < 3 && y < 3) || (x > 5 && y < 3) || (x < 3 && y > 5);
      if (!inFinder && r() > 0.5) mods += `M${5 + x * 2.2} ${5 + y * 2.2}h2v2h-2z`;
    }
  const finder = (x, y) =>
    `<rect x="${x}" y="${y}" width="6.2" height="6.2" rx="1" fill="none" stroke="#e2e8f0" stroke-width="1.4"/><rect x="${x + 2}" y="${y + 2}" width="2.2" height="2.2" fill="#e2e8f0"/>`;
  out['payments/qrpay.svg'] = tile(
    'QR Pay',
    `<path d="M1 8V3C1 1.9 1.9 1 3 1H8M22 1H27C28.1 1 29 1.9 29 3V8M29 22V27C29 28.1 28.1 29 27 29H22M8 29H3C1.9 29 1 28.1 1 27V22" fill="none" stroke="url(#gd)" stroke-width="2.2" stroke-linecap="round"/>` +
      finder(5, 5) +
      finder(18.4, 5) +
      finder(5, 18.4) +
      `<path d="${mods}" fill="#5eead4"/>` +
      `<rect x="0" y="14.2" width="30" height="1.6" rx=".8" fill="#f5c451" opacity=".85"/>`,
    'QR Pay',
    gold,
  );

  out['payments/card.svg'] = tile(
    'Card',
    `<rect x="0" y="4" width="30" height="21" rx="3.5" fill="url(#tl)"/>` +
      `<path d="M0 15C10 9 20 20 30 12V21.5C30 23.4 28.4 25 26.5 25H3.5C1.6 25 0 23.4 0 21.5Z" fill="#fff" opacity=".1"/>` +
      `<rect x="4" y="9" width="7" height="5.5" rx="1.2" fill="url(#gd)"/>` +
      `<path d="M4 11.7H11M7.5 9V14.5" stroke="#b7790f" stroke-width=".6"/>` +
      `<rect x="4" y="18.5" width="14" height="2" rx="1" fill="#e2e8f0" opacity=".75"/>` +
      `<path d="M22 9.5C23.4 11 23.4 13 22 14.5M24.5 8C26.7 10.3 26.7 13.7 24.5 16" fill="none" stroke="#e2e8f0" stroke-width="1.3" stroke-linecap="round"/>`,
    'Card',
    gold + teal,
  );

  out['payments/crypto.svg'] = tile(
    'USDT',
    `<circle cx="15" cy="15" r="14" fill="url(#tl)"/>` +
      `<circle cx="15" cy="15" r="11" fill="none" stroke="#fde68a" stroke-opacity=".7" stroke-width="1"/>` +
      `<path d="M15 6.5L22.4 10.8V19.2L15 23.5L7.6 19.2V10.8Z" fill="none" stroke="url(#gd)" stroke-width="1.8" stroke-linejoin="round"/>` +
      `<path d="M15 6.5V15L22.4 19.2M15 15L7.6 19.2" stroke="url(#gd)" stroke-width="1.2"/>` +
      `<circle cx="15" cy="15" r="2.2" fill="#fde68a"/>`,
    'USDT',
    gold + teal,
  );

  return out;
}
