import crypto from 'node:crypto';
import type { SliderAnswer } from '@lotus/contracts';
import { createRaster, pngDataUrl, type Raster } from './png';

export const SLIDER = { width: 280, height: 140, piece: 44, tolerance: 6 } as const;

const rnd = (min: number, max: number) => min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** The puzzle piece: a square with a round tab on the right and on the top (local coordinates). */
function inPiece(x: number, y: number): boolean {
  const s = SLIDER.piece;
  const body = 8; // the body square starts 8 px in, leaving room for the tabs
  const inBody = x >= 0 && x < s - body && y >= body && y < s;
  const tabRight = (x - (s - body)) ** 2 + (y - (body + (s - body) / 2)) ** 2 <= 7 ** 2;
  const tabTop = (x - (s - body) / 2) ** 2 + (y - body) ** 2 <= 7 ** 2;
  return inBody || tabRight || tabTop;
}
const onEdge = (x: number, y: number) =>
  inPiece(x, y) && (!inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1));

/** A random soft background: overlapping sine colour fields and blobs. */
function background(): Raster {
  const { width, height } = SLIDER;
  const r = createRaster(width, height);
  const waves = Array.from({ length: 3 }, () => ({ fx: rnd(0.01, 0.06), fy: rnd(0.01, 0.06), p: rnd(0, 6.28) }));
  const blobs = Array.from({ length: 9 }, () => ({
    x: rnd(0, width),
    y: rnd(0, height),
    r: rnd(10, 40),
    c: [rnd(0, 255), rnd(0, 255), rnd(0, 255)],
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      let [cr, cg, cb] = waves.map((w) => 128 + 100 * Math.sin(x * w.fx + y * w.fy + w.p)) as [number, number, number];
      for (const b of blobs) {
        if ((x - b.x) ** 2 + (y - b.y) ** 2 < b.r ** 2)
          [cr, cg, cb] = [(cr + b.c[0]!) / 2, (cg + b.c[1]!) / 2, (cb + b.c[2]!) / 2];
      }
      const grain = rnd(-12, 12);
      r.data[i] = Math.max(0, Math.min(255, cr + grain));
      r.data[i + 1] = Math.max(0, Math.min(255, cg + grain));
      r.data[i + 2] = Math.max(0, Math.min(255, cb + grain));
      r.data[i + 3] = 255;
    }
  }
  return r;
}

export interface SliderSecret {
  x: number;
  y: number;
}

/** A new puzzle: the background with the hole darkened, the piece cut from the same place. */
export function makeSliderPuzzle(): { secret: SliderSecret; background: string; piece: string } {
  const bg = background();
  const s = SLIDER.piece;
  const x = crypto.randomInt(s + 20, SLIDER.width - s - 4);
  const y = crypto.randomInt(4, SLIDER.height - s - 4);
  const piece = createRaster(s, s);
  for (let py = 0; py < s; py++) {
    for (let px = 0; px < s; px++) {
      if (!inPiece(px, py)) continue;
      const bi = ((y + py) * SLIDER.width + (x + px)) * 4;
      const pi = (py * s + px) * 4;
      const edge = onEdge(px, py);
      for (let c = 0; c < 3; c++) {
        piece.data[pi + c] = edge ? 255 : bg.data[bi + c]!;
        bg.data[bi + c] = edge ? 230 : Math.round(bg.data[bi + c]! * 0.4);
      }
      piece.data[pi + 3] = 255;
    }
  }
  return { secret: { x, y }, background: pngDataUrl(bg), piece: pngDataUrl(piece) };
}

/** Bounds of a plausible human drag. */
export const TRACE_RULES = {
  minPoints: 5,
  minDurationMs: 250,
  maxDurationMs: 15_000,
  endTolerance: 10,
  minSpeedVariation: 0.05,
  minSpeedVariationIfStraight: 0.15,
};

/**
 * Whether the answer solves the puzzle: the piece dropped within the tolerance of the hole, and
 * the trace plausible — times never going back, a duration within bounds, the drag ending where
 * the piece was dropped, and not a straight line at one constant speed.
 */
export function sliderAnswerIsPlausible(secret: SliderSecret, answer: Pick<SliderAnswer, 'offset' | 'trace'>): boolean {
  if (Math.abs(answer.offset - secret.x) > SLIDER.tolerance) return false;
  const t = answer.trace;
  if (t.length < TRACE_RULES.minPoints) return false;
  for (let i = 1; i < t.length; i++) if (t[i]!.t < t[i - 1]!.t) return false;
  const duration = t[t.length - 1]!.t - t[0]!.t;
  if (duration < TRACE_RULES.minDurationMs || duration > TRACE_RULES.maxDurationMs) return false;
  if (Math.abs(t[t.length - 1]!.x - t[0]!.x - answer.offset) > TRACE_RULES.endTolerance) return false;
  const speeds: number[] = [];
  for (let i = 1; i < t.length; i++) {
    const dt = t[i]!.t - t[i - 1]!.t;
    if (dt > 0) speeds.push(Math.abs(t[i]!.x - t[i - 1]!.x) / dt);
  }
  if (speeds.length < TRACE_RULES.minPoints - 1) return false;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  if (mean <= 0) return false;
  const cv = Math.sqrt(speeds.reduce((a, v) => a + (v - mean) ** 2, 0) / speeds.length) / mean;
  const ys = t.map((p) => p.y);
  const straight = Math.max(...ys) - Math.min(...ys) < 1;
  return cv >= (straight ? TRACE_RULES.minSpeedVariationIfStraight : TRACE_RULES.minSpeedVariation);
}
