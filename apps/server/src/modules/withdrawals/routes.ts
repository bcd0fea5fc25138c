import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountCreateBodySchema,
  bankAccountDeleteBodySchema,
  bankAccountListSchema,
  bankAccountSchema,
  bankListSchema,
  BANKS,
  envelopeSchema,
  idParamsSchema,
  MONEY_PATHS,
  orderNoParamsSchema,
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  proofParamsSchema,
  REMARK_MAX_LENGTH,
  withdrawalConfirmBodySchema,
  withdrawalCreateBodySchema,
  withdrawalListQuerySchema,
  withdrawalOrderSchema,
  withdrawalPageSchema,
  withdrawalSettingsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { refuseUnsafeText } from '../../plugins/inputGuard';
import { moneyActionLimit } from '../wallets/service';
import { addBankAccount, bankAccountsOf, removeBankAccount } from './bankAccounts';
import {
  cancelWithdrawal,
  confirmWithdrawal,
  createWithdrawal,
  listWithdrawals,
  proofImage,
  reportNotReceived,
  withdrawalOf,
  withdrawalSettings,
  type ProofFile,
  type RankLimits,
} from './memberOrders';

/** png or jpg by their first bytes, never by name or declared type. */
export function sniffImage(buf: Buffer): ProofFile['mime'] | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Reads "not received": files (any field name, usually `proof`) and the `remark` field. */
async function readProofs(req: FastifyRequest): Promise<{ proofs: ProofFile[]; remark: string | null }> {
  if (!req.isMultipart())
    throw new AppError('proof_required', 'send multipart/form-data with the proof images', 'proof');
  const proofs: ProofFile[] = [];
  let remark: string | null = null;
  try {
    for await (const part of req.parts({
      limits: {
        fileSize: PROOF_MAX_BYTES,
        files: PROOF_MAX_FILES,
        fields: 4,
        parts: PROOF_MAX_FILES + 4,
        fieldSize: 4096,
      },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        const mime = sniffImage(bytes);
        if (!mime) throw new AppError('proof_invalid', undefined, part.fieldname);
        proofs.push({ mime, bytes });
      } else if (part.fieldname === 'remark') {
        const text = String(part.value ?? '').trim();
        refuseUnsafeText(req.language, text, 'remark');
        if (text.length > REMARK_MAX_LENGTH) {
          throw new AppError('validation_failed', `remark is at most ${REMARK_MAX_LENGTH} characters`, 'remark');
        }
        remark = text || null;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('proof_too_large', undefined, 'proof');
    if (code === 'FST_FILES_LIMIT') throw new AppError('proof_too_many', undefined, 'proof');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('validation_failed', 'too many form fields', 'proof');
    throw new AppError('validation_failed', 'the form could not be read', 'proof');
  }
  if (proofs.length === 0) throw new AppError('proof_required', undefined, 'proof');
  return { proofs, remark };
}

/** Bank accounts, withdrawals and their confirmation (SPEC §4). */
export function registerWithdrawalRoutes(root: FastifyInstance, ctx: AppContext) {
  // The daily limits at the member's VIP rank, asked on the event bus (vip answers; withdrawals cannot import
  // vip, which reads deposits): the brand's unless a rank sets its own.
  const limitsOf: RankLimits = async (db, merchantId, vipLevel, brand) => {
    const limits = { dailyMaxCount: brand.dailyMaxCount, dailyMaxAmount: BigInt(brand.dailyMaxAmount) };
    return (await ctx.events.publish(db, { type: 'withdrawal.limits', merchantId, vipLevel, brand, limits })).limits;
  };
  root.register(async (scope) => {
    if (!scope.hasDecorator('multipartErrors'))
      await scope.register(multipart, { limits: { fileSize: PROOF_MAX_BYTES, files: PROOF_MAX_FILES } });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limit = moneyActionLimit(ctx);
    // Withdrawals, and the bank accounts they pay to: what an account's kind may do (accounts/capabilities.ts).
    const mayWithdraw = app.auth.requireCapability('withdraw');
    const order = { 200: envelopeSchema(withdrawalOrderSchema) };

    app.get(
      MONEY_PATHS.banks,
      { preHandler: mayWithdraw, schema: { response: { 200: envelopeSchema(bankListSchema) } } },
      async () => ok(BANKS.map((b) => ({ code: b.code, name: b.name }))),
    );

    app.get(
      MONEY_PATHS.withdrawalSettings,
      { preHandler: mayWithdraw, schema: { response: { 200: envelopeSchema(withdrawalSettingsSchema) } } },
      async (req) => ok(await withdrawalSettings(ctx, req.merchant, memberOf(req).id, req.language, limitsOf)),
    );

    app.get(
      MONEY_PATHS.bankAccounts,
      { preHandler: mayWithdraw, schema: { response: { 200: envelopeSchema(bankAccountListSchema) } } },
      async (req) => ok(await bankAccountsOf(ctx.db, memberOf(req).id)),
    );

    app.post(
      MONEY_PATHS.bankAccounts,
      {
        preHandler: [mayWithdraw, limit],
        schema: { body: bankAccountCreateBodySchema, response: { 200: envelopeSchema(bankAccountSchema) } },
      },
      async (req) => ok(await addBankAccount(ctx, req.merchant, memberOf(req).id, req.body, req.language)),
    );

    app.delete(
      MONEY_PATHS.bankAccount,
      {
        preHandler: mayWithdraw,
        schema: {
          params: idParamsSchema,
          body: bankAccountDeleteBodySchema,
          response: { 200: envelopeSchema(z.object({ done: z.literal(true) })) },
        },
      },
      async (req) =>
        ok(await removeBankAccount(ctx, req.merchant, memberOf(req).id, req.params.id, req.body.paymentPassword)),
    );

    app.post(
      MONEY_PATHS.withdrawalOrders,
      { preHandler: [mayWithdraw, limit], schema: { body: withdrawalCreateBodySchema, response: order } },
      async (req) => ok(await createWithdrawal(ctx, req.merchant, memberOf(req).id, req.language, req.body, limitsOf)),
    );

    app.get(
      MONEY_PATHS.withdrawalOrders,
      {
        preHandler: mayWithdraw,
        schema: { querystring: withdrawalListQuerySchema, response: { 200: envelopeSchema(withdrawalPageSchema) } },
      },
      async (req) => ok(await listWithdrawals(ctx.db, memberOf(req).id, req.query, ctx.now())),
    );

    app.get(
      MONEY_PATHS.withdrawalOrder,
      { preHandler: mayWithdraw, schema: { params: orderNoParamsSchema, response: order } },
      async (req) => ok(await withdrawalOf(ctx.db, memberOf(req).id, req.params.orderNo, ctx.now())),
    );

    app.post(
      MONEY_PATHS.withdrawalConfirm,
      {
        preHandler: mayWithdraw,
        schema: { params: orderNoParamsSchema, body: withdrawalConfirmBodySchema, response: order },
      },
      async (req) => ok(await confirmWithdrawal(ctx, memberOf(req).id, req.params.orderNo, req.body.outcome)),
    );

    app.post(
      MONEY_PATHS.withdrawalNotReceived,
      { preHandler: [mayWithdraw, limit], schema: { params: orderNoParamsSchema, response: order } },
      async (req) => {
        // The order is checked before the upload is read: another member's order number reads nothing.
        await withdrawalOf(ctx.db, memberOf(req).id, req.params.orderNo, ctx.now());
        const { proofs, remark } = await readProofs(req);
        return ok(await reportNotReceived(ctx, memberOf(req).id, req.params.orderNo, proofs, remark));
      },
    );

    app.post(
      MONEY_PATHS.withdrawalCancel,
      { preHandler: mayWithdraw, schema: { params: orderNoParamsSchema } },
      async (req) => cancelWithdrawal(ctx.db, memberOf(req).id, req.params.orderNo),
    );

    app.get(
      MONEY_PATHS.withdrawalProof,
      { preHandler: mayWithdraw, schema: { params: proofParamsSchema } },
      async (req, reply) => {
        const img = await proofImage(ctx.db, memberOf(req).id, req.params.id);
        return reply.header('content-type', img.mime).header('cache-control', 'private, max-age=3600').send(img.bytes);
      },
    );
  });
}
