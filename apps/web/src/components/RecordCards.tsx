import type { Key, ReactNode } from 'react';
import { cx } from './cx';

/** One record as a phone card: what it is and its figure, two facts below, and an optional note. */
export interface RecordCard {
  key: Key;
  title: ReactNode;
  figure: ReactNode;
  figureClassName?: string;
  /** The smaller line under the title: a fact on the left, one on the right. */
  facts: [ReactNode, ReactNode];
  note?: ReactNode;
}

/**
 * The records on a phone (below 768 px), where a table's columns would run off the screen: a list of
 * cards, beside a DataTable shown from 768 px (`frame: 'hidden md:block'`).
 */
export function RecordCards({ label, cards }: { label: string; cards: readonly RecordCard[] }) {
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label={label}>
      {cards.map((c) => (
        <li key={c.key} className="rounded-xl bg-navy-850 px-4 py-3 ring-1 ring-white/10">
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 text-sm font-medium text-white">{c.title}</span>
            <span className={cx('shrink-0 text-sm font-semibold tabular-nums', c.figureClassName)}>{c.figure}</span>
          </div>
          <div className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-400">
            <span className="tabular-nums">{c.facts[0]}</span>
            <span className="text-right tabular-nums">{c.facts[1]}</span>
          </div>
          {c.note && <p className="mt-1 truncate text-xs text-slate-500">{c.note}</p>}
        </li>
      ))}
    </ul>
  );
}
