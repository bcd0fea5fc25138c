// A registered vendor's catalogue import (issue 32, docs/API.md "Integrating a vendor"): its games from a JSON or
// CSV file, or from the URL it publishes them at. All or nothing: a file with a bad row changes nothing and answers
// every bad row by line and field. A re-import updates what the vendor says of its games (names, category, art,
// limits, lines, RTP), retires the games it no longer lists and brings back those it lists again, and keeps what
// the operator chose (a game switched off, hot, new, the order of listings).
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  GAME_CATEGORIES,
  PROVIDER_MAX_AMOUNT,
  foldText,
  type CatalogueImportAnswer,
  type CatalogueRowProblem,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { games } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { ALL } from '../../lib/invalidation';
import type { OpsActor } from '../operators/types';
import { registeredVendorForUpdate } from './vendors';

/** One game as the vendor describes it. */
export interface CatalogueGame {
  code: string;
  name: { vi: string; en: string };
  gameType: string;
  artUrl: string | null;
  minBet: bigint;
  maxBet: bigint;
  lineNum: number | null;
  /** Hundredths of a percent. */
  rtp: number | null;
  trial: boolean;
  hot: boolean;
  isNew: boolean;
}

const MAX_GAMES = 5_000;
const CODE = /^[A-Za-z0-9_.:-]{1,64}$/;

/** RFC 4180 CSV: rows of cells (quoted cells may hold commas, quotes as "" and line breaks). */
export function parseCsv(text: string): { cells: string[]; line: number }[] {
  const rows: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== '')) rows.push({ cells, line: rowLine });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((x) => x.trim() !== '')) rows.push({ cells, line: rowLine });
  return rows;
}

/** The columns of a CSV catalogue (and the keys of a JSON one); names and flags also as JSON objects. */
const COLUMNS = ['code', 'nameVi', 'nameEn', 'category', 'artUrl', 'minBet', 'maxBet', 'lines', 'rtp', 'flags'];

type Raw = Record<string, unknown>;

function csvRecords(text: string, problems: CatalogueRowProblem[]): { raw: Raw; line: number }[] {
  const rows = parseCsv(text);
  const header = rows.shift();
  if (!header) return [];
  const names = header.cells.map((h) => h.trim());
  const missing = ['code', 'nameVi', 'nameEn', 'category', 'minBet', 'maxBet'].filter((c) => !names.includes(c));
  for (const m of missing) problems.push({ line: header.line, field: m, message: 'missing column' });
  for (const n of names) {
    if (!COLUMNS.includes(n)) problems.push({ line: header.line, field: n, message: 'unknown column' });
  }
  return rows.map((r) => ({
    line: r.line,
    raw: Object.fromEntries(names.map((n, i) => [n, r.cells[i]?.trim() ?? ''])),
  }));
}

function jsonRecords(text: string, problems: CatalogueRowProblem[]): { raw: Raw; line: number }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    problems.push({ line: 0, field: 'file', message: 'not JSON' });
    return [];
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { games?: unknown } | null)?.games;
  if (!Array.isArray(list)) {
    problems.push({ line: 0, field: 'file', message: 'expected an array of games (or { "games": [...] })' });
    return [];
  }
  return list.map((item, i) => {
    const raw = item && typeof item === 'object' && !Array.isArray(item) ? { ...(item as Raw) } : {};
    if (raw.name && typeof raw.name === 'object') {
      const n = raw.name as Raw;
      raw.nameVi ??= n.vi;
      raw.nameEn ??= n.en;
      delete raw.name;
    }
    return { line: i + 1, raw };
  });
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** Parses and checks a catalogue; answers its games, or every problem by line and field. */
export function parseCatalogue(
  format: 'json' | 'csv',
  content: string,
  vendorTypes: readonly string[],
): { games: CatalogueGame[]; problems: CatalogueRowProblem[] } {
  const problems: CatalogueRowProblem[] = [];
  const records = format === 'csv' ? csvRecords(content, problems) : jsonRecords(content, problems);
  if (records.length > MAX_GAMES) problems.push({ line: 0, field: 'file', message: `more than ${MAX_GAMES} games` });
  if (!records.length && !problems.length) problems.push({ line: 0, field: 'file', message: 'no games' });
  const seen = new Map<string, number>();
  const out: CatalogueGame[] = [];
  for (const { raw, line } of records) {
    const bad = (field: string, message: string) => problems.push({ line, field, message });
    const before = problems.length;
    if (format === 'json') {
      for (const k of Object.keys(raw)) if (!COLUMNS.includes(k)) bad(k, 'unknown field');
    }
    const code = text(raw.code);
    if (!CODE.test(code)) bad('code', '1–64 of letters, digits and _ . : -');
    else if (seen.has(code)) bad('code', `the same code as line ${seen.get(code)}`);
    else seen.set(code, line);
    const nameVi = text(raw.nameVi);
    const nameEn = text(raw.nameEn);
    if (!nameVi || nameVi.length > 100) bad('nameVi', '1–100 characters');
    if (!nameEn || nameEn.length > 100) bad('nameEn', '1–100 characters');
    const gameType = text(raw.category).toUpperCase();
    if (!(GAME_CATEGORIES as readonly string[]).includes(gameType))
      bad('category', `one of ${GAME_CATEGORIES.join(', ')}`);
    else if (!vendorTypes.includes(gameType))
      bad('category', `not one of the vendor's categories (${vendorTypes.join(', ')})`);
    const artUrl = text(raw.artUrl);
    if (artUrl && !/^(https:\/\/[^\s"'<>]{1,490}|\/[^\s"'<>]{1,490})$/.test(artUrl)) {
      bad('artUrl', 'an https:// URL or a site path');
    }
    const amount = (field: 'minBet' | 'maxBet') => {
      const v = text(raw[field]);
      if (!/^\d{1,16}$/.test(v) || BigInt(v) <= 0n || BigInt(v) > BigInt(PROVIDER_MAX_AMOUNT)) {
        bad(field, 'a positive whole number of minor units');
        return null;
      }
      return BigInt(v);
    };
    const minBet = amount('minBet');
    const maxBet = amount('maxBet');
    if (minBet !== null && maxBet !== null && maxBet < minBet) bad('maxBet', 'below minBet');
    const linesText = text(raw.lines);
    const lineNum = linesText === '' ? null : Number(linesText);
    if (lineNum !== null && !(Number.isInteger(lineNum) && lineNum >= 1 && lineNum <= 100_000)) {
      bad('lines', 'a whole number from 1');
    }
    const rtpText = text(raw.rtp);
    let rtp: number | null = null;
    if (rtpText !== '') {
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(rtpText) || Number(rtpText) > 100) bad('rtp', 'a percentage, e.g. 96.5');
      else rtp = Math.round(Number(rtpText) * 100);
    }
    const flagList = Array.isArray(raw.flags)
      ? raw.flags.map((f) => text(f).toLowerCase())
      : text(raw.flags)
          .toLowerCase()
          .split(/[\s;|]+/)
          .filter(Boolean);
    const unknownFlag = flagList.find((f) => !['trial', 'hot', 'new'].includes(f));
    if (unknownFlag !== undefined) bad('flags', `unknown flag "${unknownFlag}" (trial, hot, new)`);
    if (problems.length === before) {
      out.push({
        code,
        name: { vi: nameVi, en: nameEn },
        gameType,
        artUrl: artUrl || null,
        minBet: minBet!,
        maxBet: maxBet!,
        lineNum,
        rtp,
        trial: flagList.includes('trial'),
        hot: flagList.includes('hot'),
        isNew: flagList.includes('new'),
      });
    }
  }
  return { games: out, problems };
}

const searchKey = (name: { vi: string; en: string }, code: string) =>
  [foldText(name.vi), foldText(name.en), foldText(code)].join(' · ');

/** Fetches a published catalogue (https, or http for a local test vendor), at most 5 MB within 10 s. */
async function fetchCatalogue(url: string): Promise<{ format: 'json' | 'csv'; content: string }> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
  } catch {
    throw new AppError('catalogue_invalid', undefined, 'url', {
      rows: [{ line: 0, field: 'url', message: 'unreachable' }],
    });
  }
  const content = await res.text();
  if (!res.ok || content.length > 5_000_000) {
    throw new AppError('catalogue_invalid', undefined, 'url', {
      rows: [{ line: 0, field: 'url', message: `answered ${res.status}` }],
    });
  }
  const type = res.headers.get('content-type') ?? '';
  const csv = type.includes('csv') || (!type.includes('json') && url.toLowerCase().split('?')[0]!.endsWith('.csv'));
  return { format: csv ? 'csv' : 'json', content };
}

/** Imports a registered vendor's catalogue (see the file's head); audited. */
export async function importCatalogue(
  ctx: AppContext,
  actor: OpsActor,
  vassalage: string,
  input: { format?: 'json' | 'csv'; content?: string; url?: string; dryRun?: boolean },
): Promise<CatalogueImportAnswer> {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const vendor = await registeredVendorForUpdate(tx, vassalage);
    let source: { format: 'json' | 'csv'; content: string };
    if (input.content !== undefined) source = { format: input.format ?? 'json', content: input.content };
    else {
      const url = input.url ?? vendor.catalogueUrl;
      if (!url) throw new AppError('validation_failed', 'content, url or the vendor’s catalogueUrl', 'content');
      source = await fetchCatalogue(url);
    }
    const parsed = parseCatalogue(source.format, source.content, vendor.gameTypes);
    if (parsed.problems.length) {
      throw new AppError('catalogue_invalid', undefined, undefined, { rows: parsed.problems.slice(0, 200) });
    }
    const existing = await tx.select().from(games).where(eq(games.vendorId, vendor.id));
    const byCode = new Map(existing.map((g) => [g.code, g]));
    const listed = new Set(parsed.games.map((g) => g.code));
    const counts = { added: 0, updated: 0, retired: 0, unchanged: 0 };
    for (const g of parsed.games) {
      const vendorSays = {
        name: g.name,
        searchText: searchKey(g.name, g.code),
        showIcon: g.artUrl,
        gameType: g.gameType,
        minBet: g.minBet,
        maxBet: g.maxBet,
        lineNum: g.lineNum,
        rtp: g.rtp,
        supportPlay: g.trial ? 0 : 1,
      };
      const old = byCode.get(g.code);
      if (!old) {
        counts.added++;
        if (!input.dryRun) {
          await tx.insert(games).values({
            vendorId: vendor.id,
            code: g.code,
            nodeId: vendor.id,
            ...vendorSays,
            isHot: g.hot,
            isNew: g.isNew,
            createdAt: now,
            updatedAt: now,
          });
        }
        continue;
      }
      const same =
        // Field by field: the stored jsonb name has its keys in its own order.
        old.name.vi === g.name.vi &&
        old.name.en === g.name.en &&
        old.showIcon === g.artUrl &&
        old.gameType === g.gameType &&
        old.minBet === g.minBet &&
        old.maxBet === g.maxBet &&
        old.lineNum === g.lineNum &&
        old.rtp === g.rtp &&
        old.supportPlay === vendorSays.supportPlay &&
        old.retiredAt === null;
      if (same) {
        counts.unchanged++;
        continue;
      }
      counts.updated++;
      if (!input.dryRun) {
        await tx
          .update(games)
          .set({
            ...vendorSays,
            // Listed again after it was retired: back as the operator left it (on, unless switched off).
            ...(old.retiredAt ? { retiredAt: null, status: old.retiredStatus ?? 'active', retiredStatus: null } : {}),
            updatedAt: now,
          })
          .where(eq(games.id, old.id));
      }
    }
    const retire = existing.filter((g) => !listed.has(g.code) && g.retiredAt === null);
    counts.retired = retire.length;
    if (retire.length && !input.dryRun) {
      // Retired games keep their rows (rounds and records point at them), switched off until listed again; the
      // operator's status waits in retired_status for that.
      await tx
        .update(games)
        .set({ status: 'disabled', retiredStatus: sql`${games.status}`, retiredAt: now, updatedAt: now })
        .where(
          and(
            eq(games.vendorId, vendor.id),
            inArray(
              games.id,
              retire.map((g) => g.id),
            ),
          ),
        );
    }
    if (!input.dryRun) {
      await ctx.ops.audit(tx, actor, {
        action: 'vendors.import_catalogue',
        target: `vendor:${vassalage}`,
        before: null,
        after: { ...counts, games: parsed.games.length },
      });
    }
    return counts;
  });
  if (!input.dryRun) ctx.invalidation.publish('catalogue', ALL);
  return { vassalage, ...result, dryRun: !!input.dryRun };
}
