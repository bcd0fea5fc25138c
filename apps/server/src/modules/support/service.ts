import crypto from 'node:crypto';
import {
  CS_PATH_TYPES,
  CS_POPUP_SIZES,
  VIP_SERVICE_MIN_RANK,
  type ChatMessage,
  type ChatThread,
  type CsDesk,
  type ServiceAddress,
  type SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Limit } from '../../lib/rateLimiter';
import { loadMember } from '../accounts/memberService';
import type { Merchant } from '../brands/service';
import { inTransaction } from '../../db/transaction';
import { claimsOf, type DecisionHooks } from '../queues/service';
import {
  countThreads,
  findOpenMemberThread,
  findOpenVisitorThread,
  findThread,
  insertMessage,
  insertThread,
  lastMessages,
  listThreads,
  memberUsername,
  messagesAfter,
  type ChatMessageRow,
  type ChatThreadRow,
} from './repository';

/** The member's VIP rank (0 for visitors): ranks above 4 use the VIP customer service (SPEC §6). */
async function vipRank(ctx: AppContext, merchant: Merchant, memberId: number | null): Promise<number> {
  if (memberId === null) return 0;
  return (await loadMember(ctx, merchant, memberId)).vipLevel;
}

const deskOf = (rank: number): CsDesk => (rank >= VIP_SERVICE_MIN_RANK ? 'vip' : 'live');

/**
 * getService: the customer-service address for this visitor or member. VIP ranks above 4 get the
 * brand's VIP service (its paths may be type '3', encrypted), everyone else the live chat; a brand
 * without a chat path falls back to its e-mail.
 */
export async function serviceAddress(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number | null,
): Promise<ServiceAddress> {
  const p = merchant.profile;
  const desk = deskOf(await vipRank(ctx, merchant, memberId));
  let pathList = desk === 'vip' && p.vipServicePathList?.length ? p.vipServicePathList : p.customerService.pathList;
  if (pathList.length === 0 && p.customerService.email)
    pathList = [{ type: CS_PATH_TYPES.LINK, path: `mailto:${p.customerService.email}` }];
  const servedDesk: CsDesk = desk === 'vip' && p.vipServicePathList?.length ? 'vip' : 'live';
  return { version: { pathList }, desk: servedDesk, popup: CS_POPUP_SIZES[servedDesk] };
}

// Live chat -----------------------------------------------------------------------------------

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const CHAT_PER_THREAD: Limit = { name: 'chat-thread', max: 30, windowMs: 60_000 };
const CHAT_OPEN_PER_IP: Limit = { name: 'chat-open-ip', max: 20, windowMs: 10 * 60_000 };

const toMessage = (m: ChatMessageRow): ChatMessage => ({
  id: m.id,
  author: m.author as ChatMessage['author'],
  text: m.text,
  createdAt: m.createdAt.toISOString(),
});

export interface ChatCaller {
  merchant: Merchant;
  memberId: number | null;
  /** The visitor token from `X-Chat-Token` (visitors only). */
  visitorToken: string | undefined;
}

/**
 * Opens the caller's conversation: a member's open thread (or a new one), a visitor's open thread
 * by its token (or a new one with a new token, answered once).
 */
export async function openChat(
  ctx: AppContext,
  caller: ChatCaller & { name?: string | undefined; language: SiteLanguage; ip: string },
): Promise<ChatThread> {
  const { merchant, memberId } = caller;
  let thread: ChatThreadRow | undefined;
  let newToken: string | null = null;
  if (memberId !== null) {
    thread = await findOpenMemberThread(ctx.db, merchant.id, memberId);
  } else if (caller.visitorToken) {
    thread = await findOpenVisitorThread(ctx.db, merchant.id, sha256(caller.visitorToken));
  }
  if (!thread) {
    await ctx.accounts.limiter.hit(CHAT_OPEN_PER_IP, caller.ip);
    const now = ctx.now();
    let customerName: string;
    let desk: CsDesk = 'live';
    if (memberId !== null) {
      const m = await loadMember(ctx, merchant, memberId);
      customerName = m.nickname || m.username;
      desk = deskOf(m.vipLevel);
    } else {
      newToken = crypto.randomBytes(32).toString('base64url');
      customerName = caller.name || (caller.language === 'en' ? 'Guest' : 'Khách');
    }
    thread = await insertThread(ctx.db, {
      merchantId: merchant.id,
      memberId,
      visitorTokenHash: newToken ? sha256(newToken) : null,
      customerName,
      desk,
      status: 'waiting',
      createdAt: now,
      updatedAt: now,
    });
  }
  const messages = await lastMessages(ctx.db, thread.id);
  return {
    threadId: thread.id,
    visitorToken: newToken,
    desk: thread.desk as CsDesk,
    status: thread.status as ChatThread['status'],
    customer: thread.customerName,
    messages: messages.map(toMessage),
  };
}

/** The caller's own thread, else chat_not_found (another person's thread looks like a missing one). */
async function ownThread(ctx: AppContext, caller: ChatCaller, threadId: string): Promise<ChatThreadRow> {
  const t = await findThread(ctx.db, threadId);
  const mine =
    t &&
    t.merchantId === caller.merchant.id &&
    (caller.memberId !== null
      ? t.memberId === caller.memberId
      : t.memberId === null &&
        !!caller.visitorToken &&
        !!t.visitorTokenHash &&
        t.visitorTokenHash === sha256(caller.visitorToken));
  if (!mine) throw new AppError('chat_not_found', undefined, 'threadId');
  return t;
}

export async function chatMessagesSince(ctx: AppContext, caller: ChatCaller, threadId: string, after: number) {
  const t = await ownThread(ctx, caller, threadId);
  const rows = await messagesAfter(ctx.db, t.id, after);
  return { status: t.status as ChatThread['status'], messages: rows.map(toMessage) };
}

export async function sendChatMessage(
  ctx: AppContext,
  caller: ChatCaller,
  threadId: string,
  text: string,
): Promise<ChatMessage> {
  const t = await ownThread(ctx, caller, threadId);
  if (t.status === 'closed') throw new AppError('chat_closed', undefined, 'threadId');
  await ctx.accounts.limiter.hit(CHAT_PER_THREAD, t.id);
  return toMessage(await insertMessage(ctx.db, t.id, 'customer', text, 'waiting', ctx.now()));
}

// Operators

function summary(t: ChatThreadRow, brand: string, member: string | null, lastMessage: string | null) {
  return {
    id: t.id,
    brand,
    desk: t.desk as CsDesk,
    status: t.status as ChatThread['status'],
    customer: t.customerName,
    member,
    lastMessage: lastMessage ?? '',
    updatedAt: t.updatedAt.toISOString(),
  };
}

export async function listChatsForOps(ctx: AppContext, brands: Merchant[], status: string | undefined) {
  const codeOf = new Map(brands.map((b) => [b.id, b.code]));
  const rows = await listThreads(
    ctx.db,
    brands.map((b) => b.id),
    status,
  );
  const claims = await claimsOf(
    ctx,
    'chat',
    rows.map((r) => r.t.id),
  );
  return rows.map((r) => ({
    ...summary(r.t, codeOf.get(r.t.merchantId)!, r.username, r.lastMessage),
    claim: claims.get(r.t.id) ?? null,
  }));
}

/** Chats waiting for an operator's answer (the live-chat queue's count). */
export const waitingChatCount = (ctx: AppContext, merchantIds: number[]) =>
  countThreads(ctx.db, merchantIds, 'waiting');

/** The brand of a chat (a queue claim's check), or undefined when there is none. */
export async function chatMerchantId(ctx: AppContext, id: string): Promise<number | undefined> {
  return (await findThread(ctx.db, id))?.merchantId;
}

/** One chat for an operator of its brand (`merchantIds`; null: every brand). */
export async function chatForOps(
  ctx: AppContext,
  id: string,
  brandCode: (merchantId: number) => string,
  merchantIds: number[] | null = null,
) {
  const t = await findThread(ctx.db, id);
  if (!t || (merchantIds !== null && !merchantIds.includes(t.merchantId))) {
    throw new AppError('chat_not_found', undefined, 'id');
  }
  const messages = await lastMessages(ctx.db, t.id, 500);
  const claims = await claimsOf(ctx, 'chat', [t.id]);
  return {
    ...summary(t, brandCode(t.merchantId), await memberUsername(ctx.db, t.memberId), messages.at(-1)?.text ?? null),
    claim: claims.get(t.id) ?? null,
    messages: messages.map(toMessage),
  };
}

type ChatDecider = { name: string; hooks: DecisionHooks };

/** An operator's answer (`by`: who, the queue's checks and record); the chat stays claimed. */
export async function replyToChat(ctx: AppContext, id: string, text: string, by: ChatDecider): Promise<ChatMessage> {
  return inTransaction(ctx.db, async (tx) => {
    const t = await findThread(tx, id);
    if (!t) throw new AppError('chat_not_found', undefined, 'id');
    await by.hooks.check(tx, t.merchantId);
    if (t.status === 'closed') throw new AppError('chat_closed', undefined, 'id');
    const m = await insertMessage(tx, t.id, 'operator', text, 'answered', ctx.now(), by.name);
    await by.hooks.done(tx, {
      merchantId: t.merchantId,
      before: { status: t.status },
      after: { status: 'answered', message: text },
      release: false,
    });
    return toMessage(m);
  });
}

/** Closes a chat (`by`: who, the queue's checks and record); closing ends the chat's claim. */
export async function closeChat(
  ctx: AppContext,
  id: string,
  by: ChatDecider,
): Promise<{ id: string; status: 'closed' }> {
  return inTransaction(ctx.db, async (tx) => {
    const t = await findThread(tx, id);
    if (!t) throw new AppError('chat_not_found', undefined, 'id');
    await by.hooks.check(tx, t.merchantId);
    if (t.status !== 'closed') {
      await insertMessage(tx, t.id, 'system', 'closed', 'closed', ctx.now(), by.name);
      await by.hooks.done(tx, {
        merchantId: t.merchantId,
        before: { status: t.status },
        after: { status: 'closed' },
        release: true,
      });
    }
    return { id: t.id, status: 'closed' as const };
  });
}
