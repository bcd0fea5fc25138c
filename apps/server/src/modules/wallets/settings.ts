import { DEFAULT_MONEY_SETTINGS, moneySettingsSchema, type MoneySettings } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loadSettingsRow, saveSettingsRow } from './repository';

type Patch = {
  [K in keyof MoneySettings]?: MoneySettings[K] extends object ? Partial<MoneySettings[K]> : MoneySettings[K];
};

function merge(base: MoneySettings, patch: Patch | Record<string, unknown>): MoneySettings {
  const p = patch as Patch;
  return {
    withdrawal: { ...base.withdrawal, ...(p.withdrawal ?? {}) },
    deposit: { ...base.deposit, ...(p.deposit ?? {}) },
    memberTransfer: { ...base.memberTransfer, ...(p.memberTransfer ?? {}) },
    trialCredit: p.trialCredit ?? base.trialCredit,
    adjustment: { ...base.adjustment, ...(p.adjustment ?? {}) },
    kyc: { ...base.kyc, ...(p.kyc ?? {}) },
  };
}

/** The brand's money rules: the stored values over DEFAULT_MONEY_SETTINGS. */
export async function getMoneySettings(db: Tx, merchantId: number): Promise<MoneySettings> {
  const stored = await loadSettingsRow(db, merchantId);
  const merged = merge(DEFAULT_MONEY_SETTINGS, stored ?? {});
  const parsed = moneySettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_MONEY_SETTINGS;
}

/** Changes some of the brand's money rules (validated as a whole; min ≤ max). */
export async function updateMoneySettings(db: Tx, merchantId: number, patch: Patch, at: Date): Promise<MoneySettings> {
  const next = merge(await getMoneySettings(db, merchantId), patch);
  const parsed = moneySettingsSchema.safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('validation_failed', issue?.message, `settings.${issue?.path.join('.') ?? ''}`);
  }
  if (next.withdrawal.minAmount > next.withdrawal.maxAmount) {
    throw new AppError('validation_failed', 'minAmount must not exceed maxAmount', 'settings.withdrawal.minAmount');
  }
  if (next.deposit.minAmount > next.deposit.maxAmount) {
    throw new AppError('validation_failed', 'minAmount must not exceed maxAmount', 'settings.deposit.minAmount');
  }
  if (next.memberTransfer.minAmount > next.memberTransfer.maxAmount) {
    throw new AppError('validation_failed', 'minAmount must not exceed maxAmount', 'settings.memberTransfer.minAmount');
  }
  await saveSettingsRow(db, merchantId, parsed.data as unknown as Record<string, unknown>, at);
  return parsed.data;
}
