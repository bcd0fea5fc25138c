import { z } from 'zod';
import { languageSchema, type LocalizedText } from './language';
import { CHAT_LIMITS } from './constants';
import { pageOf, pageQuerySchema } from './paging';
import { queueClaimSchema } from './queues';

export const SERVICE_OPS_PATHS = {
  helpArticles: '/ops/help/articles',
  helpArticle: '/ops/help/articles/:id',
  feedback: '/ops/feedback',
  feedbackOne: '/ops/feedback/:id',
  feedbackReply: '/ops/feedback/:id/reply',
  feedbackImage: '/ops/feedback/image/:id',
  chats: '/ops/chat',
  chat: '/ops/chat/:id',
  chatReply: '/ops/chat/:id/reply',
  chatClose: '/ops/chat/:id/close',
} as const;

const brandOption = z.string().min(1).max(32).optional();

// ---------------------------------------------------------------------------------------------
// Help centre

/** Category and article slugs: lower-case letters, digits and dashes (they appear in URLs). */
export const helpSlugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lower-case letters, digits and dashes');

export const helpCenterQuerySchema = z.object({
  /** Defaults to the request language. */
  language: languageSchema.optional(),
  /** Words to find in titles and text (accents and case ignored). */
  keyword: z.string().trim().max(64).optional(),
  category: helpSlugSchema.optional(),
});

export const helpArticleSchema = z.object({
  slug: z.string(),
  category: z.string(),
  title: z.string(),
  /** The first paragraph as plain text, for lists and search results. */
  summary: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpCategorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  sort: z.number().int(),
  articles: z.array(helpArticleSchema),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const helpCenterSchema = z.object({
  language: languageSchema,
  categories: z.array(helpCategorySchema),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

export const HELP_FORMATS = ['markdown', 'html'] as const;

/** One imported article (the CLI reads the file; the server converts and sanitises it). */
export const opsHelpImportSchema = z.object({
  brand: brandOption,
  language: languageSchema,
  category: helpSlugSchema,
  /** Sets the category's title in this language (kept when absent). */
  categoryTitle: z.string().trim().min(1).max(120).optional(),
  categorySort: z.number().int().min(0).max(10_000).optional(),
  slug: helpSlugSchema,
  /** Defaults to the document's first heading. */
  title: z.string().trim().min(1).max(200).optional(),
  sort: z.number().int().min(0).max(10_000).optional(),
  format: z.enum(HELP_FORMATS),
  source: z.string().min(1).max(200_000),
});
export type OpsHelpImport = z.infer<typeof opsHelpImportSchema>;

export const opsHelpArticleSchema = z.object({
  id: z.string(),
  brand: z.string(),
  language: languageSchema,
  category: z.string(),
  slug: z.string(),
  title: z.string(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type OpsHelpArticle = z.infer<typeof opsHelpArticleSchema>;

export const opsHelpImportResultSchema = z.array(opsHelpArticleSchema.extend({ created: z.boolean() }));

export const opsHelpListQuerySchema = z.object({
  brand: brandOption,
  language: languageSchema.optional(),
  category: helpSlugSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Feedback

export const FEEDBACK_TYPES = ['suggestion', 'payment', 'account', 'game', 'bug', 'other'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);

/** SPEC §5 / §9: at most 3 pictures, png or jpg, 5 MB each. */
export const FEEDBACK_LIMITS = {
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  maxContentChars: 10_000,
  maxContactChars: 100,
} as const;

/** The text fields of the multipart form of PUT /wps/feedback (files come as `images`). */
export const feedbackFieldsSchema = z.object({
  type: feedbackTypeSchema,
  content: z.string().max(FEEDBACK_LIMITS.maxContentChars),
  contact: z.string().trim().max(FEEDBACK_LIMITS.maxContactChars).optional(),
});

export const feedbackSettingsSchema = z.object({
  minWords: z.number().int(),
  maxWords: z.number().int(),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
  types: z.array(feedbackTypeSchema),
});
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

export const feedbackReceiptSchema = z.object({
  id: z.string(),
  status: feedbackStatusSchema,
  images: z.number().int(),
  createdAt: z.string(),
});

export const feedbackImageSchema = z.object({
  id: z.string(),
  /** Site path of the picture (needs the owner's token). */
  url: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
});

export const feedbackReplySchema = z.object({ message: z.string(), createdAt: z.string() });

export const feedbackItemSchema = z.object({
  id: z.string(),
  type: feedbackTypeSchema,
  content: z.string(),
  contact: z.string().nullable(),
  status: feedbackStatusSchema,
  createdAt: z.string(),
  images: z.array(feedbackImageSchema),
  replies: z.array(feedbackReplySchema),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListQuerySchema = pageQuerySchema(10, 50);
export const feedbackPageSchema = pageOf(feedbackItemSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const opsFeedbackListQuerySchema = z.object({
  brand: brandOption,
  status: feedbackStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const opsFeedbackSummarySchema = z.object({
  id: z.string(),
  brand: z.string(),
  type: feedbackTypeSchema,
  status: feedbackStatusSchema,
  /** The member's username, null for a visitor. */
  member: z.string().nullable(),
  contact: z.string().nullable(),
  excerpt: z.string(),
  images: z.number().int(),
  replies: z.number().int(),
  createdAt: z.string(),
  /** Who works on it in the feedback queue (null: nobody). */
  claim: queueClaimSchema.nullable().optional(),
});
export const opsFeedbackDetailSchema = feedbackItemSchema.extend({
  brand: z.string(),
  member: z.string().nullable(),
  language: languageSchema,
  ip: z.string().nullable(),
});
export type OpsFeedbackDetail = z.infer<typeof opsFeedbackDetailSchema>;
export const opsFeedbackReplyBodySchema = z.object({ message: z.string().trim().min(1).max(2000) });

// ---------------------------------------------------------------------------------------------
// Customer service

/** Members with a VIP rank above this use the VIP customer service (SPEC §6). */
export const VIP_SERVICE_MIN_RANK = 5;

export const CS_DESKS = ['live', 'vip'] as const;
export const csDeskSchema = z.enum(CS_DESKS);
export type CsDesk = z.infer<typeof csDeskSchema>;

export const serviceAddressSchema = z.object({
  version: z.object({ pathList: z.array(z.object({ type: z.string(), path: z.string() })) }),
  desk: csDeskSchema,
  popup: z.object({ width: z.number().int(), height: z.number().int() }),
});
export type ServiceAddress = z.infer<typeof serviceAddressSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'operator', 'system']),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const CHAT_STATUSES = ['waiting', 'answered', 'closed'] as const;
export const chatStatusSchema = z.enum(CHAT_STATUSES);

export const chatOpenBodySchema = z.object({
  /** The visitor token of an earlier conversation (visitors only; members are known by their session). */
  visitorToken: z.string().min(20).max(100).optional(),
  name: z.string().trim().min(1).max(CHAT_LIMITS.maxName).optional(),
});
export const chatThreadSchema = z.object({
  threadId: z.string(),
  /** For visitors: send it as header `X-Chat-Token` (and keep it to reopen the conversation). */
  visitorToken: z.string().nullable(),
  desk: csDeskSchema,
  status: chatStatusSchema,
  customer: z.string(),
  messages: z.array(chatMessageSchema),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;
export const chatMessagesQuerySchema = z.object({
  threadId: z.uuid(),
  after: z.coerce.number().int().min(0).default(0),
});
export const chatMessagesSchema = z.object({ status: chatStatusSchema, messages: z.array(chatMessageSchema) });
export const chatSendBodySchema = z.object({
  threadId: z.uuid(),
  text: z.string().trim().min(1).max(CHAT_LIMITS.maxText),
});

export const opsChatListQuerySchema = z.object({
  brand: brandOption,
  status: z.enum([...CHAT_STATUSES, 'all']).default('waiting'),
});
export const opsChatSummarySchema = z.object({
  id: z.string(),
  brand: z.string(),
  desk: csDeskSchema,
  status: chatStatusSchema,
  customer: z.string(),
  member: z.string().nullable(),
  lastMessage: z.string(),
  updatedAt: z.string(),
  /** Who works on it in the live-chat queue (null: nobody). */
  claim: queueClaimSchema.nullable().optional(),
});
export const opsChatDetailSchema = opsChatSummarySchema.extend({ messages: z.array(chatMessageSchema) });
export const opsChatReplyBodySchema = z.object({ message: z.string().trim().min(1).max(CHAT_LIMITS.maxText) });

// ---------------------------------------------------------------------------------------------
// Customer-service path cipher (SPEC §7: "a path of type '3' is decrypted; the last 8 characters are
// the key"). AES-256-GCM with the key derived from those 8 characters by HKDF-SHA256. The key travels
// with the ciphertext, so this only keeps the address from casual scraping: it is not a secret.
// WebCrypto: the same code runs in Node 20 (server, CLI) and in the browser.

const CS_CIPHER_PREFIX = 'v1.';
const CS_KEY_CHARS = 8;
const CS_HKDF_SALT = 'lotus/customer-service-path';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const utf8 = (s: string) => new TextEncoder().encode(s);

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += B64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let c = 0; c < 4; c++) n = (n << 6) | (c < chunk.length ? B64URL.indexOf(chunk[c]!) : 0);
    const count = chunk.length - 1;
    for (let b = 0; b < count; b++) bytes.push((n >> (16 - 8 * b)) & 255);
  }
  return new Uint8Array(bytes);
}

async function csKey(key8: string, usage: 'encrypt' | 'decrypt') {
  const subtle = globalThis.crypto.subtle;
  const material = await subtle.importKey('raw', utf8(key8), 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: utf8(CS_HKDF_SALT), info: utf8('aes-256-gcm') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/** Encrypts a customer-service address into the stored form of a type '3' path. */
export async function encryptServicePath(plain: string): Promise<string> {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(6 + 12));
  const key8 = toBase64Url(random.slice(0, 6));
  const nonce = random.slice(6);
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: nonce },
    await csKey(key8, 'encrypt'),
    utf8(plain),
  );
  return `${CS_CIPHER_PREFIX}${toBase64Url(nonce)}.${toBase64Url(new Uint8Array(sealed))}${key8}`;
}

/** Opens a type '3' path; throws when it is not one or was altered. */
export async function decryptServicePath(stored: string): Promise<string> {
  if (!stored.startsWith(CS_CIPHER_PREFIX) || stored.length <= CS_CIPHER_PREFIX.length + CS_KEY_CHARS) {
    throw new Error('not an encrypted customer-service path');
  }
  const key8 = stored.slice(-CS_KEY_CHARS);
  const [nonceText, sealedText] = stored.slice(CS_CIPHER_PREFIX.length, -CS_KEY_CHARS).split('.');
  if (!nonceText || !sealedText) throw new Error('not an encrypted customer-service path');
  const plain = await globalThis.crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(nonceText) },
    await csKey(key8, 'decrypt'),
    fromBase64Url(sealedText),
  );
  return new TextDecoder().decode(plain);
}

// ---------------------------------------------------------------------------------------------
// Web app manifest (served per brand at /manifest.webmanifest)

export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: languageSchema,
  start_url: z.string(),
  scope: z.string(),
  display: z.enum(['standalone', 'fullscreen', 'minimal-ui', 'browser']),
  orientation: z.string(),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string().optional() })),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/** Localised descriptions used by the manifest. */
export const MANIFEST_DESCRIPTION: LocalizedText = {
  vi: 'Trò chơi, thể thao, xổ số và casino trực tuyến',
  en: 'Games, sports, lottery and live casino online',
};
