import type { ReactNode } from 'react';
import { cx } from '@/components/cx';
import type { TableLook } from '@/components/DataTable';
import { Spinner } from '@/components/Spinner';

/** A table of the security centre: plain rows between rules, no box (each sets its own `table` width). */
export const PLAIN_ROWS: TableLook = {
  frame: '',
  head: 'text-slate-400',
  headRow: 'border-b border-white/10',
  body: '',
  row: 'border-b border-white/5 text-slate-200',
  cell: 'py-2 pr-3 last:pr-0',
};

/** A section's part while its first answer is on its way. */
export function SectionLoading() {
  return (
    <div className="flex justify-center py-6">
      <Spinner size={28} />
    </div>
  );
}

/** A titled card of the security centre. */
export function Section({
  id,
  title,
  description,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cx('rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-5', className)}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-title`} className="text-base font-semibold text-white">
            {title}
          </h3>
          {description && <p className="mt-0.5 text-[13px] text-slate-400">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** "Chrome · Windows" from a user agent, as far as it can tell. */
export function describeAgent(ua: string | null): string {
  if (!ua) return '—';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  const parts = [browser, os].filter(Boolean);
  return parts.length ? parts.join(' · ') : ua.slice(0, 40);
}
