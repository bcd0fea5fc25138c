import { cx } from '@/components/cx';
import { useTranslation } from '@/lib/i18n';

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (v === undefined ? '' : JSON.stringify(v, null, 1));

/** One field of a change: its value before and after, and whether it changed. */
export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** The fields of two records side by side (top-level keys): the changed ones first, each group in first-seen order. */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const b = isPlain(before) ? before : {};
  const a = isPlain(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = keys.map((key) => ({ key, before: b[key], after: a[key], changed: show(b[key]) !== show(a[key]) }));
  // What changed first, then the rest for context.
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** An audit entry's before and after: a field table for records, the values as JSON otherwise. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  if (before == null && after == null) {
    return <p className="text-xs text-slate-400">{t('console.audit.noChanges')}</p>;
  }
  const value = 'max-w-[28rem] font-mono text-xs break-all whitespace-pre-wrap';
  if ((before == null || isPlain(before)) && (after == null || isPlain(after))) {
    return (
      <table className="w-full max-w-4xl text-left text-xs" aria-label={t('console.audit.changes')}>
        <thead className="text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('console.audit.field')}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('console.audit.before')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('console.audit.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {diffRows(before, after).map((row) => (
            <tr key={row.key} className={cx(!row.changed && 'text-slate-500')}>
              <th scope="row" className="py-1 pr-4 align-top font-mono font-normal">
                {row.key}
              </th>
              <td className={cx('py-1 pr-4 align-top', value, row.changed && 'text-rose-300')}>{show(row.before)}</td>
              <td className={cx('py-1 align-top', value, row.changed && 'text-emerald-300')}>{show(row.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <dl className="grid gap-3 text-xs sm:grid-cols-2">
      <div>
        <dt className="text-slate-400">{t('console.audit.before')}</dt>
        <dd className={cx(value, 'text-rose-300')}>{show(before)}</dd>
      </div>
      <div>
        <dt className="text-slate-400">{t('console.audit.after')}</dt>
        <dd className={cx(value, 'text-emerald-300')}>{show(after)}</dd>
      </div>
    </dl>
  );
}
