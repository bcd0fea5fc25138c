// The operator's view and changes of the catalogue: a brand's vendor switches, vendor maintenance windows, game status.
import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { gameVendors, games, merchantVendors } from '../../db/schema/index';

export interface OpsVendorRow {
  id: number;
  vassalage: string;
  displayName: string;
  smallIcon: string;
  walletMode: string;
  gameTypes: string[];
  status: string;
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
  enabled: boolean;
  games: number;
}

/** Every vendor of the catalogue with the brand's switch (off when the brand has no row) and its live games. */
export async function vendorsForOps(db: Tx, merchantId: number): Promise<OpsVendorRow[]> {
  const counts = db
    .select({ vendorId: games.vendorId, n: count().as('n') })
    .from(games)
    .where(eq(games.status, 'active'))
    .groupBy(games.vendorId)
    .as('counts');
  const rows = await db
    .select({
      v: gameVendors,
      enabled: merchantVendors.enabled,
      games: counts.n,
    })
    .from(gameVendors)
    .leftJoin(
      merchantVendors,
      and(eq(merchantVendors.vendorId, gameVendors.id), eq(merchantVendors.merchantId, merchantId)),
    )
    .leftJoin(counts, eq(counts.vendorId, gameVendors.id))
    .orderBy(asc(merchantVendors.sort), asc(gameVendors.sort), asc(gameVendors.id));
  return rows.map((r) => ({
    id: r.v.id,
    vassalage: r.v.vassalage,
    displayName: r.v.displayName,
    smallIcon: r.v.smallIcon,
    walletMode: r.v.walletMode,
    gameTypes: r.v.gameTypes,
    status: r.v.status,
    maintenanceStart: r.v.maintenanceStart,
    maintenanceEnd: r.v.maintenanceEnd,
    enabled: r.enabled === true,
    games: Number(r.games ?? 0),
  }));
}

/** A vendor's id by code. */
export async function vendorIdByCode(db: Tx, vassalage: string): Promise<number | undefined> {
  const [row] = await db.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.vassalage, vassalage));
  return row?.id;
}

/** A vendor by code, locked for the change. */
export async function lockVendor(tx: Tx, vassalage: string) {
  const [row] = await tx.select().from(gameVendors).where(eq(gameVendors.vassalage, vassalage)).for('update');
  return row;
}

/** The brand's switch of a vendor (false when it has no row), locked for the change. */
export async function lockBrandVendor(tx: Tx, merchantId: number, vendorId: number): Promise<boolean> {
  const [row] = await tx
    .select({ enabled: merchantVendors.enabled })
    .from(merchantVendors)
    .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.vendorId, vendorId)))
    .for('update');
  return row?.enabled === true;
}

/** Switches a vendor on or off for a brand (a vendor it never had is added after its others). */
export async function writeBrandVendor(tx: Tx, merchantId: number, vendorId: number, enabled: boolean): Promise<void> {
  await tx
    .insert(merchantVendors)
    .values({
      merchantId,
      vendorId,
      enabled,
      sort: sql`(select coalesce(max(sort), 0) + 1 from merchant_vendors where merchant_id = ${merchantId})`,
    })
    .onConflictDoUpdate({ target: [merchantVendors.merchantId, merchantVendors.vendorId], set: { enabled } });
}

export async function writeVendorMaintenance(
  tx: Tx,
  vendorId: number,
  window: { start: Date; end: Date } | null,
  now: Date,
): Promise<void> {
  await tx
    .update(gameVendors)
    .set({ maintenanceStart: window?.start ?? null, maintenanceEnd: window?.end ?? null, updatedAt: now })
    .where(eq(gameVendors.id, vendorId));
}

export interface OpsGameFilter {
  vendorId?: number | undefined;
  gameType?: string | undefined;
  /** A LIKE pattern on games.search_text (already escaped), or on the code. */
  searchPattern?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
}

const opsGameWhere = (f: OpsGameFilter): SQL | undefined =>
  and(
    f.vendorId !== undefined ? eq(games.vendorId, f.vendorId) : undefined,
    f.gameType ? eq(games.gameType, f.gameType) : undefined,
    f.status ? eq(games.status, f.status) : undefined,
    f.searchPattern !== undefined
      ? sql`(${games.searchText} like ${f.searchPattern} escape '\\' or lower(${games.code}) like ${f.searchPattern} escape '\\')`
      : undefined,
  );

/** A page of the catalogue's games, most popular first. */
export async function pageGamesForOps(db: Tx, f: OpsGameFilter, page: { offset: number; limit: number }) {
  const where = opsGameWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: games.id,
        code: games.code,
        name: games.name,
        vassalage: gameVendors.vassalage,
        gameType: games.gameType,
        status: games.status,
        isHot: games.isHot,
        isNew: games.isNew,
      })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where)
      .orderBy(desc(games.popularity), asc(games.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A game by id, locked for the change. */
export async function lockGame(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: games.id,
      code: games.code,
      status: games.status,
      retiredAt: games.retiredAt,
      retiredStatus: games.retiredStatus,
      isHot: games.isHot,
      isNew: games.isNew,
      vendorId: games.vendorId,
    })
    .from(games)
    .where(eq(games.id, id))
    .for('update');
  return row;
}

export async function writeGameChoices(
  tx: Tx,
  id: number,
  choices: Partial<Pick<typeof games.$inferInsert, 'status' | 'retiredStatus' | 'isHot' | 'isNew'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(games)
    .set({ ...choices, updatedAt: now })
    .where(eq(games.id, id));
}
