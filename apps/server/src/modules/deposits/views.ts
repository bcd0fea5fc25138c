// How a deposit channel and a deposit order are shown to the member, in the member's language.
import type { DepositChannel, DepositChannelType, DepositOrder, DepositStatus, SiteLanguage } from '@lotus/contracts';
import { minorToNumber } from '../../lib/money';
import type { ChannelRow, DepositRow } from './repository';

const channelName = (c: ChannelRow, language: SiteLanguage) => c.name[language] || c.name.vi;

export function toChannel(
  c: ChannelRow,
  language: SiteLanguage,
  limits: { min: bigint; max: bigint } = { min: c.minAmount, max: c.maxAmount },
): DepositChannel {
  return {
    id: c.id,
    code: c.code,
    type: c.type as DepositChannelType,
    name: channelName(c, language),
    minAmount: minorToNumber(limits.min),
    maxAmount: minorToNumber(limits.max),
    feeBps: c.feeBps,
    feeFixed: minorToNumber(c.feeFixed),
    sort: c.sort,
    bankName: c.bank?.bankName ?? null,
  };
}

export function toOrder(o: DepositRow, channel: ChannelRow | undefined, language: SiteLanguage): DepositOrder {
  const bank = o.channelType === 'bank_transfer' && channel?.bank ? channel.bank : null;
  return {
    orderNo: o.orderNo,
    channelId: o.channelId,
    channelType: o.channelType as DepositChannelType,
    channelName: channel ? channelName(channel, language) : '',
    amount: minorToNumber(o.amount),
    fee: minorToNumber(o.fee),
    creditAmount: minorToNumber(o.amount - o.fee),
    bonusAmount: minorToNumber(o.bonusAmount),
    status: o.status as DepositStatus,
    redirectUrl: o.status === 'pending' ? o.redirectUrl : null,
    instructions:
      bank && o.reference
        ? {
            bankName: bank.bankName,
            accountNo: bank.accountNo,
            accountName: bank.accountName,
            reference: o.reference,
            amount: minorToNumber(o.amount),
          }
        : null,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    creditedAt: o.creditedAt?.toISOString() ?? null,
    failureReason: o.failureReason,
  };
}
