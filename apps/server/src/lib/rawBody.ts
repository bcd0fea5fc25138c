import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The exact text of each request's JSON body, kept for signatures computed over the bytes received. */
export type RawBodies = WeakMap<FastifyRequest, string>;

/**
 * Parses JSON bodies in `scope` with `parse` (a throw refuses the request with that error) and keeps
 * each body's text in `bodies`.
 */
export function keepRawJson(
  scope: FastifyInstance,
  bodies: RawBodies,
  options: { bodyLimit?: number; parse: (text: string) => unknown },
) {
  const limit = options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit };
  scope.addContentTypeParser('application/json', { parseAs: 'string', ...limit }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    bodies.set(req, text);
    try {
      done(null, options.parse(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** Lenient JSON: an empty or malformed body is {} (the handler refuses it by its own rules). */
export function jsonOrEmpty(text: string): unknown {
  try {
    return text.length === 0 ? {} : JSON.parse(text);
  } catch {
    return {};
  }
}
