import crypto from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './glyphs';

export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 44;

const rand = (min: number, max: number) => min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(xs: readonly T[]) => xs[crypto.randomInt(0, xs.length)]!;
const f = (n: number) => n.toFixed(1);
const COLOURS = ['#0f766e', '#1d4ed8', '#b91c1c', '#7c3aed', '#a16207', '#be185d', '#15803d'];

export function randomCaptchaText(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)],
  ).join('');
}

/** One character: its strokes rotated, sheared, scaled and jittered, as an SVG path. */
function glyphPath(ch: string, x0: number): string {
  const scale = rand(4.2, 5.4);
  const angle = (rand(-28, 28) * Math.PI) / 180;
  const shear = rand(-0.35, 0.35);
  const cx = x0 + rand(-2, 2);
  const cy = HEIGHT / 2 + rand(-3, 3);
  const d = GLYPHS[ch]!.map((stroke) =>
    stroke
      .map(([gx, gy], i) => {
        const x = (gx - 2 + rand(-0.25, 0.25) + shear * (gy - 3)) * scale;
        const y = (gy - 3 + rand(-0.25, 0.25)) * scale;
        const rx = cx + x * Math.cos(angle) - y * Math.sin(angle);
        const ry = cy + x * Math.sin(angle) + y * Math.cos(angle);
        return `${i === 0 ? 'M' : 'L'}${f(rx)} ${f(ry)}`;
      })
      .join(''),
  ).join('');
  return `<path d="${d}" fill="none" stroke="${pick(COLOURS)}" stroke-width="${f(rand(2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noise(): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${f(rand(0, 20))} ${f(rand(0, HEIGHT))}C${f(rand(20, 60))} ${f(rand(0, HEIGHT))} ${f(rand(60, 100))} ${f(rand(0, HEIGHT))} ${f(rand(100, WIDTH))} ${f(rand(0, HEIGHT))}" fill="none" stroke="${pick(COLOURS)}" stroke-opacity="0.55" stroke-width="${f(rand(0.8, 1.8))}"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${f(rand(0, WIDTH))}" cy="${f(rand(0, HEIGHT))}" r="${f(rand(0.5, 1.4))}" fill="${pick(COLOURS)}" fill-opacity="0.6"/>`,
    );
  }
  return parts.join('');
}

/** The captcha picture as an SVG document: distorted stroke characters under and over noise. */
export function captchaSvg(text: string): string {
  const step = WIDTH / (text.length + 1);
  const glyphs = Array.from(text, (ch, i) => glyphPath(ch, step * (i + 1))).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f1f5f9"/>${noise()}${glyphs}${noise()}</svg>`
  );
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
