import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_LIMITS,
  SERVICE_PATHS,
  envelopeSchema,
  feedbackFieldsSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  feedbackReceiptSchema,
  feedbackSettingsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { serverMessage } from '../../lib/i18n';
import { ok } from '../../plugins/envelope';
import { refuseUnsafeText } from '../../plugins/inputGuard';
import { feedbackImage, feedbackSettings, memberFeedbackPage, submitFeedback, type UploadedFile } from './service';

/** The multipart field that carries pictures (`images`, or `images[]` as some form libraries send it). */
const IMAGE_FIELDS = new Set(['images', 'images[]']);
const TEXT_FIELDS = new Set(['type', 'content', 'contact']);

/** Answers a stored picture: never sniffed, never run, never cached by shared caches. */
export function sendImage(reply: FastifyReply, image: { bytes: Buffer; contentType: string }) {
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(image.bytes);
}

/** Feedback (SPEC §7 PUT /wps/feedback) and the member's own list. */
export function registerFeedbackRoutes(root: FastifyInstance, ctx: AppContext) {
  // Multipart only in this scope; busboy's limits bound the body (3 files of 5 MB, small fields).
  root.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: FEEDBACK_LIMITS.maxImageBytes,
        files: FEEDBACK_LIMITS.maxImages,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: 20,
        headerPairs: 100,
      },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.put(
      SERVICE_PATHS.feedback,
      { preHandler: app.auth.optionalMember, schema: { response: { 200: envelopeSchema(feedbackReceiptSchema) } } },
      async (req) => {
        if (!req.isMultipart()) {
          throw new AppError(
            'unsupported_media_type',
            `${serverMessage('unsupported_media_type', req.language)}: multipart/form-data`,
          );
        }
        const fields: Record<string, string> = {};
        const files: UploadedFile[] = [];
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file') {
              if (!IMAGE_FIELDS.has(part.fieldname)) {
                await part.toBuffer().catch(() => undefined);
                throw new AppError('validation_failed', undefined, part.fieldname);
              }
              const index = files.length;
              try {
                files.push({ field: part.fieldname, bytes: await part.toBuffer() });
              } catch (error) {
                if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
                  throw new AppError('feedback_image_too_large', undefined, `images.${index}`, { index });
                }
                throw error;
              }
            } else {
              if (!TEXT_FIELDS.has(part.fieldname)) continue;
              if (part.valueTruncated) throw new AppError('validation_failed', undefined, part.fieldname);
              fields[part.fieldname] = String(part.value);
            }
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          switch ((error as { code?: string }).code) {
            case 'FST_FILES_LIMIT':
              throw new AppError('feedback_too_many_images', undefined, 'images');
            case 'FST_PARTS_LIMIT':
            case 'FST_FIELDS_LIMIT':
              throw new AppError('validation_failed', undefined, 'body');
            default:
              // Malformed multipart (cut short, bad boundary): bad input, not a server fault.
              throw new AppError('validation_failed', undefined, 'body');
          }
        }
        refuseUnsafeText(req.language, fields, 'body');
        const parsed = feedbackFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = issue.path.join('.') || 'body';
          if (fields[field] === undefined) throw new AppError('field_required', undefined, field);
          throw new AppError(
            'validation_failed',
            `${serverMessage('validation_failed', req.language)}: ${field} ${issue.message}`,
            field,
          );
        }
        return ok(
          await submitFeedback(
            ctx,
            { ...parsed.data, files },
            {
              merchant: req.merchant,
              memberId: req.member?.id ?? null,
              language: req.language,
              ip: req.ip,
            },
          ),
        );
      },
    );
  });

  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    SERVICE_PATHS.feedbackSettings,
    { schema: { response: { 200: envelopeSchema(feedbackSettingsSchema) } } },
    async (req) => ok(feedbackSettings(req.merchant)),
  );

  app.get(
    SERVICE_PATHS.feedback,
    {
      preHandler: app.auth.requireMember,
      schema: { querystring: feedbackListQuerySchema, response: { 200: envelopeSchema(feedbackPageSchema) } },
    },
    async (req) => ok(await memberFeedbackPage(ctx, req.merchant.id, memberOf(req).id, req.query)),
  );

  app.get(
    SERVICE_PATHS.feedbackImage,
    { preHandler: app.auth.requireMember, schema: { params: z.object({ id: z.uuid() }) } },
    async (req, reply) =>
      sendImage(
        reply,
        await feedbackImage(ctx, req.params.id, { merchantId: req.merchant.id, memberId: memberOf(req).id }),
      ),
  );
}
