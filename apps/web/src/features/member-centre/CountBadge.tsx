/** A count on a menu entry, shown only above 0 (the mission badge of SPEC §2). */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (!(count > 0)) return null;
  return (
    <span
      className="min-w-5 rounded-full bg-rose-500 px-1.5 text-center text-[11px] leading-5 font-bold text-white"
      aria-label={label}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
