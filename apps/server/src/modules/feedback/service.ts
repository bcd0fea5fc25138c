import crypto from 'node:crypto';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_TYPES,
  SERVICE_OPS_PATHS,
  SERVICE_PATHS,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackSettings,
  type FeedbackType,
  type OpsFeedbackDetail,
  type SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { serverMessage } from '../../lib/i18n';
import type { Limit } from '../../lib/rateLimiter';
import type { Merchant } from '../brands/service';
import { detectImage } from './images';
import { inTransaction } from '../../db/transaction';
import { claimsOf, type DecisionHooks } from '../queues/service';
import {
  countFeedback,
  findFeedback,
  findImage,
  insertFeedback,
  insertReply,
  listFeedback,
  loadAttachments,
  pageMemberFeedback,
  type FeedbackImageRow,
  type FeedbackReplyRow,
  type FeedbackRow,
} from './repository';
import { randomFileName, readUpload, removeUpload, writeUpload } from './storage';
import { listPage, pageWindow } from '../../db/paging';

export const DEFAULT_FEEDBACK_WORDS = { minWords: 5, maxWords: 500 } as const;
/** Accepted feedback per IP and hour (rejected attempts store nothing and are not counted). */
const FEEDBACK_PER_IP: Limit = { name: 'feedback-ip', max: 10, windowMs: 60 * 60_000 };

export function feedbackSettings(m: Merchant): FeedbackSettings {
  const words = m.profile.feedback ?? DEFAULT_FEEDBACK_WORDS;
  return {
    minWords: words.minWords,
    maxWords: words.maxWords,
    maxImages: FEEDBACK_LIMITS.maxImages,
    maxImageBytes: FEEDBACK_LIMITS.maxImageBytes,
    types: [...FEEDBACK_TYPES],
  };
}

/** Words: blank-separated runs that hold at least one letter or digit ("!!!" is not a word). */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * HTML in the content is refused (not stripped): the player sees the answer and can rewrite, and an
 * operator never reads a silently altered text. What counts: a tag (`<b>`, `</p>`, `<img src=x>`), a
 * comment, a doctype or processing instruction. A lone `<` or `>` ("1 < 2") is plain text.
 */
export function containsHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--|<!doctype|<\?[a-z]/i.test(text);
}

export interface UploadedFile {
  field: string;
  bytes: Buffer;
}

export interface FeedbackInput {
  type: FeedbackType;
  content: string;
  contact?: string | undefined;
  files: UploadedFile[];
}

export interface FeedbackMeta {
  merchant: Merchant;
  memberId: number | null;
  language: SiteLanguage;
  ip: string;
}

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

/**
 * Checks everything first (content, contact, every picture by its bytes), then writes the pictures
 * under random names and the rows in one transaction; if the rows fail, the files are removed, so a
 * refused or failed submission leaves nothing behind.
 */
export async function submitFeedback(ctx: AppContext, input: FeedbackInput, meta: FeedbackMeta) {
  const limiter = ctx.accounts.limiter;
  if (await limiter.exceeded(FEEDBACK_PER_IP, meta.ip))
    throw new AppError('TOO_MANY_REQUESTS', undefined, undefined, { retryAfterSeconds: 3600 });

  const content = input.content.trim();
  if (!content) throw new AppError('field_required', undefined, 'content');
  if (containsHtml(content)) throw new AppError('feedback_html_not_allowed', undefined, 'content');
  const { minWords, maxWords } = feedbackSettings(meta.merchant);
  const words = countWords(content);
  if (words < minWords || words > maxWords) {
    throw new AppError(
      'feedback_word_count',
      fill(serverMessage('feedback_word_count', meta.language), { min: minWords, max: maxWords }),
      'content',
      {
        minWords,
        maxWords,
        words,
      },
    );
  }
  const contact = input.contact?.trim() || null;
  if (contact && containsHtml(contact)) throw new AppError('feedback_html_not_allowed', undefined, 'contact');
  if (!meta.memberId && !contact) throw new AppError('feedback_contact_required', undefined, 'contact');
  if (input.files.length > FEEDBACK_LIMITS.maxImages)
    throw new AppError('feedback_too_many_images', undefined, 'images');

  const images = input.files.map((f, index) => {
    if (f.bytes.length > FEEDBACK_LIMITS.maxImageBytes)
      throw new AppError('feedback_image_too_large', undefined, `images.${index}`, { index });
    const detected = detectImage(f.bytes);
    if (!detected) throw new AppError('feedback_image_invalid', undefined, `images.${index}`, { index });
    return {
      fileName: randomFileName(detected.extension),
      contentType: detected.contentType,
      size: f.bytes.length,
      sha256: crypto.createHash('sha256').update(f.bytes).digest('hex'),
      sort: index,
      bytes: f.bytes,
    };
  });

  const written: string[] = [];
  try {
    for (const img of images) {
      await writeUpload(ctx.config.dataDir, img.fileName, img.bytes);
      written.push(img.fileName);
    }
    const now = ctx.now();
    const row = await insertFeedback(
      ctx.db,
      {
        merchantId: meta.merchant.id,
        memberId: meta.memberId,
        type: input.type,
        content,
        contact,
        language: meta.language,
        ip: meta.ip,
        createdAt: now,
        updatedAt: now,
      },
      images.map(({ bytes: _bytes, ...rest }) => ({ ...rest, createdAt: now })),
    );
    await limiter.hit(FEEDBACK_PER_IP, meta.ip).catch(() => undefined);
    return { id: row.id, status: row.status as 'open', images: images.length, createdAt: row.createdAt.toISOString() };
  } catch (error) {
    await Promise.all(written.map((name) => removeUpload(ctx.config.dataDir, name).catch(() => undefined)));
    throw error;
  }
}

const imageUrl = (id: string, forOps: boolean) =>
  (forOps ? SERVICE_OPS_PATHS.feedbackImage : SERVICE_PATHS.feedbackImage).replace(':id', id);

function toItem(f: FeedbackRow, images: FeedbackImageRow[], replies: FeedbackReplyRow[], forOps = false): FeedbackItem {
  return {
    id: f.id,
    type: f.type as FeedbackType,
    content: f.content,
    contact: f.contact,
    status: f.status as FeedbackItem['status'],
    createdAt: f.createdAt.toISOString(),
    images: images.map((i) => ({
      id: i.id,
      url: imageUrl(i.id, forOps),
      contentType: i.contentType as 'image/png',
      size: i.size,
    })),
    replies: replies.map((r) => ({ message: r.message, createdAt: r.createdAt.toISOString() })),
  };
}

/** A member's own feedback with replies, newest first. */
export async function memberFeedbackPage(
  ctx: AppContext,
  merchantId: number,
  memberId: number,
  query: { pageNo: number; pageSize: number },
): Promise<FeedbackPage> {
  const { rows, total } = await pageMemberFeedback(ctx.db, merchantId, memberId, pageWindow(query));
  const { images, replies } = await loadAttachments(
    ctx.db,
    rows.map((r) => r.id),
  );
  return listPage(
    rows.map((r) => toItem(r, images.get(r.id) ?? [], replies.get(r.id) ?? [])),
    total,
    query,
  );
}

/**
 * The bytes of a picture for its owner: a member of the same brand who sent that feedback (or an
 * operator, `owner` undefined). Anyone else gets the same answer as for a picture that does not exist.
 */
export async function feedbackImage(ctx: AppContext, id: string, owner?: { merchantId: number; memberId: number }) {
  const found = await findImage(ctx.db, id);
  if (!found || (owner && (found.owner.merchantId !== owner.merchantId || found.owner.memberId !== owner.memberId))) {
    throw new AppError('feedback_not_found', undefined, 'id');
  }
  const bytes = await readUpload(ctx.config.dataDir, found.image.fileName);
  if (!bytes) throw new AppError('feedback_not_found', undefined, 'id');
  return { bytes, contentType: found.image.contentType };
}

// Operators

export async function listFeedbackForOps(
  ctx: AppContext,
  brands: Merchant[],
  status: string | undefined,
  limit: number,
) {
  const codeOf = new Map(brands.map((b) => [b.id, b.code]));
  const rows = await listFeedback(
    ctx.db,
    brands.map((b) => b.id),
    status,
    limit,
  );
  const claims = await claimsOf(
    ctx,
    'feedback',
    rows.map((r) => r.f.id),
  );
  return rows.map((r) => ({
    id: r.f.id,
    brand: codeOf.get(r.f.merchantId)!,
    type: r.f.type as FeedbackType,
    status: r.f.status as 'open',
    member: r.username,
    contact: r.f.contact,
    excerpt: r.f.content.length > 80 ? `${r.f.content.slice(0, 79)}…` : r.f.content,
    images: r.images,
    replies: r.replies,
    createdAt: r.f.createdAt.toISOString(),
    claim: claims.get(r.f.id) ?? null,
  }));
}

/** Feedback waiting for a reply (the feedback queue's count). */
export const openFeedbackCount = (ctx: AppContext, merchantIds: number[]) => countFeedback(ctx.db, merchantIds, 'open');

/** The brand of a feedback (a queue claim's check), or undefined when there is none. */
export async function feedbackMerchantId(ctx: AppContext, id: string): Promise<number | undefined> {
  return (await findFeedback(ctx.db, id))?.merchantId;
}

/** A picture of a feedback for an operator of its brand (`merchantIds`; null: every brand). */
export async function opsFeedbackImage(ctx: AppContext, id: string, merchantIds: number[] | null) {
  const found = await findImage(ctx.db, id);
  if (found && merchantIds !== null && !merchantIds.includes(found.owner.merchantId)) {
    throw new AppError('feedback_not_found', undefined, 'id');
  }
  return feedbackImage(ctx, id);
}

export async function feedbackForOps(
  ctx: AppContext,
  id: string,
  brandCode: (merchantId: number) => string,
  merchantIds: number[] | null = null,
): Promise<OpsFeedbackDetail> {
  const f = await findFeedback(ctx.db, id);
  if (!f || (merchantIds !== null && !merchantIds.includes(f.merchantId))) {
    throw new AppError('feedback_not_found', undefined, 'id');
  }
  const { images, replies } = await loadAttachments(ctx.db, [f.id]);
  return {
    ...toItem(f, images.get(f.id) ?? [], replies.get(f.id) ?? [], true),
    brand: brandCode(f.merchantId),
    member: f.username,
    language: f.language as SiteLanguage,
    ip: f.ip,
  };
}

/** An operator's reply (`by`: who, the queue's checks and record); the reply ends the item's claim. */
export async function replyToFeedback(
  ctx: AppContext,
  id: string,
  message: string,
  by: { name: string; hooks: DecisionHooks },
) {
  const { f, reply } = await inTransaction(ctx.db, async (tx) => {
    const f = await findFeedback(tx, id);
    if (!f) throw new AppError('feedback_not_found', undefined, 'id');
    await by.hooks.check(tx, f.merchantId);
    const reply = await insertReply(tx, f.id, message, ctx.now(), by.name);
    await by.hooks.done(tx, {
      merchantId: f.merchantId,
      before: { status: f.status },
      after: { status: 'replied', message },
      release: true,
    });
    return { f, reply };
  });
  return {
    id: f.id,
    status: 'replied' as const,
    reply: { message: reply.message, createdAt: reply.createdAt.toISOString() },
  };
}
