import type { Locator, Page } from 'playwright-core';
import { GLYPHS } from '../../apps/server/src/modules/captcha/glyphs';

/**
 * Solving the site's captchas the way a person would, without any help from the server:
 *
 * - Slider: the gap in the puzzle picture has a bright outline; the picture shown on the page is
 *   read back through a canvas and the leftmost column of outline pixels is where the piece must
 *   go. The handle is then dragged there with the mouse — pressed, moved in small uneven steps
 *   with a little vertical jitter over about 400 ms, released — so the server's checks of the
 *   trace (duration, uneven speed, end point) see a human-like drag.
 * - Image captcha: the picture is an SVG of stroke characters, each rotated, sheared, scaled and
 *   jittered. Like an OCR that knows the typeface, each character's strokes are matched against
 *   the stroke font by a least-squares affine fit; the best fit is the character.
 */

type Point = [number, number];

/** Where the piece must go, in puzzle pixels, read from the rendered puzzle picture. */
async function sliderTarget(background: Locator): Promise<{ x: number; scale: number }> {
  return background.evaluate(async (node) => {
    const img = node as HTMLImageElement;
    await img.decode().catch(() => undefined);
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const hits = new Array<number>(width).fill(0);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        // The outline of the gap is a light grey line (≈ 230, 230, 230).
        if (Math.abs(data[i]! - 230) <= 2 && Math.abs(data[i + 1]! - 230) <= 2 && Math.abs(data[i + 2]! - 230) <= 2) {
          hits[x]! += 1;
        }
      }
    }
    const x = hits.findIndex((n) => n >= 12);
    return { x, scale: img.getBoundingClientRect().width / img.naturalWidth };
  });
}

/** Drags the slider of the open "security check" dialog to the gap, like a person. */
export async function solveSlider(
  page: Page,
  dialogName: RegExp | string = /Xác minh bảo mật|Security check/,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const background = dialog.getByRole('img', { name: /Hình ghép có chỗ trống|Puzzle picture with a gap/ });
  await background.waitFor();
  await page.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await background.elementHandle(),
  );
  const { x, scale } = await sliderTarget(background);
  if (x < 0) throw new Error('could not find the gap in the slider picture');
  const handle = dialog.getByRole('slider');
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  const distance = x * scale;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const steps = 14;
  for (let i = 1; i <= steps; i++) {
    const p = i / steps;
    // Ease in and out: slow start, fast middle, slow end; a little wobble up and down.
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    const jitterY = i === steps ? 0 : Math.sin(i * 1.7) * 1.5 + (Math.random() - 0.5);
    await page.mouse.move(startX + distance * eased, startY + jitterY);
    await page.waitForTimeout(18 + Math.round(Math.random() * 14));
  }
  await page.waitForTimeout(40);
  await page.mouse.up();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

function parseGlyphPaths(svg: string): Point[][][] {
  const glyphs: Point[][][] = [];
  for (const m of svg.matchAll(/<path d="([^"]+)"([^>]*)\/>/g)) {
    const d = m[1]!;
    const attrs = m[2]!;
    // Noise lines are curves (C) drawn half transparent; characters are straight strokes.
    if (attrs.includes('stroke-opacity') || /[Cc]/.test(d)) continue;
    const strokes = d
      .split('M')
      .filter((s) => s.trim())
      .map((s) =>
        s
          .split('L')
          .map((pt) => pt.trim().split(/\s+/).map(Number) as Point)
          .filter((pt) => pt.length === 2 && pt.every(Number.isFinite)),
      );
    glyphs.push(strokes);
  }
  return glyphs;
}

/** Least-squares affine fit from `from` to `to`; the RMS residual (Infinity when it cannot fit). */
function affineResidual(from: Point[], to: Point[]): number {
  // Normal equations for [a b c] with rows (gx, gy, 1), solved for x and y separately.
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const vx = [0, 0, 0];
  const vy = [0, 0, 0];
  from.forEach(([gx, gy], i) => {
    const r = [gx, gy, 1];
    for (let a = 0; a < 3; a++) {
      for (let b = 0; b < 3; b++) m[a]![b]! += r[a]! * r[b]!;
      vx[a]! += r[a]! * to[i]![0];
      vy[a]! += r[a]! * to[i]![1];
    }
  });
  const solve = (v: number[]) => {
    const a = m.map((row, i) => [...row, v[i]!]);
    for (let c = 0; c < 3; c++) {
      let p = c;
      for (let r = c + 1; r < 3; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
      [a[c], a[p]] = [a[p]!, a[c]!];
      if (Math.abs(a[c]![c]!) < 1e-9) return null;
      for (let r = 0; r < 3; r++) {
        if (r === c) continue;
        const f = a[r]![c]! / a[c]![c]!;
        for (let k = c; k < 4; k++) a[r]![k]! -= f * a[c]![k]!;
      }
    }
    return [a[0]![3]! / a[0]![0]!, a[1]![3]! / a[1]![1]!, a[2]![3]! / a[2]![2]!];
  };
  const px = solve(vx);
  const py = solve(vy);
  if (!px || !py) return Infinity;
  let sum = 0;
  from.forEach(([gx, gy], i) => {
    const x = px[0]! * gx + px[1]! * gy + px[2]!;
    const y = py[0]! * gx + py[1]! * gy + py[2]!;
    sum += (x - to[i]![0]) ** 2 + (y - to[i]![1]) ** 2;
  });
  // A mirrored fit is no character of the font.
  const det = px[0]! * py[1]! - px[1]! * py[0]!;
  return det <= 0 ? Infinity : Math.sqrt(sum / from.length);
}

/** Reads the characters of a captcha picture (a data:image/svg+xml;base64 URL). */
export function readCaptcha(dataUrl: string): string {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  return parseGlyphPaths(svg)
    .map((strokes) => {
      let best = { ch: '?', score: Infinity };
      for (const [ch, glyph] of Object.entries(GLYPHS)) {
        if (glyph.length !== strokes.length || glyph.some((s, i) => s.length !== strokes[i]!.length)) continue;
        const score = affineResidual(glyph.flat() as Point[], strokes.flat());
        if (score < best.score) best = { ch, score };
      }
      return best.ch;
    })
    .join('');
}

/** Reads the captcha picture shown in `scope` and types it into the captcha field. */
export async function fillImageCaptcha(page: Page, scope: Locator = page.locator('body')): Promise<void> {
  const image = scope.getByRole('img', { name: /Hình mã xác nhận|Captcha picture/ });
  await image.waitFor();
  const src = await image.getAttribute('src');
  if (!src) throw new Error('the captcha picture has no source');
  await scope.getByLabel(/^(Mã xác nhận|Captcha)$/).fill(readCaptcha(src));
}
