// The member's bank accounts, the payees of withdrawals: bound under the payment password, listed masked.
import {
  BANKS,
  bankPrintedName,
  MAX_BANK_ACCOUNTS,
  type BankAccount,
  type PayeeNameMismatch,
  type SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pgError } from '../../db/sqlResult';
import { AppError } from '../../lib/errors';
import { serverMessage } from '../../lib/i18n';
import { memberById, verifyPaymentPassword } from '../accounts/service';
import type { Merchant } from '../brands/service';
import * as repo from './repository';
import type { BankAccountRow } from './repository';
import { maskAccountNo } from './views';

const toBankAccount = (b: BankAccountRow): BankAccount => ({
  id: b.id,
  bankCode: b.bankCode,
  bankName: b.bankName,
  maskedAccountNo: maskAccountNo(b.accountNo),
  accountName: b.accountName,
  createdAt: b.createdAt.toISOString(),
});

export async function bankAccountsOf(db: Tx, memberId: number): Promise<BankAccount[]> {
  return (await repo.listBankAccounts(db, memberId)).map(toBankAccount);
}

/**
 * Binds a bank account: payment password, the name of the profile's payee as banks print it (a
 * mismatch names the expected name, in the member's language), at most MAX_BANK_ACCOUNTS.
 */
export async function addBankAccount(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  input: { bankCode: string; accountNo: string; accountName: string; paymentPassword: string },
  language: SiteLanguage,
): Promise<BankAccount> {
  const member = await memberById(ctx.db, merchant.id, memberId);
  if (!member) throw new AppError('user.or.token.invalid');
  await verifyPaymentPassword(ctx, merchant, memberId, input.paymentPassword);
  if (!member.payeeName) throw new AppError('payee_name_required', undefined, 'accountName');
  const expectedName = bankPrintedName(member.payeeName);
  if (bankPrintedName(input.accountName) !== expectedName) {
    const message = serverMessage('payee_name_mismatch', language).replace('{name}', expectedName);
    throw new AppError('payee_name_mismatch', message, 'accountName', { expectedName } satisfies PayeeNameMismatch);
  }
  const bank = BANKS.find((b) => b.code === input.bankCode);
  if (!bank) throw new AppError('validation_failed', 'unknown bank', 'bankCode');
  const existing = await repo.listBankAccounts(ctx.db, memberId);
  if (existing.some((b) => b.bankCode === bank.code && b.accountNo === input.accountNo)) {
    throw new AppError('bank_account_exists', undefined, 'accountNo');
  }
  if (existing.length >= MAX_BANK_ACCOUNTS)
    throw new AppError('bank_account_limit', undefined, undefined, { max: MAX_BANK_ACCOUNTS });
  try {
    const row = await repo.insertBankAccount(ctx.db, {
      merchantId: merchant.id,
      memberId,
      bankCode: bank.code,
      bankName: bank.name,
      accountNo: input.accountNo,
      accountName: input.accountName.trim().replace(/\s+/g, ' '),
      createdAt: ctx.now(),
    });
    return toBankAccount(row);
  } catch (error) {
    if (pgError(error)?.code === '23505') throw new AppError('bank_account_exists', undefined, 'accountNo');
    throw error;
  }
}

export async function removeBankAccount(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  id: number,
  paymentPassword: string,
) {
  if (!(await repo.findBankAccount(ctx.db, memberId, id)))
    throw new AppError('bank_account_not_found', undefined, 'id');
  await verifyPaymentPassword(ctx, merchant, memberId, paymentPassword);
  if (!(await repo.deleteBankAccount(ctx.db, memberId, id, ctx.now())))
    throw new AppError('bank_account_not_found', undefined, 'id');
  return { done: true as const };
}
