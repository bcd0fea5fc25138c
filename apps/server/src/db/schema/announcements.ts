import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchantIdColumn } from './merchants';

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: merchantIdColumn(),
    type: text('type').notNull(),
    title: jsonb('title').$type<{ vi: string; en: string }>().notNull(),
    /** Sanitised HTML per language. */
    content: jsonb('content').$type<{ vi: string; en: string }>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('announcements_merchant_type_idx').on(t.merchantId, t.type, t.startsAt)],
);
