import { TRIAL_CURRENCY, type Balance, type MerchantWallet, type Wallet } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import type { Merchant } from '../brands/service';
import { brandVendors } from '../games/service';
import { listMemberAccounts } from '../ledger/service';
import { trialSessionsPlayMoney } from './playMoneyRepository';
import { pendingByVendor } from './repository';

export interface BalanceOwner {
  id: number;
  /** isAgent 4: only the free-play wallet counts. */
  trial: boolean;
}

/** The brand's vendors that keep their own wallet (money is transferred to and from them). */
export async function transferVendors(db: Tx, merchantId: number) {
  return (await brandVendors(db, merchantId)).filter((v) => v.walletMode === 'transfer');
}

/** merchantWallet: single wallet when the brand offers no transfer-wallet vendor. */
export async function merchantWallet(db: Tx, merchantId: number): Promise<MerchantWallet> {
  const vendors = await brandVendors(db, merchantId);
  return {
    isSingle: !vendors.some((v) => v.walletMode === 'transfer'),
    vendors: vendors.map((v) => ({
      vassalage: v.vassalage,
      displayName: v.displayName,
      walletMode: v.walletMode === 'transfer' ? 'transfer' : 'seamless',
    })),
  };
}

/**
 * A free-play (trial) account's one play-money balance (XTS): what its games play with once it has
 * played (they carry it from session to session), else its free-play credit.
 */
export async function trialPlayMoney(db: Tx, merchantId: number, memberId: number): Promise<bigint> {
  const inPlay = await trialSessionsPlayMoney(db, memberId);
  if (inPlay !== null) return inPlay;
  const accounts = await listMemberAccounts(db, merchantId, memberId);
  return accounts.find((a) => a.kind === 'member_trial')?.balance ?? 0n;
}

/**
 * getBalanceV2: every wallet of the member with its balance. sumBalance is main + vendor wallets +
 * bonus (what the member owns and can play with); locked money (withdrawals in progress) and money
 * in flight to a vendor (`pending`) are listed but not summed. A trial account has its play money only,
 * in XTS (never the brand's currency).
 */
export async function memberBalance(db: Tx, merchant: Merchant, owner: BalanceOwner, now: Date): Promise<Balance> {
  const at = now.toISOString();
  if (owner.trial) {
    const trial = await trialPlayMoney(db, merchant.id, owner.id);
    const wallet: Wallet = {
      wallet: 'trial',
      vassalage: null,
      displayName: null,
      walletMode: null,
      balance: trial,
      pending: 0n,
    };
    return {
      sumBalance: wallet.balance,
      mainBalance: 0n,
      lockedBalance: 0n,
      bonusBalance: 0n,
      currency: TRIAL_CURRENCY,
      trial: true,
      wallets: [wallet],
      at,
    };
  }
  // Independent reads, at once (the vendors come from the catalogue's cache).
  const [accounts, pending, vendors] = await Promise.all([
    listMemberAccounts(db, merchant.id, owner.id),
    pendingByVendor(db, owner.id),
    transferVendors(db, merchant.id),
  ]);
  const real = accounts.filter((a) => a.currency === merchant.currency);
  const of = (kind: string) => real.find((a) => a.kind === kind)?.balance ?? 0n;
  const main = of('member_main');
  const bonus = of('member_bonus');
  const locked = of('member_locked');
  const vendorBalances = new Map(real.filter((a) => a.kind === 'member_vendor').map((a) => [a.vendorCode!, a.balance]));
  const listed = new Set<string>();
  const vendorWallets: Wallet[] = [];
  for (const v of vendors) {
    listed.add(v.vassalage);
    vendorWallets.push({
      wallet: 'vendor',
      vassalage: v.vassalage,
      displayName: v.displayName,
      walletMode: 'transfer',
      balance: vendorBalances.get(v.vassalage) ?? 0n,
      pending: pending.get(v.vassalage) ?? 0n,
    });
  }
  // Money still held at a vendor the brand no longer offers stays visible (consolidation brings it back).
  for (const [code, balance] of vendorBalances) {
    if (listed.has(code) || (balance === 0n && !pending.has(code))) continue;
    vendorWallets.push({
      wallet: 'vendor',
      vassalage: code,
      displayName: code,
      walletMode: 'transfer',
      balance,
      pending: pending.get(code) ?? 0n,
    });
  }
  let vendorSum = 0n;
  for (const b of vendorBalances.values()) vendorSum += b;
  const plain = (wallet: 'main' | 'bonus' | 'locked', balance: bigint): Wallet => ({
    wallet,
    vassalage: null,
    displayName: null,
    walletMode: null,
    balance,
    pending: 0n,
  });
  return {
    sumBalance: main + vendorSum + bonus,
    mainBalance: main,
    lockedBalance: locked,
    bonusBalance: bonus,
    currency: merchant.currency,
    trial: false,
    wallets: [plain('main', main), ...vendorWallets, plain('bonus', bonus), plain('locked', locked)],
    at,
  };
}
