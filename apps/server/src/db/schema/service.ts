import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { merchantIdColumn } from './merchants';

/** Help-centre categories per brand and language (issue 6). */
export const helpCategories = pgTable(
  'help_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: merchantIdColumn(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(100),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_categories_brand_lang_slug_uq').on(t.merchantId, t.language, t.slug)],
);

/** Help articles: sanitised HTML converted from the operator's Markdown or HTML file. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: merchantIdColumn(),
    language: text('language').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpCategories.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** Folded (lower case, no accents) title and text, for search. */
    searchText: text('search_text').notNull(),
    /** 'markdown' or 'html': what the operator imported. */
    sourceFormat: text('source_format').notNull(),
    sort: integer('sort').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_articles_brand_lang_slug_uq').on(t.merchantId, t.language, t.slug),
    index('help_articles_category_idx').on(t.categoryId),
  ],
);

/** Feedback from visitors and members (PUT /wps/feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: merchantIdColumn(),
    /** Null for a visitor. */
    memberId: integer('member_id').references(() => members.id),
    type: text('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    /** 'open' until an operator replies, then 'replied'. */
    status: text('status').notNull().default('open'),
    language: text('language').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_member_idx').on(t.memberId, t.createdAt),
    index('feedback_merchant_status_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

/** Pictures attached to feedback; the bytes are in DATA_DIR/uploads/feedback/<fileName>. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id),
    /** A random name chosen by the server (never the client's). */
    fileName: text('file_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    sort: integer('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_images_feedback_idx').on(t.feedbackId)],
);

export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id),
    message: text('message').notNull(),
    /** The operator who wrote it (issue 16). */
    operatorName: text('operator_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

/** Live-chat conversations of the site's own customer service (/support/chat). */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: merchantIdColumn(),
    /** The member, or null for a visitor known by visitorTokenHash. */
    memberId: integer('member_id').references(() => members.id),
    /** SHA-256 (hex) of the visitor's token. */
    visitorTokenHash: text('visitor_token_hash'),
    customerName: text('customer_name').notNull(),
    /** 'live' or 'vip'. */
    desk: text('desk').notNull(),
    /** 'waiting' (the customer wrote last), 'answered', 'closed'. */
    status: text('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_threads_member_idx').on(t.memberId),
    index('chat_threads_visitor_idx').on(t.visitorTokenHash),
    index('chat_threads_merchant_status_idx').on(t.merchantId, t.status, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id),
    /** 'customer', 'operator' or 'system'. */
    author: text('author').notNull(),
    text: text('text').notNull(),
    /** The operator who wrote an 'operator' message or closed the chat (issue 16). */
    operatorName: text('operator_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_thread_idx').on(t.threadId, t.id)],
);
