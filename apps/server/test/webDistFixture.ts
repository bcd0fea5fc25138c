import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** A built script of the fixture: well above the compression threshold. */
export const ASSET_URL = '/assets/app-1a2b3c.js';
export const ASSET_SOURCE = `${'console.log("Lotus on a real phone");\n'.repeat(80)}`;

/** Like apps/web/index.html's copy of the first banner, with the comment before it. */
export const FIRST_PAINT_TEMPLATE =
  '<!--\n  the first banner as plain HTML\n-->\n<template id="lotus-first-paint">\n' +
  '<div class="banner" aria-hidden="true"><img data-first-banner alt="" fetchpriority="high" /></div>\n</template>';

/**
 * A small stand-in for apps/web/dist: an index.html shaped like Vite's and one hashed script with
 * its .br and .gz siblings, as the build's compression step writes them. Tests need no real build.
 */
export function createWebDist(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-dist-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>\n<html lang="vi">\n<head>\n<meta charset="UTF-8" />\n<title>Lotus</title>\n` +
      `<script type="module" crossorigin src="${ASSET_URL}"></script>\n</head>\n<body>\n<div id="root"></div>\n` +
      `${FIRST_PAINT_TEMPLATE}\n</body>\n</html>\n`,
  );
  const asset = path.join(dir, ...ASSET_URL.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(asset), { recursive: true });
  fs.writeFileSync(asset, ASSET_SOURCE);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(ASSET_SOURCE));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(ASSET_SOURCE));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The body of an answer, decoded as its Content-Encoding says. */
export function decodedBody(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}
