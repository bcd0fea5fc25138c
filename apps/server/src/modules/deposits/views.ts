// How a deposit channel and a deposit order are shown to the member, in the member's language.
import type { DepositChannel, DepositChannelType, DepositOrder, DepositStatus, SiteLanguage } from '@lotus/contracts';
import { encodeVietQr, SANDBOX_PATHS, vietBankOf } from '@lotus/contracts';
import type { ReceivingAccountRow } from './receivingAccounts';
import type { ChannelRow, DepositRow } from './repository';

/** How an order is shown beyond its row: the receiving account it was given, and the sandbox bank. */
export interface OrderExtras {
  account?: ReceivingAccountRow | undefined;
  /** SANDBOX_ENABLED: link a pending bank-transfer order to the sandbox bank's page. */
  sandbox?: boolean;
}

/** The order's VietQR string: a NAPAS bank, whole dong, the reference as the transfer's content. */
function qrOf(o: DepositRow, a: ReceivingAccountRow): string | null {
  if (!o.reference || o.amount % 100n !== 0n) return null;
  return encodeVietQr({ bin: a.bankBin, accountNo: a.accountNo, amount: o.amount / 100n, purpose: o.reference });
}

const channelName = (c: ChannelRow, language: SiteLanguage) => c.name[language] || c.name.vi;

export function toChannel(
  c: ChannelRow,
  language: SiteLanguage,
  limits: { min: bigint; max: bigint } = { min: c.minAmount, max: c.maxAmount },
  rgRoom: bigint | null = null,
): DepositChannel {
  const rgLimited = rgRoom !== null && rgRoom < limits.max;
  return {
    id: c.id,
    code: c.code,
    type: c.type as DepositChannelType,
    name: channelName(c, language),
    minAmount: limits.min,
    maxAmount: rgLimited ? rgRoom : limits.max,
    feeBps: c.feeBps,
    feeFixed: c.feeFixed,
    sort: c.sort,
    bankName: c.bank?.bankName ?? null,
    rgLimited,
  };
}

export function toOrder(
  o: DepositRow,
  channel: ChannelRow | undefined,
  language: SiteLanguage,
  extras: OrderExtras = {},
): DepositOrder {
  const account = o.channelType === 'bank_transfer' ? extras.account : undefined;
  const napas = account ? vietBankOf(account.bankBin) : undefined;
  const qr = account ? qrOf(o, account) : null;
  const bank = account
    ? { bankName: napas?.shortName ?? account.bankBin, accountNo: account.accountNo, accountName: account.holderName }
    : o.channelType === 'bank_transfer' && channel?.bank
      ? channel.bank
      : null;
  return {
    orderNo: o.orderNo,
    channelId: o.channelId,
    channelType: o.channelType as DepositChannelType,
    channelName: channel ? channelName(channel, language) : '',
    amount: o.amount,
    fee: o.fee,
    creditAmount: o.amount - o.fee,
    bonusAmount: o.bonusAmount,
    status: o.status as DepositStatus,
    redirectUrl: o.status === 'pending' ? o.redirectUrl : null,
    instructions:
      bank && o.reference
        ? {
            bankName: bank.bankName,
            accountNo: bank.accountNo,
            accountName: bank.accountName,
            reference: o.reference,
            amount: o.amount,
            bankBin: account?.bankBin ?? null,
            bankShortName: napas?.shortName ?? null,
            qr,
            sandboxPayUrl:
              extras.sandbox && qr && o.status === 'pending'
                ? `${SANDBOX_PATHS.bankPage}?qr=${encodeURIComponent(qr)}`
                : null,
          }
        : null,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    creditedAt: o.creditedAt?.toISOString() ?? null,
    failureReason: o.failureReason,
  };
}
