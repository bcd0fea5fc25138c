import type { ReactNode } from 'react';
import { cx } from '@/components/cx';

/** A page of the agent centre: its title (and an action beside it), then its parts. */
export function AgentPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-white">{title}</h2>
        {action}
      </div>
      {children}
    </div>
  );
}

/** A titled box. */
export function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-label={title}
      className={cx('flex flex-col gap-3 rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-5', className)}
    >
      {title && <h3 className="text-sm font-semibold text-slate-200">{title}</h3>}
      {children}
    </section>
  );
}

/** A figure with its label. */
export function Stat({ label, value, tone }: { label: string; value: ReactNode; tone?: 'up' | 'down' }) {
  return (
    <div className="rounded-xl bg-navy-900/60 px-3 py-2.5 ring-1 ring-white/5">
      <p className="text-xs text-slate-400">{label}</p>
      <p
        className={cx(
          'mt-0.5 text-base font-semibold tabular-nums',
          tone === 'up' ? 'text-emerald-300' : tone === 'down' ? 'text-rose-300' : 'text-white',
        )}
      >
        {value}
      </p>
    </div>
  );
}

/** The tone of a profit or loss figure. */
export const toneOf = (n: bigint): 'up' | 'down' | undefined => (n > 0n ? 'up' : n < 0n ? 'down' : undefined);
