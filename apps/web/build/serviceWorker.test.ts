import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from './firstLoad';
import { shellAssets } from './serviceWorker';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** Just the fields of a Rolldown output chunk or asset that shellAssets reads. */
const chunk = (fileName: string, imports: string[], opts: { entry?: string; css?: string[] } = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: opts.entry !== undefined,
    facadeModuleId: opts.entry ?? null,
    viteMetadata: { importedCss: new Set(opts.css ?? []), importedAssets: new Set<string>() },
  }) as unknown as Rolldown.OutputChunk;
const asset = (fileName: string) => ({ type: 'asset', fileName }) as unknown as Rolldown.OutputAsset;

describe('the service worker’s precached shell', () => {
  it('is the site’s entry, its static imports and their styles, never a lazy chunk or the console', () => {
    const items = [
      chunk('assets/index-a.js', ['assets/react-b.js', 'assets/vendor-c.js'], {
        entry: '/repo/apps/web/index.html',
        css: ['assets/index-a.css'],
      }),
      // The operator console's entry (console.html) and what only it imports.
      chunk('assets/console-g.js', ['assets/react-b.js', 'assets/console-only-h.js'], {
        entry: '/repo/apps/web/console.html',
        css: ['assets/console-g.css'],
      }),
      chunk('assets/console-only-h.js', []),
      chunk('assets/react-b.js', []),
      chunk('assets/vendor-c.js', ['assets/react-b.js']),
      chunk('assets/ListingPage-d.js', ['assets/vendor-c.js'], { css: ['assets/ListingPage-d.css'] }),
      chunk('assets/en-e.js', []),
      asset('assets/index-a.css'),
      asset('assets/ListingPage-d.css'),
      asset('assets/be-vietnam-pro-f.woff2'),
      asset('index.html'),
    ];
    const bundle = Object.fromEntries(items.map((i) => [i.fileName, i])) as Rolldown.OutputBundle;
    expect(shellAssets(bundle)).toEqual([
      '/assets/index-a.css',
      '/assets/index-a.js',
      '/assets/react-b.js',
      '/assets/vendor-c.js',
    ]);
  });

  it('in the build, holds exactly the scripts of the first load', () => {
    const sw = path.join(dist, 'sw.js');
    if (!fs.existsSync(sw) || !fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
      throw new Error('apps/web/dist has no sw.js or .vite/manifest.json: run `npm run build` first');
    }
    const match = /const SHELL = (\[.*?\]);/.exec(fs.readFileSync(sw, 'utf8'));
    expect(match, 'SHELL in sw.js').toBeTruthy();
    const shell = JSON.parse(match![1]!) as string[];
    expect(shell).toContain('/offline.html');
    const scripts = shell.filter((f) => f.endsWith('.js')).sort();
    expect(scripts).toEqual(
      firstLoadScripts(dist)
        .scripts.map((s) => `/${s.file}`)
        .sort(),
    );
    // And the styles index.html links.
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const styles = [...html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
    expect(styles.length).toBeGreaterThan(0);
    expect(shell.filter((f) => f.endsWith('.css')).sort()).toEqual(styles.sort());
  });
});
