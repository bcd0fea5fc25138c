import { minorToAmountText } from '@lotus/contracts';
import type { FastifyReply } from 'fastify';

/**
 * CSV files for operators (RFC 4180: comma-separated, CRLF, quotes doubled), safe to open in a
 * spreadsheet: a text cell starting with = + - @ (or a tab or carriage return) is prefixed with an
 * apostrophe so it is never read as a formula. Numbers are written as they are (negative amounts
 * included); a bigint is money (minor units, decision 0021), written in major units with two decimals
 * (-1050n → -10.50). A byte-order mark lets spreadsheets read the UTF-8 (Vietnamese names).
 */
export type CsvCell = string | number | bigint | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return minorToAmountText(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name of letters, digits, dots, dashes and underscores only (the Content-Disposition's). */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_');

/** Sends a CSV file: text/csv, downloaded under `name`, never cached (it skips the envelope's serializer). */
export function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeFileName(name)}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
