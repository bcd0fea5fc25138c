import {
  DEPOSIT_CHANNEL_CODE,
  DEPOSIT_CHANNEL_NAME_MAX,
  DEPOSIT_CHANNEL_TYPES,
  MAX_POSTING_AMOUNT,
  stripDiacritics,
  type DepositChannelType,
  type OpsDepositChannel,
  type opsDepositChannelCreateSchema,
  type opsDepositChannelUpdateSchema,
} from '@lotus/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { merchantById, type Merchant } from '../brands/service';
import { getMoneySettings } from '../wallets/service';
import { gatewayFor } from './gateway';
import * as repo from './repository';
import type { ChannelRow } from './repository';
import { depositFee } from './deposits';

/**
 * The operator's management of deposit channels (`npm run ops -- deposit channels|channel …`).
 *
 * A channel belongs to one brand; its type (bank_transfer, ewallet, qr) and code never change.
 * Limits are whole minor units, positive, min ≤ max and within the brand's deposit limits (money
 * settings deposit.minAmount / maxAmount); the fee (basis points + fixed) is never negative, the rate
 * below 100 % and the fee of the smallest deposit below that deposit. A bank channel is credited by
 * hand (gateway manual) and names the brand's receiving account; a gateway channel names a registered
 * gateway adapter. Disabling a channel takes it out of the members' list at once and refuses new
 * orders on it (deposit_channel_not_found); orders already opened on it go on as before.
 */

type CreateBody = z.output<typeof opsDepositChannelCreateSchema>;
type UpdateBody = z.output<typeof opsDepositChannelUpdateSchema>;
type Bank = { bankName: string; accountNo: string; accountName: string };

interface Draft {
  type: DepositChannelType;
  gateway: string;
  name: { vi: string; en: string };
  minAmount: bigint;
  maxAmount: bigint;
  feeBps: number;
  feeFixed: bigint;
  bank: Bank | null;
}

/** The stored columns a draft sets (a channel's type never changes after it is added). */
const draftColumns = ({ type: _type, ...columns }: Draft) => columns;

const TYPE_ALIASES: Record<string, DepositChannelType> = { bank: 'bank_transfer' };

function channelType(value: string): DepositChannelType {
  const v = value.trim().toLowerCase();
  const type = TYPE_ALIASES[v] ?? v;
  if (!(DEPOSIT_CHANNEL_TYPES as readonly string[]).includes(type)) {
    throw new AppError('deposit_channel_type_invalid', undefined, 'type');
  }
  return type as DepositChannelType;
}

const length = (s: string) => [...s].length;

function checkName(name: { vi: string; en: string }): { vi: string; en: string } {
  const out = { vi: name.vi.trim(), en: name.en.trim() };
  for (const lang of ['vi', 'en'] as const) {
    const n = length(out[lang]);
    // eslint-disable-next-line no-control-regex
    if (n < 1 || n > DEPOSIT_CHANNEL_NAME_MAX || /[\u0000-\u001f\u007f]/.test(out[lang])) {
      throw new AppError('deposit_channel_name_invalid', undefined, `name.${lang}`);
    }
  }
  return out;
}

function checkBank(type: DepositChannelType, bank: Partial<Bank> | null): Bank | null {
  if (type !== 'bank_transfer') {
    if (bank) throw new AppError('deposit_channel_bank_invalid', undefined, 'bank');
    return null;
  }
  const b = {
    bankName: (bank?.bankName ?? '').trim(),
    accountNo: (bank?.accountNo ?? '').replace(/\s+/g, ''),
    accountName: (bank?.accountName ?? '').trim(),
  };
  if (length(b.bankName) < 1 || length(b.bankName) > 64)
    throw new AppError('deposit_channel_bank_invalid', undefined, 'bank.bankName');
  if (!/^[A-Za-z0-9-]{4,34}$/.test(b.accountNo))
    throw new AppError('deposit_channel_bank_invalid', undefined, 'bank.accountNo');
  if (length(b.accountName) < 1 || length(b.accountName) > 64)
    throw new AppError('deposit_channel_bank_invalid', undefined, 'bank.accountName');
  return b;
}

function checkGateway(ctx: AppContext, type: DepositChannelType, gateway: string | undefined): string {
  if (type === 'bank_transfer') {
    if (gateway !== undefined && gateway !== 'manual') {
      throw new AppError('validation_failed', 'bank channels are credited by an operator (gateway manual)', 'gateway');
    }
    return 'manual';
  }
  const code = gateway ?? 'sandbox';
  if (code === 'manual' || !gatewayFor(ctx, code)) throw new AppError('payment_gateway_unknown', undefined, 'gateway');
  return code;
}

/** The brand's deposit limits, as the details of deposit_channel_limits_invalid (minor units). */
async function brandLimits(db: Tx, merchantId: number) {
  const d = (await getMoneySettings(db, merchantId)).deposit;
  return { min: BigInt(d.minAmount), max: BigInt(d.maxAmount) };
}

function checkLimits(d: Draft, brand: { min: bigint; max: bigint } | null) {
  const fail = (field: string) => {
    throw new AppError(
      'deposit_channel_limits_invalid',
      undefined,
      field,
      brand ? { brandMin: Number(brand.min), brandMax: Number(brand.max) } : undefined,
    );
  };
  if (d.minAmount < 1n || d.minAmount > MAX_POSTING_AMOUNT) fail('minAmount');
  if (d.maxAmount < 1n || d.maxAmount > MAX_POSTING_AMOUNT) fail('maxAmount');
  if (d.minAmount > d.maxAmount) fail('minAmount');
  if (brand && d.minAmount < brand.min) fail('minAmount');
  if (brand && d.maxAmount > brand.max) fail('maxAmount');
}

function checkFee(d: Draft) {
  if (d.feeBps < 0 || d.feeBps >= 10_000) throw new AppError('deposit_channel_fee_invalid', undefined, 'feeBps');
  if (d.feeFixed < 0n || d.feeFixed > MAX_POSTING_AMOUNT)
    throw new AppError('deposit_channel_fee_invalid', undefined, 'feeFixed');
  // The credited part (amount − fee) grows with the amount, so the smallest deposit is the test.
  if (depositFee(d.minAmount, d) >= d.minAmount) {
    throw new AppError('deposit_channel_fee_invalid', undefined, d.feeFixed > 0n ? 'feeFixed' : 'feeBps');
  }
}

export function toOpsChannel(c: ChannelRow, brand: string): OpsDepositChannel {
  return {
    id: c.id,
    brand,
    code: c.code,
    type: c.type as DepositChannelType,
    gateway: c.gateway,
    name: c.name,
    minAmount: Number(c.minAmount),
    maxAmount: Number(c.maxAmount),
    feeBps: c.feeBps,
    feeFixed: Number(c.feeFixed),
    sort: c.sort,
    enabled: c.enabled,
    bank: c.bank ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function opsListChannels(ctx: AppContext, merchantIds: number[]): Promise<OpsDepositChannel[]> {
  return (await repo.opsChannels(ctx.db, merchantIds)).map((r) => toOpsChannel(r.c, r.brand));
}

/** A code from the English name (MOMO_WALLET), else the type; suffixed _2, _3… while taken. */
function codeFor(name: string, type: DepositChannelType, taken: Set<string>): string {
  const base =
    stripDiacritics(name)
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 24) || type.toUpperCase();
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}_${i}`)) return `${base}_${i}`;
}

/** Adds a channel to `brand` (the route resolved the body's brand code within the operator's scope). */
export async function opsAddChannel(ctx: AppContext, brand: Merchant, body: CreateBody): Promise<OpsDepositChannel> {
  const type = channelType(body.type);
  const draft: Draft = {
    type,
    gateway: checkGateway(ctx, type, body.gateway),
    name: checkName(body.name),
    minAmount: BigInt(body.minAmount),
    maxAmount: BigInt(body.maxAmount),
    feeBps: body.feeBps,
    feeFixed: BigInt(body.feeFixed),
    bank: null,
  };
  checkLimits(draft, await brandLimits(ctx.db, brand.id));
  checkFee(draft);
  draft.bank = checkBank(type, body.bank ?? null);
  const existing = await repo.channelCodes(ctx.db, brand.id);
  let code: string;
  if (body.code !== undefined) {
    code = body.code.trim().toUpperCase();
    if (!DEPOSIT_CHANNEL_CODE.test(code)) throw new AppError('validation_failed', 'A-Z, 0-9 and _ (1-32)', 'code');
    if (existing.some((c) => c.code === code)) throw new AppError('deposit_channel_code_taken', undefined, 'code');
  } else {
    code = codeFor(draft.name.en, type, new Set(existing.map((c) => c.code)));
  }
  const sort = body.sort ?? existing.reduce((max, c) => Math.max(max, c.sort), 0) + 1;
  try {
    const row = await repo.insertChannel(ctx.db, {
      merchantId: brand.id,
      code,
      type,
      ...draftColumns(draft),
      sort,
      enabled: body.enabled,
    });
    return toOpsChannel(row, brand.code);
  } catch (error) {
    // Two operators adding the same code at once: the unique index decides.
    if (pgError(error)?.code === '23505') throw new AppError('deposit_channel_code_taken', undefined, 'code');
    throw error;
  }
}

/** Changes a channel of one of `merchantIds` (null: any brand); another brand's is deposit_channel_not_found. */
export async function opsUpdateChannel(
  ctx: AppContext,
  id: number,
  patch: UpdateBody,
  merchantIds: number[] | null = null,
): Promise<OpsDepositChannel> {
  if (Object.keys(patch).length === 0) throw new AppError('validation_failed', 'nothing to change', 'body');
  const row = await inTransaction(ctx.db, async (tx) => {
    const c = await repo.lockChannel(tx, id);
    if (!c || (merchantIds && !merchantIds.includes(c.merchantId)))
      throw new AppError('deposit_channel_not_found', undefined, 'id');
    const type = c.type as DepositChannelType;
    const draft: Draft = {
      type,
      gateway: patch.gateway !== undefined ? checkGateway(ctx, type, patch.gateway) : c.gateway,
      name: patch.name ? checkName({ ...c.name, ...patch.name }) : c.name,
      minAmount: patch.minAmount !== undefined ? BigInt(patch.minAmount) : c.minAmount,
      maxAmount: patch.maxAmount !== undefined ? BigInt(patch.maxAmount) : c.maxAmount,
      feeBps: patch.feeBps ?? c.feeBps,
      feeFixed: patch.feeFixed !== undefined ? BigInt(patch.feeFixed) : c.feeFixed,
      bank: c.bank ?? null,
    };
    // The brand's limits bind new limits; switching a channel off (or its fee) never fails on limits
    // the brand narrowed later (members only ever see the overlap).
    const limitsChanged = patch.minAmount !== undefined || patch.maxAmount !== undefined;
    checkLimits(draft, limitsChanged ? await brandLimits(tx, c.merchantId) : null);
    checkFee(draft);
    if (patch.bank) draft.bank = checkBank(type, { ...(c.bank ?? {}), ...patch.bank });
    return repo.updateChannel(tx, c.id, {
      ...draftColumns(draft),
      ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    });
  });
  return toOpsChannel(row, (await merchantById(ctx.db, row.merchantId)).code);
}
