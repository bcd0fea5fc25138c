import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnsafeText, type SiteLanguage } from '@lotus/contracts';
import { AppError } from '../lib/errors';
import { serverMessage } from '../lib/i18n';

/** Why an input was refused, after "Invalid input: <field>" (both languages). */
const REASONS = {
  unsafeText: {
    vi: 'chứa ký tự không được phép (NUL, ký tự điều khiển, nửa cặp surrogate hoặc phi ký tự)',
    en: 'holds characters that are not allowed (NUL, control characters, lone surrogates or non-characters)',
  },
  repeated: {
    vi: 'chỉ được gửi một lần, không phải danh sách',
    en: 'must be given once, not as a list',
  },
} satisfies Record<string, Record<SiteLanguage, string>>;

/** validation_failed naming the field, with the reason in the caller's language. */
function inputRefused(language: SiteLanguage, field: string, reason: keyof typeof REASONS): AppError {
  return new AppError(
    'validation_failed',
    `${serverMessage('validation_failed', language)}: ${field} ${REASONS[reason][language]}`,
    field,
  );
}

/** Refuses unsafe text (UNSAFE_TEXT of contracts) anywhere in `value`, naming the field under `where`. */
export function refuseUnsafeText(language: SiteLanguage, value: unknown, where: string): void {
  const at = findUnsafeText(value);
  if (at !== null) throw inputRefused(language, at || where, 'unsafeText');
}

/** The keys of a route's zod querystring schema that take a list (so may be repeated). */
const listKeysOf = new WeakMap<object, ReadonlySet<string>>();
function listKeys(schema: unknown): ReadonlySet<string> {
  if (!schema || typeof schema !== 'object') return new Set();
  const known = listKeysOf.get(schema);
  if (known) return known;
  const keys = new Set<string>();
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  for (const [key, field] of Object.entries(shape ?? {})) {
    let def = (field as { _zod?: { def?: { type?: string; innerType?: unknown; in?: unknown } } })._zod?.def;
    // Look through optional(), default(), nullable(), pipes and the like to the type the query gives.
    for (let i = 0; def && i < 8 && def.type !== 'array'; i++) {
      const inner = (def.innerType ?? def.in) as typeof field | undefined;
      def = (inner as { _zod?: { def?: typeof def } } | undefined)?._zod?.def;
    }
    if (def?.type === 'array') keys.add(key);
  }
  listKeysOf.set(schema, keys);
  return keys;
}

/**
 * The first line against hostile input, on every route (JSON APIs, provider callbacks, the house's and
 * the frames' pages and APIs alike), before any route's own validation (docs/ARCHITECTURE.md "Input
 * guard"):
 * - a query parameter given twice (`?a=1&a=2`, which the parser turns into a list) is refused unless
 *   the route's query schema takes a list there;
 * - a string holding characters PostgreSQL or the page cannot keep (UNSAFE_TEXT) is refused wherever it
 *   is, in the path, the query or the parsed body, keys included.
 * Both answer 400 validation_failed naming the field. Bodies a handler reads itself (multipart parts,
 * the decrypted JWE payload) go through refuseUnsafeText where they are read.
 */
export function registerInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, the bet path's included.
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      guard(req);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

function guard(req: FastifyRequest) {
  const language = req.language;
  const query = req.query;
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value) && !listKeys(req.routeOptions.schema?.querystring).has(key)) {
        throw inputRefused(language, key, 'repeated');
      }
    }
  }
  refuseUnsafeText(language, req.params, 'params');
  refuseUnsafeText(language, query, 'query');
  refuseUnsafeText(language, req.body, 'body');
}
