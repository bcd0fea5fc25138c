import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * br or gzip, as the client accepts, for API answers and the rendered index.html above the
 * threshold. Must be registered before the routes (it attaches itself to each route as it is
 * added). Built assets are precompressed at build time; the static plugin marks them with
 * Content-Encoding, which this plugin leaves alone. The balance event stream is hijacked (and
 * opted out), so it is never buffered or compressed.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
