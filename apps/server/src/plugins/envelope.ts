import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, FailureEnvelope } from '@lotus/contracts';
import { ERROR_STATUS } from '@lotus/contracts';
import { OUTAGE_RETRY_AFTER_SECONDS, type DependencyHealth } from '../lib/dependencyHealth';
import { AppError } from '../lib/errors';
import { outageOf } from '../lib/outage';
import { isDatabaseInputError } from '../lib/pgInput';
import { serverMessage } from '../lib/i18n';

/** Wraps a value in the success envelope. */
export const ok = <T>(value: T) => ({ success: true as const, value });

function failure(request: FastifyRequest, code: ErrorCode, message?: string, field?: string): FailureEnvelope {
  return {
    success: false,
    errorCode: code,
    message: message ?? serverMessage(code, request.language),
    ...(field ? { field } : {}),
    requestId: request.id,
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  field?: string,
) {
  return reply.status(ERROR_STATUS[code]).send(failure(request, code, message, field));
}

/** Maps Fastify's own client errors (body parsing, limits) to stable codes. */
function frameworkErrorCode(error: FastifyError): ErrorCode | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'malformed_json';
  }
  if (error instanceof SyntaxError) return 'malformed_json';
  if (error.statusCode === 413) return 'payload_too_large';
  if (error.statusCode === 415) return 'unsupported_media_type';
  if (error.statusCode === 429) return 'TOO_MANY_REQUESTS';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'validation_failed';
  return undefined;
}

/** The wait an answer carries in `value.retryAfterSeconds`, if any (limits, outages, a paused vendor). */
function retryAfterOf(details: Record<string, unknown> | undefined): number | undefined {
  const seconds = details?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * Every failure leaves the server as an envelope with an errorCode; nothing else escapes. A failure whose
 * cause is an unreachable dependency (PostgreSQL away: lib/outage.ts) is `503 service_unavailable` with
 * `Retry-After`, recorded on `health` (one log line per outage there, none per request here).
 */
export function registerEnvelope(app: FastifyInstance, health?: DependencyHealth) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const wait = retryAfterOf(error.details);
      if (wait !== undefined) void reply.header('retry-after', String(wait));
      const body = {
        ...failure(
          request,
          error.errorCode,
          error.message === error.errorCode ? undefined : error.message,
          error.field,
        ),
        ...(error.details ? { value: error.details } : {}),
      };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const pathPart = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      // An unknown field is named itself, not the object that holds it (strict schemas: unrecognized_keys).
      const unknownKey =
        first?.keyword === 'unrecognized_keys' ? (first.params as { keys?: string[] }).keys?.[0] : undefined;
      const field = unknownKey ? (pathPart ? `${pathPart}.${unknownKey}` : unknownKey) : pathPart || where;
      const message =
        `${serverMessage('validation_failed', request.language)}: ${field} ${first?.message ?? ''}`.trim();
      return sendError(request, reply, 'validation_failed', message, field);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause }, 'response did not match its contract');
      return sendError(request, reply, 'system_error');
    }
    const code = frameworkErrorCode(error);
    if (code) return sendError(request, reply, code);
    if (isDatabaseInputError(error)) {
      // The second line: a value the input guard and the schemas should have refused reached PostgreSQL.
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return sendError(request, reply, 'validation_failed');
    }
    if ((health ? health.report(error) : outageOf(error)) !== undefined) {
      void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply.status(ERROR_STATUS.service_unavailable).send({
        ...failure(request, 'service_unavailable'),
        value: { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'system_error');
  });
}
