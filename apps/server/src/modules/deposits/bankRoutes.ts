import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANK_PATHS,
  BANK_SIGNATURE_HEADER,
  bankFeedResultSchema,
  bankStatementLineSchema,
  envelopeSchema,
  OPS_BANK_PATHS,
  opsBankFeedCodeParamsSchema,
  opsBankFeedCreateSchema,
  opsBankFeedSchema,
  opsBankFeedSecretSchema,
  opsBankIdParamsSchema,
  opsBankImportResultSchema,
  opsBankImportSchema,
  opsBankLineSchema,
  opsBankLinesQuerySchema,
  opsBankResolveSchema,
  opsReceivingAccountCreateSchema,
  opsReceivingAccountSchema,
  opsReceivingAccountUpdateSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { jsonOrEmpty, keepRawJson, type RawBodies } from '../../lib/rawBody';
import { ok } from '../../plugins/envelope';
import { recordAudit } from '../audit/service';
import { auditActorOf } from '../operators/service';
import { opsAddAccount, opsListAccounts, opsUpdateAccount } from './receivingAccounts';
import { importStatementCsv } from './statementCsv';
import {
  authenticateFeed,
  opsAddFeed,
  opsListFeeds,
  opsListLines,
  opsRotateFeed,
  receiveStatementLine,
  resolveLine,
} from './statements';

const raw: RawBodies = new WeakMap();

/**
 * A feed's body as one statement line: SePay's fields as they are, or Casso's webhook (v2: `{ error,
 * data: { id, reference, description, amount, accountNumber, transactionDateTime, bankName } }`, the
 * amount signed: money out is negative) mapped onto them.
 */
function feedLine(body: unknown): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return body;
  const c = data as Record<string, unknown>;
  const amount = typeof c.amount === 'number' ? c.amount : undefined;
  return {
    id: c.id,
    gateway: c.bankName,
    transactionDate: c.transactionDateTime,
    accountNumber: c.accountNumber,
    transferType: amount !== undefined && amount < 0 ? 'out' : 'in',
    transferAmount: amount === undefined ? undefined : Math.abs(amount),
    description: c.description,
    referenceCode: c.reference,
  };
}

/**
 * Bank transfers matched automatically (issue 35): the statement feeds' webhook, and the operator's
 * receiving accounts, feeds, statement lines (the queue) and CSV import.
 */
export function registerBankTransferRoutes(root: FastifyInstance, ctx: AppContext) {
  // The feed's webhook: brandless (the account names the brand), answered in every site mode, read raw
  // so that the signature is checked over the exact bytes the feed signed, before the body is read.
  root.register(async (scope) => {
    keepRawJson(scope, raw, { bodyLimit: 16_384, parse: jsonOrEmpty });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      BANK_PATHS.statementFeed,
      {
        config: { brandless: true, siteModeExempt: true },
        schema: {
          params: z.object({ feed: z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/) }),
          response: { 200: envelopeSchema(bankFeedResultSchema) },
        },
      },
      async (req) => {
        const header = req.headers[BANK_SIGNATURE_HEADER];
        const source = await authenticateFeed(
          ctx,
          req.params.feed,
          Array.isArray(header) ? header[0] : header,
          raw.get(req) ?? '',
        );
        const line = bankStatementLineSchema.safeParse(feedLine(req.body));
        if (!line.success) {
          const issue = line.error.issues[0];
          throw new AppError('validation_failed', issue?.message, issue?.path.join('.') || 'body');
        }
        const { repeated: _repeated, ...result } = await receiveStatementLine(ctx, source, line.data);
        return ok(result);
      },
    );
  });

  ctx.ops.scope(root, (app) => {
    const account = { 200: envelopeSchema(opsReceivingAccountSchema) };
    app.get(
      OPS_BANK_PATHS.accounts,
      {
        config: { permission: 'config.manage' },
        schema: {
          querystring: z.object({ brand: z.string().min(1).max(32).optional() }),
          response: { 200: envelopeSchema(z.array(opsReceivingAccountSchema)) },
        },
      },
      async (req) => ok(await opsListAccounts(ctx, await ctx.ops.brandIds(req, req.query.brand))),
    );
    app.post(
      OPS_BANK_PATHS.accounts,
      {
        config: { permission: 'config.manage', audit: 'bank.account.add' },
        schema: { body: opsReceivingAccountCreateSchema, response: account },
      },
      async (req) => ok(await opsAddAccount(ctx, (await ctx.ops.brands(req, req.body.brand))[0]!, req.body)),
    );
    app.patch(
      OPS_BANK_PATHS.account,
      {
        config: { permission: 'config.manage', audit: 'bank.account.update' },
        schema: { params: opsBankIdParamsSchema, body: opsReceivingAccountUpdateSchema, response: account },
      },
      async (req) => ok(await opsUpdateAccount(ctx, req.params.id, req.body, await ctx.ops.brandIds(req, undefined))),
    );

    app.get(
      OPS_BANK_PATHS.feeds,
      {
        config: { permission: 'config.manage' },
        schema: {
          querystring: z.object({ brand: z.string().min(1).max(32).optional() }),
          response: { 200: envelopeSchema(z.array(opsBankFeedSchema)) },
        },
      },
      async (req) => ok(await opsListFeeds(ctx, await ctx.ops.brandIds(req, req.query.brand))),
    );
    app.post(
      OPS_BANK_PATHS.feeds,
      {
        config: { permission: 'config.manage', audit: 'bank.feed.add' },
        schema: { body: opsBankFeedCreateSchema, response: { 200: envelopeSchema(opsBankFeedSecretSchema) } },
      },
      async (req) => ok(await opsAddFeed(ctx, (await ctx.ops.brands(req, req.body.brand))[0]!, req.body.code)),
    );
    app.post(
      OPS_BANK_PATHS.feedRotate,
      {
        config: { permission: 'config.manage', audit: 'bank.feed.rotate' },
        schema: { params: opsBankFeedCodeParamsSchema, response: { 200: envelopeSchema(opsBankFeedSecretSchema) } },
      },
      async (req) => ok(await opsRotateFeed(ctx, req.params.code, await ctx.ops.brandIds(req, undefined))),
    );

    app.get(
      OPS_BANK_PATHS.lines,
      {
        config: { permission: 'deposits.manage' },
        schema: { querystring: opsBankLinesQuerySchema, response: { 200: envelopeSchema(z.array(opsBankLineSchema)) } },
      },
      async (req) =>
        ok(
          await opsListLines(ctx, {
            merchantIds: await ctx.ops.brandIds(req, req.query.brand),
            status: req.query.status,
            limit: req.query.limit,
          }),
        ),
    );
    app.post(
      OPS_BANK_PATHS.lineResolve,
      {
        config: { permission: 'deposits.manage', audit: 'bank.line.resolve' },
        schema: {
          params: opsBankIdParamsSchema,
          body: opsBankResolveSchema,
          response: { 200: envelopeSchema(opsBankLineSchema) },
        },
      },
      async (req) =>
        ok(
          await resolveLine(ctx, req.params.id, req.body, {
            name: ctx.ops.actor(req).name,
            merchantIds: await ctx.ops.brandIds(req, undefined),
          }),
        ),
    );
    app.post(
      OPS_BANK_PATHS.import,
      {
        // Audited below with the import's counts (the file itself stays out of the log).
        config: { permission: 'deposits.manage', audit: false },
        bodyLimit: 1_100_000,
        schema: { body: opsBankImportSchema, response: { 200: envelopeSchema(opsBankImportResultSchema) } },
      },
      async (req) => {
        const brand = (await ctx.ops.brands(req, req.body.brand))[0]!;
        const result = await importStatementCsv(ctx, brand.id, req.body.csv);
        await recordAudit(
          ctx.db,
          auditActorOf(ctx.ops.actor(req)),
          { merchantId: brand.id, action: 'bank.import', target: `brand=${brand.code}`, after: result },
          ctx.now(),
        );
        return ok(result);
      },
    );
  });
}
