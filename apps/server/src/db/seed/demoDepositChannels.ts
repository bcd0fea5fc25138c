// The demo brand's deposit channels, written at start (and by tests) when the brand has none.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { merchants, paymentChannels, receivingAccounts } from '../schema/index';
import { DEMO_MERCHANT } from './demoBrand';

/** The demo brand's channels: a bank transfer (manual), an e-wallet and QR pay (sandbox gateway). */
export async function seedDemoDepositChannelsIfEmpty(db: Db): Promise<boolean> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return false;
  const merchantId = brand.id;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantId, merchantId));
  if ((existing?.n ?? 0) > 0) return false;
  await db
    .insert(paymentChannels)
    .values([
      {
        merchantId,
        code: 'BANK_VCB',
        type: 'bank_transfer',
        gateway: 'manual',
        name: { vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' },
        minAmount: 100_00n,
        maxAmount: 500_000_000_00n,
        feeBps: 0,
        feeFixed: 0n,
        sort: 1,
        bank: { bankName: 'Vietcombank', accountNo: '0071000123456', accountName: 'CONG TY LOTUS DEMO' },
      },
      {
        merchantId,
        code: 'EWALLET',
        type: 'ewallet',
        gateway: 'sandbox',
        name: { vi: 'Ví điện tử', en: 'E-wallet' },
        minAmount: 50_00n,
        maxAmount: 50_000_000_00n,
        feeBps: 100,
        feeFixed: 0n,
        sort: 2,
      },
      {
        merchantId,
        code: 'QRPAY',
        type: 'qr',
        gateway: 'sandbox',
        name: { vi: 'Quét mã QR', en: 'QR pay' },
        minAmount: 50_00n,
        maxAmount: 100_000_000_00n,
        feeBps: 0,
        feeFixed: 0n,
        sort: 3,
      },
    ])
    .onConflictDoNothing();
  return true;
}

/**
 * The demo brand's receiving account (issue 35): the bank-transfer channel's account, at Vietcombank
 * (NAPAS BIN 970436), so its orders carry a VietQR code and the sandbox bank can pay them. Written
 * when the brand has none.
 */
export async function seedDemoReceivingAccountsIfEmpty(db: Db): Promise<boolean> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return false;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(receivingAccounts)
    .where(eq(receivingAccounts.merchantId, brand.id));
  if ((existing?.n ?? 0) > 0) return false;
  await db
    .insert(receivingAccounts)
    .values({
      merchantId: brand.id,
      bankBin: '970436',
      accountNo: '0071000123456',
      holderName: 'CONG TY LOTUS DEMO',
      sort: 1,
    })
    .onConflictDoNothing();
  return true;
}
