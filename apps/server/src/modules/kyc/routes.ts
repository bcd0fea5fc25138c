import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KYC_PATHS,
  envelopeSchema,
  kycDocumentParamsSchema,
  kycStatusSchema,
  kycUploadBodySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { sendImage } from '../feedback/routes';
import { documentImage, kycStatus, uploadDocument } from './service';

/** A data URL of a 5 MB picture is about 6.7 MB of JSON. */
const UPLOAD_BODY_LIMIT = 7 * 1024 * 1024;

/** The member's identity check (issue 34): its state, an upload, and the member's own pictures. */
export function registerKycRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const member = { preHandler: app.auth.requireRealMember };
  app.get(
    KYC_PATHS.status,
    { ...member, schema: { response: { 200: envelopeSchema(kycStatusSchema) } } },
    async (req) => ok(await kycStatus(ctx, req.merchant, memberOf(req).id)),
  );
  app.post(
    KYC_PATHS.documents,
    {
      ...member,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { body: kycUploadBodySchema, response: { 200: envelopeSchema(kycStatusSchema) } },
    },
    async (req) => ok(await uploadDocument(ctx, req.merchant, memberOf(req).id, req.body)),
  );
  app.get(KYC_PATHS.document, { ...member, schema: { params: kycDocumentParamsSchema } }, async (req, reply) =>
    sendImage(reply, await documentImage(ctx, req.params.id, { memberId: memberOf(req).id })),
  );
}
