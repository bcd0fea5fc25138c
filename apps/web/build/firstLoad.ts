import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest: true`, dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface FirstLoadScript {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  scripts: FirstLoadScript[];
  gzipBytes: number;
}

const gzipSize = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;

/**
 * The JavaScript a browser must fetch before the page can run: the entry script of dist/index.html
 * and everything it imports statically (its modulepreload set), never the lazy chunks it may import
 * later. Sizes are gzip level 9 of the built files, so the figure depends only on the build.
 */
export function firstLoadScripts(distDir: string): FirstLoad {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entryKey = entries.find(([, chunk]) => html.includes(`src="/${chunk.file}"`))?.[0];
  if (!entryKey) throw new Error(`no entry of ${distDir}/.vite/manifest.json is the script of index.html`);

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);

  const scripts = [...seen].map((key) => {
    const file = manifest[key]!.file;
    const data = fs.readFileSync(path.join(distDir, file));
    return { file, bytes: data.length, gzipBytes: gzipSize(data) };
  });
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
}

export interface LazyChunk {
  /** The dynamically imported module (a page, a dialog, a section), as the manifest names it. */
  name: string;
  file: string;
  /** Its files and their static imports that the first load does not already hold. */
  scripts: string[];
  gzipBytes: number;
}

/**
 * What opening each lazily loaded chunk costs on top of the first load: the chunk and everything it
 * imports statically that the home page's first load has not fetched already, gzip level 9. Chunks of
 * other HTML entries (the operator console's console.html) are left out: `exclude` names their folder.
 */
export function lazyChunkCosts(distDir: string, exclude: RegExp): LazyChunk[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk & { isDynamicEntry?: boolean }
  >;
  const firstLoad = new Set(firstLoadScripts(distDir).scripts.map((s) => s.file));
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) sizes.set(file, (size = gzipSize(fs.readFileSync(path.join(distDir, file)))));
    return size;
  };
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !exclude.test(key) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => {
      const files = new Set<string>();
      const visit = (k: string) => {
        const c = manifest[k];
        if (!c || !c.file.endsWith('.js') || files.has(c.file) || firstLoad.has(c.file)) return;
        files.add(c.file);
        c.imports?.forEach(visit);
      };
      visit(key);
      const scripts = [...files];
      return { name: key, file: chunk.file, scripts, gzipBytes: scripts.reduce((sum, f) => sum + gzipOf(f), 0) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
