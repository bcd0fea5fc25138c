import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  balanceEventsQuerySchema,
  balanceSchema,
  balanceTicketSchema,
  consolidatedSchema,
  envelopeSchema,
  IS_AGENT,
  merchantWalletSchema,
  MONEY_PATHS,
  transactionHistoryQuerySchema,
  transactionHistorySchema,
  walletTransferBodySchema,
  walletTransferListQuerySchema,
  walletTransferPageSchema,
  walletTransferSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { moneyActionLimit } from './service';
import { memberBalance, merchantWallet } from './balance';
import { transactionHistory } from './history';
import { findTransfer, pageTransfers } from './repository';
import { issueTicket, readTicket, TICKET_SECONDS } from './tickets';
import { consolidate, toWalletTransfer, walletTransfer } from './transfers';
import { listPage, pageWindow } from '../../db/paging';

/** Balance, balance stream, wallet transfers, consolidation, merchantWallet, account records. */
export function registerWalletRoutes(root: FastifyInstance, ctx: AppContext) {
  const streams = new Set<() => void>();
  // Open balance streams would keep the server from closing: end them first.
  root.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limit = moneyActionLimit(ctx);
    const { requireMember, requireRealMember } = app.auth;
    const mayTransfer = app.auth.requireCapability('walletTransfer');
    const trialOf = (isAgent: number) => isAgent === IS_AGENT.TRIAL;

    app.get(
      MONEY_PATHS.balance,
      { preHandler: requireMember, schema: { response: { 200: envelopeSchema(balanceSchema) } } },
      async (req) =>
        ok(
          await ctx.memberBalances.read(
            req.merchant,
            { id: memberOf(req).id, trial: trialOf(memberOf(req).isAgent) },
            ctx.now(),
          ),
        ),
    );

    app.post(
      MONEY_PATHS.balanceTicket,
      { preHandler: requireMember, schema: { response: { 200: envelopeSchema(balanceTicketSchema) } } },
      async (req) =>
        ok({
          ticket: issueTicket(ctx, {
            merchantId: req.merchant.id,
            memberId: memberOf(req).id,
            trial: trialOf(memberOf(req).isAgent),
            sessionEnds: req.sessionExpiresAt?.getTime() ?? 0,
          }),
          expiresInSeconds: TICKET_SECONDS,
        }),
    );

    // Server-sent events: `event: balance` with the balance (as getBalanceV2) on connect and after
    // every movement of the member's money; a comment line every 20 s keeps proxies from closing it.
    // Never compressed: a compressor would hold events back until its buffer fills.
    app.get(
      MONEY_PATHS.balanceEvents,
      { compress: false, schema: { querystring: balanceEventsQuerySchema } },
      async (req, reply) => {
        let who: { memberId: number; trial: boolean; sessionEnds: number };
        if (req.query.ticket) {
          const c = readTicket(ctx, req.query.ticket, req.merchant.id);
          who = { memberId: c.memberId, trial: c.trial, sessionEnds: c.sessionEnds };
        } else {
          await requireMember.call(scope, req, reply);
          who = {
            memberId: memberOf(req).id,
            trial: trialOf(memberOf(req).isAgent),
            sessionEnds: req.sessionExpiresAt?.getTime() ?? 0,
          };
        }
        const merchant = req.merchant;
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        });
        let closed = false;
        let last = '';
        let queue: Promise<void> = Promise.resolve();
        let debounce: NodeJS.Timeout | undefined;
        const push = () => {
          queue = queue
            .then(async () => {
              if (closed) return;
              const read = await memberBalance(ctx.db, merchant, { id: who.memberId, trial: who.trial }, ctx.now());
              // Encoded as the answers are (money as its minor-unit string, decision 0021).
              const b = z.encode(balanceSchema, read);
              const { at: _at, ...same } = b;
              const key = JSON.stringify(same);
              if (key === last || closed) return;
              last = key;
              res.write(`event: balance\ndata: ${JSON.stringify(b)}\n\n`);
            })
            .catch((error: unknown) => {
              // PostgreSQL away: the stream stays open and the next notice or keep-alive reads again.
              if (!ctx.health.report(error)) req.log.warn({ err: error }, 'balance stream read failed');
            });
        };
        const soon = () => {
          if (debounce) return;
          debounce = setTimeout(() => {
            debounce = undefined;
            push();
          }, 30);
        };
        const unsubscribe = ctx.balances.subscribe(merchant.id, who.memberId, soon);
        // The keep-alive also re-reads the balance: movements made by code that does not publish still show.
        const keepAlive = setInterval(() => {
          res.write(': ping\n\n');
          soon();
        }, 20_000);
        const untilSessionEnds = who.sessionEnds - Date.now();
        const expiry =
          who.sessionEnds > 0
            ? setTimeout(() => end(), Math.max(0, Math.min(untilSessionEnds, 2 ** 31 - 1)))
            : undefined;
        function end() {
          if (closed) return;
          closed = true;
          unsubscribe();
          clearInterval(keepAlive);
          if (expiry) clearTimeout(expiry);
          if (debounce) clearTimeout(debounce);
          streams.delete(end);
          res.end();
        }
        streams.add(end);
        req.raw.on('close', end);
        res.write('retry: 3000\n\n');
        push();
      },
    );

    app.get(
      MONEY_PATHS.merchantWallet,
      { preHandler: requireMember, schema: { response: { 200: envelopeSchema(merchantWalletSchema) } } },
      async (req) => ok(await merchantWallet(ctx.db, req.merchant.id)),
    );

    app.post(
      MONEY_PATHS.walletTransfer,
      {
        preHandler: [mayTransfer, limit],
        schema: { body: walletTransferBodySchema, response: { 200: envelopeSchema(walletTransferSchema) } },
      },
      async (req) =>
        ok(
          await walletTransfer(
            ctx,
            req.merchant,
            memberOf(req).id,
            {
              from: req.body.from,
              to: req.body.to,
              amount: req.body.amount,
              clientRequestId: req.body.clientRequestId,
            },
            // Money into a vendor's wallet may be refused for the member (responsible gaming handles the event),
            // in the transfer's transaction, in the request's language.
            async (tx, memberId, at) => {
              await ctx.events.publish(tx, { type: 'wallet.transferringIn', memberId, language: req.language, at });
            },
          ),
        ),
    );

    app.get(
      MONEY_PATHS.walletTransfers,
      {
        preHandler: mayTransfer,
        schema: {
          querystring: walletTransferListQuerySchema,
          response: { 200: envelopeSchema(walletTransferPageSchema) },
        },
      },
      async (req) => {
        const { rows, total } = await pageTransfers(ctx.db, memberOf(req).id, {
          status: req.query.status,
          ...pageWindow(req.query),
        });
        return ok(listPage(rows.map(toWalletTransfer), total, req.query));
      },
    );

    app.get(
      MONEY_PATHS.walletTransferOne,
      {
        preHandler: mayTransfer,
        schema: {
          params: z.object({ reference: z.string().min(1).max(64) }),
          response: { 200: envelopeSchema(walletTransferSchema) },
        },
      },
      async (req) => {
        const t = await findTransfer(ctx.db, req.params.reference);
        // Another member's reference answers as if it did not exist.
        if (!t || t.memberId !== memberOf(req).id) throw new AppError('transfer_not_found', undefined, 'reference');
        return ok(toWalletTransfer(t));
      },
    );

    app.post(
      MONEY_PATHS.consolidated,
      { preHandler: [mayTransfer, limit], schema: { response: { 200: envelopeSchema(consolidatedSchema) } } },
      async (req) => {
        const transfers = await consolidate(ctx, req.merchant, memberOf(req).id);
        const balance = await memberBalance(ctx.db, req.merchant, { id: memberOf(req).id, trial: false }, ctx.now());
        return ok({ transfers, balance });
      },
    );

    app.get(
      MONEY_PATHS.transactionHistory,
      {
        preHandler: requireRealMember,
        schema: {
          querystring: transactionHistoryQuerySchema,
          response: { 200: envelopeSchema(transactionHistorySchema) },
        },
      },
      async (req) => ok(await transactionHistory(ctx.db, req.merchant, memberOf(req).id, req.query, ctx.now())),
    );
  });
}
