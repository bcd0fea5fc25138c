import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { frameFiles, frameHead } from '../assets';
import { FRAME_ENTRIES, type FrameEntry } from '../entries';

/**
 * What each frame page loads before it runs, gzip level 9, in bytes: its entry script, the chunks it
 * imports (the shell's modulepreloads) and its style sheets, exactly the files the server's shell names
 * (assets.ts). The fonts are not counted: a browser fetches a subset only when the page shows its
 * characters, and the site's pages have already cached them. Measured at the move to Vite (issue 31):
 * house 15.7 kB, fish 23.3, xì dách 17.4, tables 14.5, lottery 9.6, sports 9.1; each budget is about
 * twice that, so a page that takes in a library (zod, a second copy of the rules) fails here.
 */
const BUDGET_GZIP_BYTES: Record<FrameEntry, number> = {
  house: 30_000,
  fish: 45_000,
  xidach: 35_000,
  tables: 25_000,
  lottery: 22_000,
  sports: 22_000,
};

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

describe('the built frame pages', () => {
  it.each(FRAME_ENTRIES)('%s loads its script, chunks and styles within its gzip budget', (entry) => {
    if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
      throw new Error('apps/frames/dist has no .vite/manifest.json: run `npm run build` first');
    }
    const f = frameFiles(entry);
    const files = [f.script, ...f.preloads, ...f.styles];
    const sizes = files.map((file) => ({ file, gzip: gzip(file) }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `${entry}: ${kB(total)} gzip of ${kB(BUDGET_GZIP_BYTES[entry])}\n` +
        sizes.map((s) => `  ${s.file.padEnd(40)} ${kB(s.gzip)}`).join('\n'),
    );

    // The shell names exactly these files, the entry first among the scripts, and one style sheet at least.
    const head = frameHead(entry);
    const named = [...head.matchAll(/(?:src|href)="\/house\/assets\/([^"]+)"/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...files].sort());
    expect(head).toContain(`<script type="module" src="/house/assets/${entry}.js"></script>`);
    expect(f.styles.length).toBeGreaterThan(0);
    // No page carries zod: the house's schemas stay on the server.
    for (const file of [f.script, ...f.preloads]) {
      expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('ZodError');
    }

    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES[entry]);
  });

  it('serves the font files of the site: the same Be Vietnam Pro faces as apps/web', () => {
    const css = frameFiles('house').styles.map((s) => fs.readFileSync(path.join(dist, s), 'utf8'));
    const faces = [...css.join('\n').matchAll(/url\(\/house\/assets\/(fonts\/be-vietnam-pro-[\w-]+\.woff2)\)/g)];
    expect(new Set(faces.map((m) => m[1])).size).toBe(4);
    for (const m of faces) expect(fs.existsSync(path.join(dist, m[1]!))).toBe(true);
  });
});
