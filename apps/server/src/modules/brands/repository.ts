import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RegisterFieldRule, SettingsNode, SiteLanguage } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { domainRoutes, merchants, merchantSettings, registerFieldRules } from '../../db/schema/index';
import { merchantProfileSchema, type MerchantProfile } from './profile';

export interface Merchant {
  id: number;
  code: string;
  name: string;
  defaultLanguage: SiteLanguage;
  languages: SiteLanguage[];
  timeZone: string;
  currency: string;
  profile: MerchantProfile;
  maintenance: { enabled: boolean; until: Date | null; message: { vi: string; en: string } | null };
  region: { enabled: boolean; blockedCountries: string[]; deniedIps: string[]; allowedIps: string[] };
}

type MerchantRow = typeof merchants.$inferSelect;

function toMerchant(row: MerchantRow): Merchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    defaultLanguage: row.defaultLanguage as SiteLanguage,
    languages: row.languages as SiteLanguage[],
    timeZone: row.timeZone,
    currency: row.currency,
    profile: merchantProfileSchema.parse(row.profile),
    maintenance: {
      enabled: row.maintenanceEnabled,
      until: row.maintenanceUntil,
      message: row.maintenanceMessage ?? null,
    },
    region: {
      enabled: row.regionEnabled,
      blockedCountries: row.blockedCountries,
      deniedIps: row.deniedIps,
      allowedIps: row.allowedIps,
    },
  };
}

export async function findMerchantByCode(db: Tx, code: string): Promise<Merchant | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code.toUpperCase()));
  return row && toMerchant(row);
}

/** The brand of a row that references it (a foreign key): it exists, else the database is broken. */
export async function merchantById(db: Tx, id: number): Promise<Merchant> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  if (!row) throw new Error(`merchant ${id} vanished`);
  return toMerchant(row);
}

export async function findMerchantByDomain(db: Tx, domain: string): Promise<Merchant | undefined> {
  const [row] = await db
    .select({ m: merchants })
    .from(domainRoutes)
    .innerJoin(merchants, eq(domainRoutes.merchantId, merchants.id))
    .where(eq(domainRoutes.domain, domain.toLowerCase()));
  return row && toMerchant(row.m);
}

export async function listMerchants(db: Tx): Promise<Merchant[]> {
  const rows = await db.select().from(merchants).orderBy(asc(merchants.code));
  return rows.map(toMerchant);
}

export async function listDomains(db: Tx, merchantId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: domainRoutes.domain })
    .from(domainRoutes)
    .where(eq(domainRoutes.merchantId, merchantId))
    .orderBy(asc(domainRoutes.domain));
  return rows.map((r) => r.domain);
}

/** The settings tree, nested by parentModId, siblings in `sort` order. */
export async function loadSettingsTree(db: Tx, merchantId: number): Promise<SettingsNode[]> {
  const rows = await db
    .select()
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId))
    .orderBy(asc(merchantSettings.sort), asc(merchantSettings.modId));
  const nodes = new Map<string, SettingsNode>();
  for (const r of rows)
    nodes.set(r.modId, { modId: r.modId, name: r.name, enabled: r.enabled ? '1' : '0', childrenNodes: [] });
  const roots: SettingsNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.modId)!;
    const parent = r.parentModId ? nodes.get(r.parentModId) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/** Whether a switch is on: the node and every ancestor enabled. Unknown modIds are off. */
export async function isModuleEnabled(db: Tx, merchantId: number, modId: string): Promise<boolean> {
  const rows = await db.select().from(merchantSettings).where(eq(merchantSettings.merchantId, merchantId));
  const byId = new Map(rows.map((r) => [r.modId, r]));
  for (let node = byId.get(modId); node; node = node.parentModId ? byId.get(node.parentModId) : undefined) {
    if (!node.enabled) return false;
    if (!node.parentModId) return true;
  }
  return false;
}

export async function setModuleEnabled(
  db: Tx,
  merchantIds: number[],
  modId: string,
  enabled: boolean,
): Promise<number> {
  const updated = await db
    .update(merchantSettings)
    .set({ enabled })
    .where(and(inArray(merchantSettings.merchantId, merchantIds), eq(merchantSettings.modId, modId)))
    .returning({ merchantId: merchantSettings.merchantId });
  return updated.length;
}

export async function loadRegisterRules(db: Tx, merchantId: number): Promise<RegisterFieldRule[]> {
  const rows = await db
    .select()
    .from(registerFieldRules)
    .where(eq(registerFieldRules.merchantId, merchantId))
    .orderBy(asc(registerFieldRules.sort));
  return rows.map((r) => ({
    field: r.field as RegisterFieldRule['field'],
    enabled: r.enabled,
    required: r.required,
    acceptedPattern: r.acceptedPattern,
    patternId: r.patternId as RegisterFieldRule['patternId'],
    minLength: r.minLength,
    maxLength: r.maxLength,
  }));
}

export async function updateMaintenance(db: Tx, merchantIds: number[], m: Merchant['maintenance']): Promise<void> {
  await db
    .update(merchants)
    .set({
      maintenanceEnabled: m.enabled,
      maintenanceUntil: m.until,
      maintenanceMessage: m.message,
      updatedAt: new Date(),
    })
    .where(inArray(merchants.id, merchantIds));
}

export async function updateRegion(db: Tx, merchantId: number, r: Merchant['region']): Promise<void> {
  await db
    .update(merchants)
    .set({
      regionEnabled: r.enabled,
      blockedCountries: r.blockedCountries,
      deniedIps: r.deniedIps,
      allowedIps: r.allowedIps,
      updatedAt: new Date(),
    })
    .where(eq(merchants.id, merchantId));
}
