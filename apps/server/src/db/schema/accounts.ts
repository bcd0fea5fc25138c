import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { merchantIdColumn } from './merchants';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A player or agent account of one brand. `isAgent`: 0 member, 1/2/41/42 agents, 4 trial
 * (free play). `uplineId` builds the downline tree; an agent's `affiliateCode` puts those who
 * register with it into its downline.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    /** Lower-cased; unique per brand. */
    username: text('username').notNull(),
    /** argon2id (PHC string); null for accounts without a known password (social, trial). */
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    mobileVerifiedAt: ts('mobile_verified_at'),
    /** Lower-cased. */
    email: text('email'),
    emailVerifiedAt: ts('email_verified_at'),
    nickname: text('nickname'),
    /** Profile fields of SPEC §3 (fullName, payeeName, birthday, idNumber, zalo, …). */
    profile: jsonb('profile').$type<Record<string, string | null>>().notNull().default({}),
    isAgent: smallint('is_agent').notNull().default(0),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    affiliateCode: text('affiliate_code'),
    /** The referral code typed at registration (the referral promotion's concern). */
    referredBy: text('referred_by'),
    firstLogin: boolean('first_login').notNull().default(true),
    passwordChangedAt: ts('password_changed_at'),
    /** An operator set a temporary password: every session must change it first (cleared by a new password). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    failedLoginsSince: ts('failed_logins_since'),
    lockedUntil: ts('locked_until'),
    disabledAt: ts('disabled_at'),
    /** VIP rank (the VIP issue fills it). */
    vipLevel: integer('vip_level').notNull().default(0),
    avatar: text('avatar'),
    avatarType: text('avatar_type').notNull().default('STATIC'),
    registerMethod: text('register_method').notNull().default('WEB'),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    registerUrl: text('register_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.username),
    /** Lets other tables reference (member, brand) together, so a row cannot mix brands. */
    unique('members_id_merchant_uq').on(t.id, t.merchantId),
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    index('members_merchant_email_idx').on(t.merchantId, t.email),
    index('members_upline_idx').on(t.uplineId),
    // The operator's reports: registrations per day, and a brand's agent tree a level at a time (top agents: no upline).
    index('members_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('members_merchant_upline_idx').on(t.merchantId, t.uplineId, t.id),
  ],
);

/** The member a row belongs to: a required reference to members. */
export const memberIdColumn = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id);

/** Social identities (firebaseChannel google/facebook) linked to a member. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantId: merchantIdColumn(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: memberIdColumn(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.provider, t.subject] })],
);

/** A signed-in session. Only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberIdColumn(),
    merchantId: merchantIdColumn(),
    /** 'member' or 'agent' (the agent-centre sign-in). */
    site: text('site').notNull().default('member'),
    method: text('method').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** A password login with the brand's default or an expired password: money and agent routes refused until changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId, t.revokedAt)],
);

/** Remember-me tokens (one day, single use, revocable); SHA-256 stored. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberIdColumn(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('remember_tokens_member_idx').on(t.memberId)],
);

/**
 * One-time codes and links: SMS/e-mail codes (6 digits) and password-reset link tokens. `target`
 * is the phone ('84|912345678'), the e-mail, or 'member:<id>'. Only an HMAC of the code is stored.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: merchantIdColumn(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    memberId: integer('member_id').references(() => members.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    ip: text('ip'),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.merchantId, t.purpose, t.target, t.createdAt),
    index('verification_codes_hash_idx').on(t.codeHash),
  ],
);

/** Every failed login, lock, unlock and password change (GLI-19 style audit trail). */
export const securityLog = pgTable(
  'security_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: integer('member_id').references(() => members.id),
    event: text('event').notNull(),
    /** The username tried, for failures on unknown accounts. */
    username: text('username'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('security_log_member_idx').on(t.memberId, t.createdAt),
    index('security_log_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/** Successful sign-ins, shown to the member. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberIdColumn(),
    method: text('method').notNull(),
    ip: text('ip').notNull(),
    country: text('country'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('login_history_member_idx').on(t.memberId, t.createdAt)],
);

/** IPs a member has signed in from (2FA for a new IP, NEWIP2FA3). */
export const knownIps = pgTable(
  'known_ips',
  {
    memberId: memberIdColumn(),
    ip: text('ip').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** Custom avatar uploads (checked by content), served by id. */
export const memberAvatars = pgTable('member_avatars', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: memberIdColumn(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
