// The console's CSV statement import: a bank's export read into statement lines.
import { bankStatementLineSchema, type OpsBankImportResult } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { receiveStatementLine } from './statements';

/** RFC 4180 rows: commas (or semicolons, as Vietnamese Excel writes), quotes doubled inside quotes. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.indexOf('\n') === -1 ? undefined : body.indexOf('\n'));
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      if (row.some((v) => v.trim() !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  row.push(cell);
  if (row.some((v) => v.trim() !== '')) rows.push(row);
  return rows;
}

const COLUMNS = {
  id: ['id', 'transaction_id', 'transactionid', 'ma_gd', 'reference'],
  date: ['date', 'time', 'transactiondate', 'transaction_date', 'ngay'],
  account: ['account', 'account_number', 'accountnumber', 'so_tk'],
  amount: ['amount', 'credit', 'transferamount', 'transfer_amount', 'so_tien'],
  content: ['content', 'description', 'noi_dung'],
} as const;

/** Whole dong from "1,000,000", "1.000.000" or "1000000" (a trailing ",00"/".00" dropped); null if none. */
function dong(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (!t || t.startsWith('-')) return null;
  const whole = t.replace(/[.,]00$/, '').replace(/[.,]/g, '');
  return /^\d{1,13}$/.test(whole) ? Number(whole) : null;
}

/**
 * Imports a brand's statement: each row with a positive amount goes through receiveStatementLine as
 * a feed's line would (source csv), so an export that overlaps what the feed already sent moves
 * nothing again. Rows without an amount or with a negative one (money out) are skipped.
 */
export async function importStatementCsv(
  ctx: AppContext,
  merchantId: number,
  csv: string,
): Promise<OpsBankImportResult> {
  const rows = parseCsv(csv);
  const header = rows[0]?.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const col = (names: readonly string[]) => header?.findIndex((h) => names.includes(h)) ?? -1;
  const at = { id: col(COLUMNS.id), date: col(COLUMNS.date), account: col(COLUMNS.account) };
  const amountAt = col(COLUMNS.amount);
  const contentAt = col(COLUMNS.content);
  if (!header || [at.id, at.date, at.account, amountAt, contentAt].some((i) => i < 0))
    throw new AppError('bank_import_invalid', 'the header names id, date, account, amount and content', 'csv');
  if (rows.length > 5001) throw new AppError('bank_import_invalid', 'at most 5000 lines at once', 'csv');
  const result: OpsBankImportResult = { lines: 0, matched: 0, queued: 0, repeated: 0, skipped: 0, errors: [] };
  for (let i = 1; i < rows.length; i++) {
    const r = rows[i]!;
    const amount = dong(r[amountAt] ?? '');
    if (amount === null || amount === 0) {
      result.skipped++;
      continue;
    }
    result.lines++;
    const parsed = bankStatementLineSchema.safeParse({
      id: (r[at.id] ?? '').trim(),
      transactionDate: (r[at.date] ?? '').trim(),
      accountNumber: (r[at.account] ?? '').replace(/[\s.-]/g, ''),
      transferAmount: amount,
      content: (r[contentAt] ?? '').trim(),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      result.errors.push({ line: i + 1, message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` });
      continue;
    }
    try {
      const done = await receiveStatementLine(ctx, { kind: 'csv', merchantId }, parsed.data);
      if (done.repeated) result.repeated++;
      else if (done.status === 'matched') result.matched++;
      else result.queued++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.errors.push({ line: i + 1, message: `${error.field ?? ''} ${error.errorCode}`.trim() });
    }
  }
  return result;
}
