import { TRIAL_CURRENCY } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { getOrCreateAccount, postTransfer, type LedgerAccount } from '../ledger/service';

/** What the money modules need of a brand. */
export interface BrandRef {
  id: number;
  currency: string;
}

type MemberKind = 'member_main' | 'member_bonus' | 'member_locked';
type BrandKind = 'payment_clearing' | 'promotion' | 'withdrawal_payable' | 'payment_fees' | 'adjustment';

/** A member's main, bonus or locked wallet (created on first use). */
export const memberAccount = (tx: Tx, brand: BrandRef, memberId: number, kind: MemberKind): Promise<LedgerAccount> =>
  getOrCreateAccount(tx, { merchantId: brand.id, kind, ownerMemberId: memberId, currency: brand.currency });

/** A member's sub-wallet at a transfer-wallet vendor. */
export const memberVendorAccount = (tx: Tx, brand: BrandRef, memberId: number, vendorCode: string) =>
  getOrCreateAccount(tx, {
    merchantId: brand.id,
    kind: 'member_vendor',
    ownerMemberId: memberId,
    vendorCode,
    currency: brand.currency,
  });

/** One of the brand's own accounts (the counter-side of member movements). */
export const brandAccount = (tx: Tx, brand: BrandRef, kind: BrandKind) =>
  getOrCreateAccount(tx, { merchantId: brand.id, kind, currency: brand.currency });

/** The brand's clearing account for transfers with a vendor whose outcome is being settled. */
export const transferClearingAccount = (tx: Tx, brand: BrandRef, vendorCode: string) =>
  getOrCreateAccount(tx, { merchantId: brand.id, kind: 'transfer_clearing', vendorCode, currency: brand.currency });

/** A trial account's free-play wallet: kind member_trial in currency XTS, never real money. */
export const trialAccount = (tx: Tx, brandId: number, memberId: number) =>
  getOrCreateAccount(tx, {
    merchantId: brandId,
    kind: 'member_trial',
    ownerMemberId: memberId,
    currency: TRIAL_CURRENCY,
  });

/**
 * Grants a new trial account its free-play credit (trial_issuer → member_trial, both XTS). Once per
 * member (key `trial-credit:<memberId>`); amount 0 only creates the wallet.
 */
export async function grantTrialCredit(
  tx: Tx,
  brandId: number,
  memberId: number,
  amount: bigint,
): Promise<LedgerAccount> {
  const wallet = await trialAccount(tx, brandId, memberId);
  if (amount <= 0n) return wallet;
  const issuer = await getOrCreateAccount(tx, { merchantId: brandId, kind: 'trial_issuer', currency: TRIAL_CURRENCY });
  await postTransfer(tx, {
    merchantId: brandId,
    type: 'trial_credit',
    idempotencyKey: `trial-credit:${memberId}`,
    reference: `TRIAL-${memberId}`,
    memo: 'free-play credit',
    fromAccountId: issuer.id,
    toAccountId: wallet.id,
    amount,
  });
  return wallet;
}
