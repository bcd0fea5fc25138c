import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import type { LocalizedText, PointRates } from '@lotus/contracts';
import { memberIdColumn } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * Points and the points mall (issue 13, docs/API.md "Points"): the brand's earning rates and exchange
 * rate, each member's points balance with its append-only journal (one row per source key, so a bet or
 * deposit never earns twice), the mall's products and the members' redemptions.
 */

/** One row per brand: rates (points per 1,000 major units of valid bet or deposit) and the accrual cursors. */
export const pointSettings = pgTable(
  'point_settings',
  {
    merchantId: merchantIdColumn().primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    rates: jsonb('rates').$type<PointRates>().notNull(),
    /** Money (minor units) paid for 1,000 points converted. */
    exchangeValue: bigint('exchange_value', { mode: 'bigint' }).notNull(),
    /** The fewest points one conversion takes. */
    minConvert: integer('min_convert').notNull(),
    /** The accrual job has credited settled rounds and credited deposits up to these times. */
    betsUntil: ts('bets_until').notNull(),
    depositsUntil: ts('deposits_until').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('point_settings_values_check', sql`${t.exchangeValue} >= 0 and ${t.minConvert} >= 1`)],
);

/** A member's points (never expire); changed only together with a point_journal row. */
export const pointBalances = pgTable(
  'point_balances',
  {
    memberId: memberIdColumn().primaryKey(),
    merchantId: merchantIdColumn(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    /** Every point ever earned (credits other than refunds of redemptions). */
    earned: bigint('earned', { mode: 'bigint' }).notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('point_balances_nonnegative', sql`${t.balance} >= 0`)],
);

/** Append-only: every change of a member's points, once per source key per brand. */
export const pointJournal = pgTable(
  'point_journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    /** LIVE, LOTTERY, PVP, SLOTS, SPORTS, DEPOSIT, REDEEM, CONVERT, REFUND, ADJUST, or another module's source. */
    source: text('source').notNull(),
    /** Unique per brand: bet:<round id>, deposit:<order no>, redeem:<tx no>, … */
    sourceKey: text('source_key').notNull(),
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    note: text('note'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('point_journal_source_uq').on(t.merchantId, t.sourceKey),
    index('point_journal_member_idx').on(t.memberId, t.id),
    check('point_journal_delta_check', sql`${t.delta} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

export const pointProducts = pgTable(
  'point_products',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    /** bonus (bonus credit), free_spins, goods (needs a shipping address and phone). */
    kind: text('kind').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    image: text('image'),
    points: integer('points').notNull(),
    /** bonus: money into the bonus wallet (minor units) with this wagering multiple (tenths). */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }),
    wageringTenths: integer('wagering_tenths').notNull().default(0),
    /** free_spins: how many. */
    spins: integer('spins'),
    /** null: unlimited. */
    stock: integer('stock'),
    redeemed: integer('redeemed').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('point_products_merchant_idx').on(t.merchantId, t.sort),
    check('point_products_kind_check', sql`${t.kind} in ('bonus', 'free_spins', 'goods')`),
    check(
      'point_products_values_check',
      sql`${t.points} > 0 and ${t.redeemed} >= 0 and (${t.stock} is null or ${t.redeemed} <= ${t.stock})`,
    ),
  ],
);

/** A member's redemption of a product, or a conversion of points to money. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    /** The transaction number shown to the member (PR…). */
    txNo: text('tx_no').notNull().unique(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    /** product or convert. */
    type: text('type').notNull(),
    productId: integer('product_id').references(() => pointProducts.id),
    /** bonus, free_spins, goods; null for a conversion. */
    kind: text('kind'),
    productName: jsonb('product_name').$type<LocalizedText>(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Money paid: the conversion's amount or the bonus credit (minor units). */
    amount: bigint('amount', { mode: 'bigint' }),
    /** processing, rejected, complete. */
    status: text('status').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    exchangeValue: bigint('exchange_value', { mode: 'bigint' }),
    shippingAddress: text('shipping_address'),
    phone: text('phone'),
    note: text('note'),
    clientRequestId: text('client_request_id'),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('point_redemptions_member_idx').on(t.memberId, t.createdAt.desc()),
    index('point_redemptions_open_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.status} = 'processing'`),
    uniqueIndex('point_redemptions_request_uq')
      .on(t.memberId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    check('point_redemptions_status_check', sql`${t.status} in ('processing', 'rejected', 'complete')`),
    check('point_redemptions_type_check', sql`${t.type} in ('product', 'convert')`),
    check('point_redemptions_values_check', sql`${t.points} > 0 and ${t.quantity} > 0`),
  ],
);
