// Shared pieces of the operator's reports (modules/reports): every module sums its own tables with them,
// so a report is a few aggregates computed by PostgreSQL, never rows loaded into memory.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A period in a brand's time zone: UTC bounds [from, to) of whole local days. */
export interface ZonedRange {
  timeZone: string;
  from: Date;
  to: Date;
}

/**
 * A set of (key, member_id) pairs as a SQL subquery: which group each member's activity is counted in
 * (the member's agent, a tree's root for its whole team). A module that sums its own rows joins it on
 * member_id and groups by key, without knowing how the groups were made.
 */
export type MemberGroups = SQL;

const ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * The local calendar day (yyyy-MM-dd) of a timestamp column in the zone. The zone is written into the
 * SQL as a literal (checked first: a brand's IANA zone name), so that the select and the group by hold
 * the same expression.
 */
export function localDay(column: AnyColumn | SQL, timeZone: string): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM-DD')`;
}

function zoneLiteral(timeZone: string): SQL {
  if (!ZONE.test(timeZone)) throw new Error(`not a time zone name: ${timeZone}`);
  new Intl.DateTimeFormat('en', { timeZone }); // throws on an unknown zone
  return sql.raw(`'${timeZone}'`);
}

/** A bigint sum as text (exact), 0 when there is nothing to sum. */
export const sumText = (column: AnyColumn | SQL) => sql<string>`coalesce(sum(${column}), 0)::text`;
