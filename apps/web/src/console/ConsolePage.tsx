import { useEffect, type ReactNode } from 'react';
import type { TableLook } from '@/components/DataTable';
import { cx } from '@/components/cx';
import { useTranslation } from '@/lib/i18n';
import { LockIcon } from './icons';

/** The dense table look of the console's lists (DataTable's `look`). */
export const CONSOLE_TABLE: TableLook = {
  // relative: a screen-reader-only header inside stays in the scrolling box instead of widening the page.
  frame: 'relative rounded-lg bg-navy-850 ring-1 ring-white/10',
  table: 'text-[13px]',
  head: 'bg-navy-800/80 text-[11px] uppercase tracking-wide text-slate-400',
  body: 'divide-y divide-white/5',
  row: 'text-slate-200 hover:bg-white/[0.03]',
  cell: 'px-2.5 py-2 align-middle whitespace-nowrap',
};

/**
 * A console page: its title (also the window's), an optional line under it, the actions on the
 * right of the title (buttons, a filter toggle) and the body.
 */
export function ConsolePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const product = t('console.product');
  useEffect(() => {
    document.title = `${title} | ${product}`;
  }, [title, product]);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-white/10 pb-3">
        <div className="min-w-0">
          <h1 className="text-lg font-semibold text-white sm:text-xl">{title}</h1>
          {description && <p className="mt-0.5 text-[13px] text-slate-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      <div className="flex min-w-0 flex-col gap-4">{children}</div>
    </div>
  );
}

/** A titled box of a page (a form, a group of settings). */
export function ConsoleSection({
  title,
  description,
  children,
  className,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section className={cx('rounded-lg bg-navy-850 ring-1 ring-white/10', className)} aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-white/10 px-4 py-2.5">
        <div>
          <h2 className="text-sm font-semibold text-white">{title}</h2>
          {description && <p className="text-xs text-slate-400">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="p-4">{children}</div>
    </section>
  );
}

/** What a page the operator's role does not allow shows instead of the page. */
export function NoPermission() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.noPermission.title')}>
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg bg-navy-850 px-4 py-12 text-center ring-1 ring-white/10"
      >
        <LockIcon size={36} className="text-gold-400" />
        <p className="max-w-md text-sm text-slate-300">{t('console.noPermission.text')}</p>
      </div>
    </ConsolePage>
  );
}
