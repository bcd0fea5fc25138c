// The operator's configuration of a brand (issue 16): the settings tree, registration field rules and banners.
// Each change takes a transaction and answers its before and after values for the audit log.
import crypto from 'node:crypto';
import {
  BANNER_LIMITS,
  compileAcceptedPattern,
  type Banner,
  type OpsBannerBody,
  type OpsRegisterFieldBody,
  type OpsSettingNode,
  type RegisterFieldRule,
} from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './configRepository';

export interface Change<T> {
  before: T | null;
  after: T | null;
}

// ── settings tree ───────────────────────────────────────────────────────────────────────────

/** The whole tree with each node's own switch and whether it is on (every node above it on too). */
export async function settingsTreeForOps(db: Tx, merchantId: number): Promise<OpsSettingNode[]> {
  const rows = await repo.settingRows(db, merchantId);
  const nodes = new Map<string, OpsSettingNode>();
  for (const r of rows)
    nodes.set(r.modId, { modId: r.modId, name: r.name, enabled: r.enabled, effective: r.enabled, childrenNodes: [] });
  const roots: OpsSettingNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.modId)!;
    const parent = r.parentModId ? nodes.get(r.parentModId) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  const settle = (list: OpsSettingNode[], parentOn: boolean) => {
    for (const n of list) {
      n.effective = parentOn && n.enabled;
      settle(n.childrenNodes, n.effective);
    }
  };
  settle(roots, true);
  return roots;
}

export interface SettingState {
  modId: string;
  name: string;
  enabled: boolean;
}

/** Turns one node on or off; an unknown modId is module_not_found. */
export async function changeSetting(
  tx: Tx,
  merchantId: number,
  modId: string,
  enabled: boolean,
): Promise<Change<SettingState> & { after: SettingState }> {
  const row = await repo.lockSetting(tx, merchantId, modId.toUpperCase());
  if (!row) throw new AppError('module_not_found', `Unknown modId ${modId}`, 'modId');
  await repo.writeSettingEnabled(tx, merchantId, row.modId, enabled);
  return {
    before: { modId: row.modId, name: row.name, enabled: row.enabled },
    after: { modId: row.modId, name: row.name, enabled },
  };
}

// ── registration field rules ────────────────────────────────────────────────────────────────

/** Fields a brand cannot register without: always shown and required. */
const CREDENTIAL_FIELDS = new Set<RegisterFieldRule['field']>(['username', 'password']);

/** Checks a rule as an operator wrote it; the first problem is a validation_failed on its field. */
export function checkRegisterRule(rule: RegisterFieldRule): void {
  if (compileAcceptedPattern(rule.acceptedPattern) === null)
    throw new AppError('validation_failed', 'acceptedPattern is not a valid regular expression', 'acceptedPattern');
  if (rule.minLength !== null && rule.maxLength !== null && rule.minLength > rule.maxLength)
    throw new AppError('validation_failed', 'minLength must not exceed maxLength', 'minLength');
  if (rule.required && !rule.enabled)
    throw new AppError('validation_failed', 'a hidden field cannot be required', 'required');
  if (CREDENTIAL_FIELDS.has(rule.field) && !(rule.enabled && rule.required))
    throw new AppError('validation_failed', `${rule.field} is always shown and required`, 'enabled');
}

export async function changeRegisterRule(
  tx: Tx,
  merchantId: number,
  field: RegisterFieldRule['field'],
  body: Omit<OpsRegisterFieldBody, 'brand'>,
): Promise<Change<RegisterFieldRule> & { after: RegisterFieldRule }> {
  const rule: RegisterFieldRule = {
    field,
    enabled: body.enabled,
    required: body.required,
    acceptedPattern: body.acceptedPattern,
    patternId: body.patternId,
    minLength: body.minLength,
    maxLength: body.maxLength,
  };
  checkRegisterRule(rule);
  const current = await repo.lockRegisterRule(tx, merchantId, field);
  await repo.upsertRegisterRule(tx, merchantId, rule);
  let before: RegisterFieldRule | null = null;
  if (current) {
    const { sort: _sort, ...rest } = current;
    before = rest;
  }
  return { before, after: rule };
}

// ── banners ─────────────────────────────────────────────────────────────────────────────────

export const listBanners = (tx: Tx, merchantId: number) => repo.lockBanners(tx, merchantId);

/** The banner as stored, its picture already a site path (an upload is stored by the caller first). */
export type BannerInput = Omit<OpsBannerBody, 'brand' | 'image' | 'imageUrl'> & { imageUrl: string };

export async function createBanner(tx: Tx, merchantId: number, input: BannerInput): Promise<Banner> {
  const banners = await repo.lockBanners(tx, merchantId);
  if (banners.filter((b) => b.group === input.group).length >= BANNER_LIMITS.perGroup)
    throw new AppError('validation_failed', `At most ${BANNER_LIMITS.perGroup} banners per group`, 'group');
  const banner: Banner = { id: `b-${crypto.randomBytes(6).toString('hex')}`, ...input };
  await repo.writeBanners(tx, merchantId, [...banners, banner]);
  return banner;
}

export async function updateBanner(
  tx: Tx,
  merchantId: number,
  id: string,
  input: Omit<BannerInput, 'imageUrl'> & { imageUrl: string | undefined },
): Promise<Change<Banner> & { before: Banner; after: Banner }> {
  const banners = await repo.lockBanners(tx, merchantId);
  const before = banners.find((b) => b.id === id);
  if (!before) throw new AppError('not_found', `No banner ${id}`, 'id');
  if (before.group !== input.group && banners.filter((b) => b.group === input.group).length >= BANNER_LIMITS.perGroup)
    throw new AppError('validation_failed', `At most ${BANNER_LIMITS.perGroup} banners per group`, 'group');
  const after: Banner = {
    id,
    group: input.group,
    imageUrl: input.imageUrl ?? before.imageUrl,
    link: input.link,
    title: input.title,
  };
  await repo.writeBanners(
    tx,
    merchantId,
    banners.map((b) => (b.id === id ? after : b)),
  );
  return { before, after };
}

export async function deleteBanner(tx: Tx, merchantId: number, id: string): Promise<Banner> {
  const banners = await repo.lockBanners(tx, merchantId);
  const before = banners.find((b) => b.id === id);
  if (!before) throw new AppError('not_found', `No banner ${id}`, 'id');
  await repo.writeBanners(
    tx,
    merchantId,
    banners.filter((b) => b.id !== id),
  );
  return before;
}

/** Puts a group's banners in the order of `ids`, which must name each of them once. */
export async function reorderBanners(
  tx: Tx,
  merchantId: number,
  group: Banner['group'],
  ids: string[],
): Promise<Change<string[]> & { before: string[]; after: string[] }> {
  const banners = await repo.lockBanners(tx, merchantId);
  const inGroup = banners.filter((b) => b.group === group);
  const before = inGroup.map((b) => b.id);
  if (new Set(ids).size !== ids.length || ids.length !== before.length || ids.some((id) => !before.includes(id)))
    throw new AppError('validation_failed', `ids must name each banner of ${group} once`, 'ids');
  const byId = new Map(inGroup.map((b) => [b.id, b]));
  const ordered = ids.map((id) => byId.get(id)!);
  // The group keeps its place among the others; its members take the new order.
  let next = 0;
  await repo.writeBanners(
    tx,
    merchantId,
    banners.map((b) => (b.group === group ? ordered[next++]! : b)),
  );
  return { before, after: ids };
}
