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
