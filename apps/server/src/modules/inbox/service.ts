import type { InboxMessage, MessagePage, MessageTemplate, SiteLanguage } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import type { InboxValue } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import crypto from 'node:crypto';
import {
  audienceUsernames,
  countUnread,
  findMessage,
  insertMessage,
  insertNotices,
  markRead,
  pageMessages,
  type InboxRow,
  type NoticeAudience,
} from './repository';
import { amountValue, formatTime, renderTemplate } from './templates';
import { listPage, pageWindow } from '../../db/paging';

/**
 * The platform inbox (messageV2). Money modules send the SPEC §4 templates with sendTemplate inside
 * the transaction that made the event, so a message exists exactly when the event does (and once:
 * the dedupe key). A message keeps its template and values and is shown in the reader's language.
 */

export { amountValue, formatTime } from './templates';

/** A text per language among a message's values, if it is one. */
const localized = (v: InboxValue | undefined, language: SiteLanguage): string | undefined =>
  v && typeof v === 'object' && !('minor' in v) ? v[language] : undefined;

/** A notice as written: in the reader's language when it was written in several (a broadcast). */
const noticeText = (r: InboxRow, language: SiteLanguage) => ({
  title: localized(r.params.title, language) ?? r.title,
  content: localized(r.params.content, language) ?? r.content,
});

/** A message as its reader sees it: a template rendered in the reader's language; a notice as written. */
const toMessage = (r: InboxRow, language: SiteLanguage): InboxMessage => {
  const template = r.template as MessageTemplate;
  const text = template === 'notice' ? noticeText(r, language) : renderTemplate(template, language, r.params);
  return {
    id: r.id,
    template,
    title: text.title,
    content: text.content,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
};

export async function sendTemplate(
  tx: Tx,
  m: {
    merchantId: number;
    memberId: number;
    template: Exclude<MessageTemplate, 'notice'>;
    /** The language of the stored title and content (a record); readers see their own. */
    language: SiteLanguage;
    params: Record<string, InboxValue>;
    dedupeKey: string;
    at: Date;
  },
): Promise<boolean> {
  const { title, content } = renderTemplate(m.template, m.language, m.params);
  return insertMessage(tx, {
    merchantId: m.merchantId,
    memberId: m.memberId,
    template: m.template,
    title,
    content,
    params: m.params,
    dedupeKey: m.dedupeKey,
    createdAt: m.at,
  });
}

/** Params shared by the money templates (the amount is formatted when read, in the reader's language). */
export function moneyParams(
  p: { orderNo: string; amount: bigint; currency: string; language?: SiteLanguage; at: Date; timeZone: string },
  extra: Record<string, InboxValue> = {},
): Record<string, InboxValue> {
  return {
    orderNo: p.orderNo,
    amount: amountValue(p.amount, p.currency),
    time: formatTime(p.at, p.timeZone),
    ...extra,
  };
}

export const unreadCount = (db: Tx, memberId: number) => countUnread(db, memberId);

export async function listMessages(
  db: Tx,
  memberId: number,
  q: { pageNo: number; pageSize: number; unreadOnly?: boolean | undefined },
  language: SiteLanguage,
): Promise<MessagePage> {
  const { rows, total } = await pageMessages(db, memberId, {
    unreadOnly: q.unreadOnly ?? false,
    ...pageWindow(q),
  });
  return {
    ...listPage(
      rows.map((r) => toMessage(r, language)),
      total,
      q,
    ),
    unread: await countUnread(db, memberId),
  };
}

/** One of the member's messages, marked read by reading it; another member's id is message_not_found. */
export async function readMessage(
  db: Tx,
  memberId: number,
  id: number,
  at: Date,
  language: SiteLanguage,
): Promise<InboxMessage> {
  const row = await findMessage(db, memberId, id);
  if (!row) throw new AppError('message_not_found', undefined, 'id');
  if (!row.readAt) await markRead(db, memberId, [id], at);
  return toMessage({ ...row, readAt: row.readAt ?? at }, language);
}

export async function markMessagesRead(db: Tx, memberId: number, ids: number[] | 'all', at: Date) {
  const updated = await markRead(db, memberId, ids, at);
  return { updated, unread: await countUnread(db, memberId) };
}

export type BroadcastAudience =
  { kind: 'all' } | { kind: 'vip'; level: number } | { kind: 'usernames'; usernames: string[] };

/**
 * A notice, written in each site language, to the brand's members (all, one VIP level, or a list of
 * usernames: a name that is not a member of the brand refuses the whole list). Answers the
 * broadcast's id (its messages' dedupe key) and how many members got it.
 */
export async function broadcastNotice(
  tx: Tx,
  m: {
    merchantId: number;
    defaultLanguage: SiteLanguage;
    audience: BroadcastAudience;
    title: Record<SiteLanguage, string>;
    content: Record<SiteLanguage, string>;
    at: Date;
  },
): Promise<{ id: string; sent: number }> {
  const audience: NoticeAudience = { merchantId: m.merchantId };
  if (m.audience.kind === 'vip') audience.vipLevel = m.audience.level;
  if (m.audience.kind === 'usernames') {
    audience.usernames = [...new Set(m.audience.usernames)];
    const found = new Set(await audienceUsernames(tx, audience));
    const missing = audience.usernames.filter((u) => !found.has(u));
    if (missing.length > 0)
      throw new AppError(
        'validation_failed',
        `Not members of this brand: ${missing.slice(0, 20).join(', ')}`,
        'usernames',
      );
  }
  const id = crypto.randomUUID();
  const sent = await insertNotices(tx, audience, {
    title: m.title[m.defaultLanguage],
    content: m.content[m.defaultLanguage],
    params: { title: m.title, content: m.content },
    dedupeKey: `broadcast:${id}`,
    createdAt: m.at,
  });
  return { id, sent };
}
