import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyChunkCosts } from './firstLoad';

/**
 * What opening one lazily loaded page, dialog or section may cost on top of the home page's first load,
 * gzip level 9 (issue 37: a heavy page cannot hide behind lazy loading). The heaviest are ≈96 kB, the
 * agent centre's pages and the security centre: zod and their contracts' schemas (≈40 kB) with the
 * forms (react-hook-form) and their own code. The operator console (src/console) has its own page and
 * is left out.
 */
const BUDGET_GZIP_BYTES = 110_000;
/** The console's own entry and its pages; the site's budget is not theirs. */
const CONSOLE = /^src\/console\//;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

describe('the built web app', () => {
  it(`loads at most ${kB(BUDGET_GZIP_BYTES)} of gzipped JavaScript past the first load for any lazy chunk`, () => {
    if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
      throw new Error('apps/web/dist has no .vite/manifest.json: run `npm run build` first');
    }
    const chunks = lazyChunkCosts(dist, CONSOLE);
    expect(chunks.length).toBeGreaterThan(20); // the pages are found (a manifest change would hide them)
    const rows = chunks
      .slice(0, 10)
      .map((c) => `  ${c.name.padEnd(60)} gzip ${kB(c.gzipBytes).padStart(9)}  (${c.scripts.length} files)`);
    console.log(`the heaviest lazy chunks past the first load (of ${chunks.length}):\n${rows.join('\n')}`);
    const over = chunks.filter((c) => c.gzipBytes > BUDGET_GZIP_BYTES).map((c) => `${c.name} ${kB(c.gzipBytes)}`);
    expect(over).toEqual([]);
  });
});
