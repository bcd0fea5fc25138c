// The operator's catalogue changes (issue 16). Each takes a transaction and answers its before and after
// values for the audit log; the caller forgets the cached vendor scopes (invalidateVendorScopes) once committed.
import type { OpsGame, OpsGameBody, OpsGamesQuery, OpsVendor } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './opsRepository';
import { containsPattern } from './search';
import { maintenanceOf } from './maintenance';
import { listPage, pageWindow } from '../../db/paging';

/** Every vendor with the brand's switch, its live games and its maintenance window ahead (or running). */
export async function vendorsForOps(db: Tx, merchantId: number, now: Date): Promise<OpsVendor[]> {
  const rows = await repo.vendorsForOps(db, merchantId);
  return rows.map((v) => ({
    vassalage: v.vassalage,
    displayName: v.displayName,
    smallIcon: v.smallIcon,
    walletMode: v.walletMode,
    gameTypes: v.gameTypes,
    enabled: v.enabled,
    status: v.status === 'disabled' ? 'disabled' : 'active',
    games: v.games,
    maintenance: maintenanceOf(v.maintenanceStart, v.maintenanceEnd, now),
  }));
}

async function vendorOf(tx: Tx, vassalage: string) {
  const v = await repo.lockVendor(tx, vassalage);
  if (!v) throw new AppError('vendor_not_found', undefined, 'vassalage');
  return v;
}

/** The brand offers the vendor (or not); only a connected vendor (one with a working integration) can be switched on. */
export async function setBrandVendor(
  tx: Tx,
  merchantId: number,
  vassalage: string,
  change: { enabled: boolean; connected: boolean },
) {
  const { enabled } = change;
  const v = await vendorOf(tx, vassalage);
  if (enabled && !change.connected) throw new AppError('vendor_not_connected', undefined, 'vassalage');
  const before = await repo.lockBrandVendor(tx, merchantId, v.id);
  await repo.writeBrandVendor(tx, merchantId, v.id, enabled);
  return { vassalage: v.vassalage, before: { enabled: before }, after: { enabled } };
}

export interface MaintenanceValue {
  start: string;
  end: string;
}

const windowOf = (v: { maintenanceStart: Date | null; maintenanceEnd: Date | null }): MaintenanceValue | null =>
  v.maintenanceStart && v.maintenanceEnd
    ? { start: v.maintenanceStart.toISOString(), end: v.maintenanceEnd.toISOString() }
    : null;

/**
 * Schedules the vendor's maintenance window (null removes it). Players see the vendor under
 * maintenance and launches are refused while `now` is inside it; the window is the vendor's, so it
 * applies to every brand.
 */
export async function setVendorMaintenance(
  tx: Tx,
  vassalage: string,
  window: { start: Date; end: Date } | null,
  now: Date,
) {
  if (window) {
    if (!(window.end > window.start)) throw new AppError('validation_failed', 'The end must be after the start', 'end');
    if (!(window.end > now)) throw new AppError('validation_failed', 'The end must be in the future', 'end');
  }
  const v = await vendorOf(tx, vassalage);
  const before = windowOf(v);
  await repo.writeVendorMaintenance(tx, v.id, window, now);
  const after = window ? { start: window.start.toISOString(), end: window.end.toISOString() } : null;
  return { vassalage: v.vassalage, before, after };
}

/** A page of the catalogue's games for the operator (vendor, category, name or code, status). */
export async function gamesForOps(db: Tx, q: OpsGamesQuery) {
  let vendorId: number | undefined;
  if (q.vassalage) {
    vendorId = await repo.vendorIdByCode(db, q.vassalage);
    if (vendorId === undefined) throw new AppError('vendor_not_found', undefined, 'vassalage');
  }
  const page = await repo.pageGamesForOps(
    db,
    { vendorId, gameType: q.gameType, status: q.status, searchPattern: containsPattern(q.q) },
    pageWindow(q),
  );
  const list: OpsGame[] = page.rows.map((g) => ({
    gameId: g.id,
    code: g.code,
    name: g.name,
    vassalage: g.vassalage,
    gameType: g.gameType,
    enabled: g.status === 'active',
    isHot: g.isHot,
    isNew: g.isNew,
  }));
  return listPage(list, page.total, q);
}

/**
 * The operator's choices of a game in the catalogue (every brand): on or off, hot, new. A retired game (its vendor's
 * catalogue no longer lists it) stays off: on or off is kept for when it is listed again.
 */
export async function setGameChoices(tx: Tx, id: number, body: OpsGameBody, now: Date) {
  const g = await repo.lockGame(tx, id);
  if (!g) throw new AppError('game_not_found', undefined, 'id');
  const chosen = (s: string | null) => (s ?? 'active') === 'active';
  const before = { enabled: chosen(g.retiredAt ? g.retiredStatus : g.status), isHot: g.isHot, isNew: g.isNew };
  const after = {
    enabled: body.enabled ?? before.enabled,
    isHot: body.isHot ?? before.isHot,
    isNew: body.isNew ?? before.isNew,
  };
  const status = after.enabled ? 'active' : 'disabled';
  await repo.writeGameChoices(
    tx,
    id,
    { ...(g.retiredAt ? { retiredStatus: status } : { status }), isHot: after.isHot, isNew: after.isNew },
    now,
  );
  // What players get: a retired game is off whatever the operator chose.
  const live = { ...after, enabled: after.enabled && !g.retiredAt };
  return { gameId: g.id, code: g.code, before, after, live };
}
