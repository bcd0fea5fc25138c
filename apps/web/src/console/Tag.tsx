import { cx } from '@/components/cx';

/** A small coloured label of a table cell. */
export function Tag({ tone, children }: { tone: 'green' | 'amber' | 'red' | 'slate' | 'gold'; children: string }) {
  const tones = {
    green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/25',
    amber: 'bg-amber-500/15 text-amber-200 ring-amber-400/25',
    red: 'bg-rose-500/15 text-rose-300 ring-rose-400/25',
    slate: 'bg-white/5 text-slate-300 ring-white/10',
    gold: 'bg-gold-400/10 text-gold-300 ring-gold-400/25',
  };
  return (
    <span className={cx('inline-flex rounded px-1.5 py-0.5 text-[11px] font-semibold ring-1', tones[tone])}>
      {children}
    </span>
  );
}
