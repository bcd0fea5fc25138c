import { useTranslation } from '@/lib/i18n';
import { cx } from './cx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type PageItem = number | 'break';

/**
 * The pages to show: `margin` pages at each end and a window of `range` pages around the current
 * one (SPEC §9: range 3, margin 1). A gap of one page shows that page instead of a break.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>();
  for (let i = 1; i <= Math.min(margin, total); i++) shown.add(i);
  for (let i = Math.max(1, total - margin + 1); i <= total; i++) shown.add(i);
  const width = Math.min(range, total);
  let start = page - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, total - width + 1));
  for (let i = start; i < start + width; i++) shown.add(i);

  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev === 2) items.push(p - 1);
    else if (p - prev > 2) items.push('break');
    items.push(p);
    prev = p;
  }
  return items;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  pageRange?: number;
  marginPages?: number;
  className?: string;
}

export function Pagination({ page, totalPages, onChange, pageRange = 3, marginPages = 1, className }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages, pageRange, marginPages);
  const cell = 'flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm';
  return (
    <nav aria-label={t('pagination.label')} className={cx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cx(cell, 'text-slate-300 hover:bg-white/5 disabled:opacity-40')}
            disabled={page <= 1}
            aria-label={t('pagination.previous')}
            onClick={() => onChange(page - 1)}
          >
            <ChevronLeftIcon size={16} />
          </button>
        </li>
        {items.map((item, i) =>
          item === 'break' ? (
            <li key={`break-${i}`} className={cx(cell, 'text-slate-500')} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(
                  cell,
                  item === page
                    ? 'bg-primary font-semibold text-white'
                    : 'text-slate-300 hover:bg-white/5 hover:text-white',
                )}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cx(cell, 'text-slate-300 hover:bg-white/5 disabled:opacity-40')}
            disabled={page >= totalPages}
            aria-label={t('pagination.next')}
            onClick={() => onChange(page + 1)}
          >
            <ChevronRightIcon size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
