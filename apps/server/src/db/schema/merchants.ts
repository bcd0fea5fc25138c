import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A brand. Its presentation and integration settings live in `profile` (see merchantProfileSchema). */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull().default('vi'),
  languages: jsonb('languages').$type<string[]>().notNull(),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
  profile: jsonb('profile').notNull(),
  maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
  maintenanceMessage: jsonb('maintenance_message').$type<{ vi: string; en: string }>(),
  regionEnabled: boolean('region_enabled').notNull().default(false),
  blockedCountries: jsonb('blocked_countries').$type<string[]>().notNull().default([]),
  deniedIps: jsonb('denied_ips').$type<string[]>().notNull().default([]),
  allowedIps: jsonb('allowed_ips').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The brand a row belongs to: a required reference to merchants. */
export const merchantIdColumn = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);

/** Host name → brand. */
export const domainRoutes = pgTable('domain_routes', {
  domain: text('domain').primaryKey(),
  merchantId: merchantIdColumn(),
});

/** The brand settings tree, one row per node (SPEC §3). */
export const merchantSettings = pgTable(
  'merchant_settings',
  {
    merchantId: merchantIdColumn(),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.modId] })],
);

/** Per-field registration rules (SPEC §3, §5). */
export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    merchantId: merchantIdColumn(),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    patternId: text('pattern_id').notNull(),
    minLength: integer('min_length'),
    maxLength: integer('max_length'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);
