import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAME_ASSETS_BASE, FRAME_ENTRIES, type FrameEntry } from './entries';

/**
 * The server's side of the frame pages' build (dist/, `npm run build`): the tags a page's shell puts in
 * its <head> and the built files, served under FRAME_ASSETS_BASE. Without a build (server tests on a
 * fresh clone) the shells still name each entry's own `<entry>.js` and `<entry>.css`; the files answer 404.
 */
const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The manifest as last read, with the build time it was read at (a rebuild under `npm run dev` is seen). */
let cached: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | undefined;

function manifest(): Record<string, ManifestChunk> | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(MANIFEST).mtimeMs;
  } catch {
    return undefined;
  }
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, manifest: JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk> };
  }
  return cached.manifest;
}

/** The files a page loads before it runs: its entry script, the chunks it imports and their styles. */
export function frameFiles(entry: FrameEntry): { script: string; preloads: string[]; styles: string[] } {
  const m = manifest();
  const own = m?.[`src/${entry}.ts`];
  if (!m || !own) return { script: `${entry}.js`, preloads: [], styles: [`${entry}.css`] };
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !m[key]) return;
    seen.add(key);
    m[key].imports?.forEach(visit);
  };
  visit(`src/${entry}.ts`);
  const chunks = [...seen].map((k) => m[k]!);
  // The page's own style sheet last: the ones it shares with other pages (house.css under the tables'
  // tables.css) come first, as the entry imports them, so its own rules win the cascade.
  const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const last = (file: string) => (file === `${entry}.css` ? 1 : 0);
  return {
    script: own.file,
    preloads: chunks.filter((c) => c !== own).map((c) => c.file),
    styles: styles.sort((a, b) => last(a) - last(b)),
  };
}

/** A frame page's <head> tags: its style sheets, its module script and the chunks that script imports. */
export function frameHead(entry: string): string {
  if (!(FRAME_ENTRIES as readonly string[]).includes(entry)) throw new Error(`no frame entry ${entry}`);
  const f = frameFiles(entry as FrameEntry);
  const url = (file: string) => `${FRAME_ASSETS_BASE}/${file}`;
  return [
    ...f.styles.map((s) => `<link rel="stylesheet" href="${url(s)}">`),
    `<script type="module" src="${url(f.script)}"></script>`,
    ...f.preloads.map((p) => `<link rel="modulepreload" href="${url(p)}">`),
  ].join('\n');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};
/** A built file's name: an entry or a style sheet, or one in chunks/ or fonts/ (never a path out of dist). */
const FILE = /^(?:(?:chunks|fonts)\/)?[\w-]+(?:\.[\w-]+)*\.(?:js|css|woff2)$/;

/** A built file under FRAME_ASSETS_BASE (`chunks/x-1a2b.js`), undefined when there is none. */
export async function frameFile(file: string): Promise<{ type: string; body: Buffer } | undefined> {
  if (!FILE.test(file)) return undefined;
  try {
    return { type: TYPES[path.extname(file)]!, body: await fs.promises.readFile(path.join(DIST, file)) };
  } catch {
    return undefined;
  }
}

/** The address of an entry's (first) style sheet, for a page of the server's own without a script (a replay). */
export function frameStylesheet(entry: FrameEntry): string {
  return `${FRAME_ASSETS_BASE}/${frameFiles(entry).styles[0] ?? `${entry}.css`}`;
}
