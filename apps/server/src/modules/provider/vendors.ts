// Vendors as data (issue 32, docs/API.md "Integrating a vendor"): a seamless-wallet vendor an operator registered,
// with no code of its own. Its row in game_vendors holds how it is launched (a URL template), its sealed signing
// secret (and the previous one during a rotation's grace period), its allowed source addresses and its rate; the
// Provider API then serves it like any vendor. Offering it to brands is the catalogue's usual per-brand switch.
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { RegisteredVendor } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { gameVendors, games } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { ALL } from '../../lib/invalidation';
import type { OpsActor } from '../operators/types';
import type { LaunchRequest, ProviderAdapter } from './adapters';
import { newVendorSecret, sealVendorSecret } from './secrets';
import { validAddressEntry } from './vendorAccess';

type VendorTableRow = typeof gameVendors.$inferSelect;

/** A registered vendor's logo until it has its own: the site's generic vendor art. */
const GENERIC_ICON = '/art/vendors/lotus-house.svg';
const DAY_MINUTES = 24 * 60;

/** The launch URL of a registered vendor: its template with the launch's values, each URL-encoded. */
export function fillLaunchTemplate(template: string, r: LaunchRequest, returnUrl: string): string {
  const values: Record<string, string> = {
    token: r.token,
    game: r.gameCode,
    lang: r.language,
    returnUrl,
    device: r.platform === 'html5' ? 'mobile' : 'desktop',
    playerId: r.playerId,
    currency: r.currency,
    mode: r.mode,
  };
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : whole,
  );
}

/** The adapter of a registered vendor: a seamless vendor launched by its URL template. */
export function registeredAdapter(row: Pick<VendorTableRow, 'vassalage' | 'launchUrlTemplate'>, siteUrl: string) {
  const template = row.launchUrlTemplate!;
  return {
    vassalage: row.vassalage,
    walletMode: 'seamless',
    launchUrl: (r) => ({ gameUrl: fillLaunchTemplate(template, r, `${r.cdn || siteUrl}/`) }),
  } satisfies ProviderAdapter;
}

const registered = (db: Tx) => db.select().from(gameVendors).where(isNotNull(gameVendors.launchUrlTemplate));

/** Sets the process's adapters of registered vendors from the table (a disabled vendor has none). */
export async function loadRegisteredVendors(ctx: AppContext): Promise<void> {
  const rows = await registered(ctx.db);
  const siteUrl = (ctx.config.accounts.publicUrl ?? '').replace(/\/+$/, '');
  ctx.providers.setRegistered(rows.filter((r) => r.status !== 'disabled').map((r) => registeredAdapter(r, siteUrl)));
}

/**
 * Loads the registered vendors once at start, and again on every catalogue notice (an operator's change in any
 * process of the site); a failed reload keeps the adapters it had.
 */
export async function watchRegisteredVendors(ctx: AppContext): Promise<void> {
  ctx.invalidation.subscribe('catalogue', () => {
    loadRegisteredVendors(ctx).catch(() => undefined);
  });
  await loadRegisteredVendors(ctx).catch(() => undefined);
}

function toRegistered(row: VendorTableRow, gameCount: number): RegisteredVendor {
  return {
    vassalage: row.vassalage,
    displayName: row.displayName,
    gameTypes: row.gameTypes,
    currency: row.currency,
    launchUrlTemplate: row.launchUrlTemplate ?? '',
    allowedAddresses: row.allowedAddresses ?? [],
    callsPerSecond: row.callsPerSecond,
    catalogueUrl: row.catalogueUrl,
    status: row.status as RegisteredVendor['status'],
    previousSecretUntil: row.secretPreviousUntil?.toISOString() ?? null,
    games: gameCount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function gameCounts(db: Tx): Promise<Map<number, number>> {
  const rows = await db
    .select({ vendorId: games.vendorId, n: count() })
    .from(games)
    .where(eq(games.status, 'active'))
    .groupBy(games.vendorId);
  return new Map(rows.map((r) => [r.vendorId, Number(r.n)]));
}

export async function listRegisteredVendors(ctx: AppContext): Promise<RegisteredVendor[]> {
  const [rows, counts] = await Promise.all([registered(ctx.db), gameCounts(ctx.db)]);
  return rows.sort((a, b) => a.vassalage.localeCompare(b.vassalage)).map((r) => toRegistered(r, counts.get(r.id) ?? 0));
}

/** A registered vendor's row, locked for a change; 404 vendor_not_found for an unknown or built-in vendor. */
export async function registeredVendorForUpdate(tx: Tx, vassalage: string): Promise<VendorTableRow> {
  const [row] = await tx
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.vassalage, vassalage), isNotNull(gameVendors.launchUrlTemplate)))
    .for('update');
  if (!row) throw new AppError('vendor_not_found', undefined, 'vassalage');
  return row;
}

function checkAddresses(list: string[] | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  const bad = list.findIndex((a) => !validAddressEntry(a));
  if (bad >= 0) throw new AppError('validation_failed', undefined, `allowedAddresses.${bad}`);
  return [...new Set(list.map((a) => a.trim()))];
}

/** What the audit log keeps of a vendor: never its secrets. */
const auditView = (r: VendorTableRow) => ({
  displayName: r.displayName,
  gameTypes: r.gameTypes,
  currency: r.currency,
  launchUrlTemplate: r.launchUrlTemplate,
  allowedAddresses: r.allowedAddresses,
  callsPerSecond: r.callsPerSecond,
  catalogueUrl: r.catalogueUrl,
  status: r.status,
  secretPreviousUntil: r.secretPreviousUntil?.toISOString() ?? null,
});

export interface VendorInput {
  displayName?: string;
  gameTypes?: string[];
  currency?: string | null;
  launchUrlTemplate?: string;
  allowedAddresses?: string[];
  callsPerSecond?: number;
  catalogueUrl?: string | null;
}

/** After a committed change: every process reloads its registered vendors and drops its catalogue caches. */
async function changed(ctx: AppContext) {
  ctx.invalidation.publish('catalogue', ALL);
  await loadRegisteredVendors(ctx);
}

export async function createVendor(
  ctx: AppContext,
  actor: OpsActor,
  input: VendorInput & { vassalage: string; displayName: string; gameTypes: string[]; launchUrlTemplate: string },
): Promise<{ vendor: RegisteredVendor; secret: string }> {
  const allowedAddresses = checkAddresses(input.allowedAddresses) ?? [];
  const secret = newVendorSecret();
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: gameVendors.id })
      .from(gameVendors)
      .where(eq(gameVendors.vassalage, input.vassalage));
    if (taken || ctx.providers.has(input.vassalage)) throw new AppError('vendor_code_taken', undefined, 'vassalage');
    const [r] = await tx
      .insert(gameVendors)
      .values({
        vassalage: input.vassalage,
        displayName: input.displayName,
        smallIcon: GENERIC_ICON,
        gameTypes: [...new Set(input.gameTypes)],
        walletMode: 'seamless',
        launchUrlTemplate: input.launchUrlTemplate,
        currency: input.currency ?? null,
        allowedAddresses,
        callsPerSecond: input.callsPerSecond ?? 2000,
        catalogueUrl: input.catalogueUrl ?? null,
        secretSealed: sealVendorSecret(ctx.accounts.codeSecret, secret),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: gameVendors.vassalage })
      .returning();
    if (!r) throw new AppError('vendor_code_taken', undefined, 'vassalage');
    await ctx.ops.audit(tx, actor, {
      action: 'vendors.create',
      target: `vendor:${r.vassalage}`,
      before: null,
      after: auditView(r),
    });
    return r;
  });
  await changed(ctx);
  return { vendor: toRegistered(row, 0), secret };
}

async function change(
  ctx: AppContext,
  actor: OpsActor,
  vassalage: string,
  action: string,
  patch: (row: VendorTableRow) => Partial<typeof gameVendors.$inferInsert>,
): Promise<VendorTableRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await registeredVendorForUpdate(tx, vassalage);
    const [after] = await tx
      .update(gameVendors)
      .set({ ...patch(before), updatedAt: ctx.now() })
      .where(eq(gameVendors.id, before.id))
      .returning();
    await ctx.ops.audit(tx, actor, {
      action,
      target: `vendor:${vassalage}`,
      before: auditView(before),
      after: auditView(after!),
    });
    return after!;
  });
  await changed(ctx);
  return row;
}

const withCount = async (ctx: AppContext, row: VendorTableRow) =>
  toRegistered(row, (await gameCounts(ctx.db)).get(row.id) ?? 0);

export async function updateVendor(ctx: AppContext, actor: OpsActor, vassalage: string, input: VendorInput) {
  const allowedAddresses = checkAddresses(input.allowedAddresses);
  const row = await change(ctx, actor, vassalage, 'vendors.update', () => ({
    ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
    ...(input.gameTypes !== undefined ? { gameTypes: [...new Set(input.gameTypes)] } : {}),
    ...(input.currency !== undefined ? { currency: input.currency } : {}),
    ...(input.launchUrlTemplate !== undefined ? { launchUrlTemplate: input.launchUrlTemplate } : {}),
    ...(allowedAddresses !== undefined ? { allowedAddresses } : {}),
    ...(input.callsPerSecond !== undefined ? { callsPerSecond: input.callsPerSecond } : {}),
    ...(input.catalogueUrl !== undefined ? { catalogueUrl: input.catalogueUrl } : {}),
  }));
  return withCount(ctx, row);
}

/**
 * A new secret for the vendor, shown once; the one it replaces is still accepted for `graceMinutes` (default a
 * day) so that the vendor can switch without a failed call. A rotation within a grace period ends the older one.
 */
export async function rotateVendorSecret(ctx: AppContext, actor: OpsActor, vassalage: string, graceMinutes?: number) {
  const secret = newVendorSecret();
  const grace = graceMinutes ?? DAY_MINUTES;
  const now = ctx.now();
  const row = await change(ctx, actor, vassalage, 'vendors.rotate_secret', (before) => ({
    secretSealed: sealVendorSecret(ctx.accounts.codeSecret, secret),
    secretPreviousSealed: grace > 0 ? before.secretSealed : null,
    secretPreviousUntil: grace > 0 ? new Date(now.getTime() + grace * 60_000) : null,
  }));
  return { vendor: await withCount(ctx, row), secret };
}

/** Suspends (no new launches or bets; wins and rollbacks of open rounds still accepted) or resumes a vendor. */
export async function setVendorStatus(
  ctx: AppContext,
  actor: OpsActor,
  vassalage: string,
  status: 'active' | 'suspended',
) {
  const row = await change(ctx, actor, vassalage, 'vendors.status', () => ({ status }));
  return withCount(ctx, row);
}
