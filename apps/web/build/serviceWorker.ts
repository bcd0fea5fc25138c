import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

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
 * Writes dist/sw.js from build/sw-template.js with the list of the built scripts and styles, and a
 * version that changes with them (so a new build replaces the old shell cache).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'lotus-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f))
        .sort()
        .map((f) => `/${f}`);
      const shell = [...PUBLIC_SHELL, ...built];
      const version = crypto.createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const source = fs
        .readFileSync(path.join(here, 'sw-template.js'), 'utf8')
        .replace("const VERSION = '__VERSION__';", `const VERSION = '${version}';`)
        .replace('const SHELL = __SHELL__;', `const SHELL = ${JSON.stringify(shell)};`);
      if (source.includes("'__VERSION__'") || source.includes('= __SHELL__')) throw new Error('sw-template.js: placeholders not found');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
