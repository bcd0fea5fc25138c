import type { ActivityStatus, BonusStatus } from '@lotus/contracts';

/** Each SPEC §4 activity status has its own colour (badge classes). */
export const STATUS_TONE: Record<ActivityStatus, string> = {
  join: 'bg-sky-400/15 text-sky-200 ring-sky-400/40',
  claim: 'bg-gold-400/20 text-gold-200 ring-gold-400/50',
  applying: 'bg-violet-400/15 text-violet-200 ring-violet-400/40',
  closed: 'bg-white/5 text-slate-400 ring-white/15',
  rejected: 'bg-rose-500/15 text-rose-200 ring-rose-400/40',
  issued: 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/40',
  claimed: 'bg-teal-400/15 text-teal-200 ring-teal-400/40',
  processing: 'bg-blue-400/15 text-blue-200 ring-blue-400/40',
  joined: 'bg-cyan-400/15 text-cyan-200 ring-cyan-400/40',
  coming_soon: 'bg-orange-400/15 text-orange-200 ring-orange-400/40',
};

export const BONUS_TONE: Record<BonusStatus, string> = {
  active: 'bg-sky-400/15 text-sky-200 ring-sky-400/40',
  converted: 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/40',
  expired: 'bg-white/5 text-slate-400 ring-white/15',
  forfeited: 'bg-rose-500/15 text-rose-200 ring-rose-400/40',
};

/** Whole seconds from `now` to `at` (negative once passed). */
export const secondsUntil = (at: string, now: number) => Math.floor((new Date(at).getTime() - now) / 1000);

/** Days and hh:mm:ss of a number of seconds. */
export function splitDuration(seconds: number): { days: number; hms: string } {
  const s = Math.max(0, seconds);
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return { days, hms };
}

/** Wagering done as a whole percentage of what is required (100 when nothing is required), in integer arithmetic
 * on the answer's money (decision 0021). */
export const progressPercent = (progress: bigint, required: bigint) =>
  required <= 0n ? 100 : Math.min(100, Number((progress * 100n) / required));
