import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Files of public/ that belong to the shell (the offline page and what it shows, the icons). */
const PUBLIC_SHELL = [
  '/offline.html',
  '/art/misc/offline.svg',
  '/art/brand/app-icon.svg',
  '/art/brand/app-icon-192.png',
  '/art/brand/logo.svg',
  '/art/brand/favicon.svg',
];

/**
 * Whether a chunk is the site's entry, the script of index.html. The operator console (console.html,
 * apps/web/src/console) is the build's other entry: it is no part of the site's shell.
 */
const isSiteEntry = (chunk: Rolldown.OutputChunk) =>
  chunk.isEntry && !!chunk.facadeModuleId && path.basename(chunk.facadeModuleId) === 'index.html';

/**
 * The scripts and styles of the site's first load: the entry chunk of index.html, the chunks it
 * imports statically (its modulepreload set) and their CSS. Lazy chunks (routes, dialogs, English
 * texts) are left out: a first visit must not download code it may never run; the worker caches them
 * when they are used.
 */
export function shellAssets(bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && isSiteEntry(item)) visit(item.fileName);
  return [...files]
    .filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f))
    .sort()
    .map((f) => `/${f}`);
}

/**
 * Writes dist/sw.js from build/sw-template.js with the shell to precache (the first load's scripts
 * and styles, the offline page, the icons) and a version that changes with the build's scripts and
 * styles (so a new build replaces the old cache, lazily cached chunks included).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'lotus-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f))
        .sort();
      const entryGraph = shellAssets(bundle);
      if (!entryGraph.some((f) => f.endsWith('.js'))) throw new Error('service worker: no entry script in the bundle');
      const shell = [...PUBLIC_SHELL, ...entryGraph];
      const version = crypto
        .createHash('sha256')
        .update([...PUBLIC_SHELL, ...built].join('\n'))
        .digest('hex')
        .slice(0, 12);
      const source = fs
        .readFileSync(path.join(here, 'sw-template.js'), 'utf8')
        .replace("const VERSION = '__VERSION__';", `const VERSION = '${version}';`)
        .replace('const SHELL = __SHELL__;', `const SHELL = ${JSON.stringify(shell)};`);
      if (source.includes("'__VERSION__'") || source.includes('= __SHELL__'))
        throw new Error('sw-template.js: placeholders not found');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
