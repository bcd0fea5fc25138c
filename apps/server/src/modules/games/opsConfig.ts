// The operator's catalogue changes (issue 16). Each takes a transaction and answers its before and after
// values for the audit log; the caller forgets the cached vendor scopes (invalidateVendorScopes) once committed.
import type { OpsGame, OpsGamesQuery, OpsVendor } from '@lotus/contracts';
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

/** A game on or off in the catalogue (every brand). */
export async function setGameEnabled(tx: Tx, id: number, enabled: boolean, now: Date) {
  const g = await repo.lockGame(tx, id);
  if (!g) throw new AppError('game_not_found', undefined, 'id');
  const status = enabled ? 'active' : 'disabled';
  await repo.writeGameStatus(tx, id, status, now);
  return { gameId: g.id, code: g.code, before: { enabled: g.status === 'active' }, after: { enabled } };
}
