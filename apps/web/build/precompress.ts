import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; pictures and fonts (png, woff2…) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the extra request header costs. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `file.br` and `file.gz` when each is smaller than the file; returns the bytes before and after. */
async function compressBeside(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const source = await fs.readFile(file);
  // Built once and served many times: the slowest, smallest settings are worth it.
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
  return { raw: source.length, br: Math.min(br.length, source.length), gz: Math.min(gz.length, source.length) };
}

/**
 * Writes brotli and gzip copies beside the built text files of dist (scripts, styles, pages,
 * pictures in SVG…) once the build is written, public files and sw.js included. The server sends
 * them with @fastify/static's `preCompressed`, so nothing is compressed per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let failed = false;
  return {
    name: 'lotus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // closeBundle runs after a failed build too: then it must stay quiet, so the build's own error is
    // what the log shows (not a missing dist folder).
    buildEnd(error) {
      failed = Boolean(error);
    },
    renderError() {
      failed = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (failed) return;
        const files = [];
        for (const file of await filesUnder(outDir)) {
          if (COMPRESSIBLE.test(file) && (await fs.stat(file)).size >= MIN_BYTES) files.push(file);
        }
        const sizes = await Promise.all(files.map(compressBeside));
        const total = (key: 'raw' | 'br' | 'gz') => Math.round(sizes.reduce((sum, s) => sum + s[key], 0) / 1024);
        this.info(
          `precompressed ${files.length} files: ${total('raw')} KiB → ${total('br')} KiB br, ${total('gz')} KiB gzip`,
        );
      },
    },
  };
}
