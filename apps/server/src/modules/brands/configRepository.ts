// The operator's changes to a brand's configuration: settings nodes, registration field rules, the profile's banners.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Banner, RegisterFieldRule } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { merchants, merchantSettings, registerFieldRules } from '../../db/schema/index';
import { merchantProfileSchema } from './profile';

export type SettingRow = typeof merchantSettings.$inferSelect;

/** Every node of the brand's settings tree, in display order. */
export async function settingRows(db: Tx, merchantId: number): Promise<SettingRow[]> {
  return db
    .select()
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId))
    .orderBy(asc(merchantSettings.sort), asc(merchantSettings.modId));
}

/** One node, locked for the change. */
export async function lockSetting(tx: Tx, merchantId: number, modId: string): Promise<SettingRow | undefined> {
  const [row] = await tx
    .select()
    .from(merchantSettings)
    .where(and(eq(merchantSettings.merchantId, merchantId), eq(merchantSettings.modId, modId)))
    .for('update');
  return row;
}

export async function writeSettingEnabled(tx: Tx, merchantId: number, modId: string, enabled: boolean): Promise<void> {
  await tx
    .update(merchantSettings)
    .set({ enabled })
    .where(and(eq(merchantSettings.merchantId, merchantId), eq(merchantSettings.modId, modId)));
}

/** One field's rule, locked for the change. */
export async function lockRegisterRule(
  tx: Tx,
  merchantId: number,
  field: string,
): Promise<(RegisterFieldRule & { sort: number }) | undefined> {
  const [r] = await tx
    .select()
    .from(registerFieldRules)
    .where(and(eq(registerFieldRules.merchantId, merchantId), eq(registerFieldRules.field, field)))
    .for('update');
  return (
    r && {
      field: r.field as RegisterFieldRule['field'],
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.acceptedPattern,
      patternId: r.patternId as RegisterFieldRule['patternId'],
      minLength: r.minLength,
      maxLength: r.maxLength,
      sort: r.sort,
    }
  );
}

/** Writes a field's rule (a field without one is added after the others). */
export async function upsertRegisterRule(tx: Tx, merchantId: number, rule: RegisterFieldRule): Promise<void> {
  const values = {
    enabled: rule.enabled,
    required: rule.required,
    acceptedPattern: rule.acceptedPattern,
    patternId: rule.patternId,
    minLength: rule.minLength,
    maxLength: rule.maxLength,
  };
  await tx
    .insert(registerFieldRules)
    .values({
      merchantId,
      field: rule.field,
      ...values,
      sort: sql`(select coalesce(max(sort), 0) + 1 from register_field_rules where merchant_id = ${merchantId})`,
    })
    .onConflictDoUpdate({ target: [registerFieldRules.merchantId, registerFieldRules.field], set: values });
}

/** The brand's banners, its row locked until the transaction ends (so two edits never lose one another). */
export async function lockBanners(tx: Tx, merchantId: number): Promise<Banner[]> {
  const [row] = await tx
    .select({ profile: merchants.profile })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
  if (!row) throw new Error(`merchant ${merchantId} vanished`);
  return merchantProfileSchema.parse(row.profile).banners;
}

export async function writeBanners(tx: Tx, merchantId: number, banners: Banner[]): Promise<void> {
  await tx
    .update(merchants)
    .set({
      profile: sql`jsonb_set(${merchants.profile}, '{banners}', ${JSON.stringify(banners)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(merchants.id, merchantId));
}
