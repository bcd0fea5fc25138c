/** One day of a bar-and-line chart: the bar (may be negative), the line, and the bar's tooltip. */
export interface BarLinePoint {
  day: string;
  bar: number;
  line: number;
  title: string;
}

/**
 * Days as bars around a zero line (green up, red down) with a second figure as a line; drawn in SVG,
 * scaled to its box, a date label every few bars and a legend naming the two figures. Used where people
 * would rather look than read: the member's profit by day, an agent's team by day.
 */
export function BarLineChart({
  points,
  title,
  barLabel,
  lineLabel,
  testId,
}: {
  points: BarLinePoint[];
  title: string;
  barLabel: string;
  lineLabel: string;
  testId?: string;
}) {
  const W = 640;
  const H = 220;
  const pad = { l: 8, r: 8, t: 12, b: 24 };
  const max = Math.max(1, ...points.map((p) => Math.max(Math.abs(p.bar), p.line)));
  const hasNeg = points.some((p) => p.bar < 0);
  const innerH = H - pad.t - pad.b;
  const zeroY = hasNeg ? pad.t + innerH / 2 : pad.t + innerH;
  const scale = hasNeg ? innerH / 2 / max : innerH / max;
  const step = (W - pad.l - pad.r) / Math.max(1, points.length);
  const bw = Math.max(2, step * 0.6);
  const x = (i: number) => pad.l + step * i + step / 2;
  const line = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${(zeroY - p.line * scale).toFixed(1)}`)
    .join(' ');
  const labelEvery = Math.ceil(points.length / 8);
  return (
    <figure className="rounded-xl bg-navy-900 p-3 ring-1 ring-white/5" data-testid={testId}>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-48 w-full sm:h-56" role="img" aria-label={title}>
        <line x1={pad.l} x2={W - pad.r} y1={zeroY} y2={zeroY} stroke="rgb(148 163 184 / 0.4)" />
        {points.map((p, i) => {
          const h = Math.abs(p.bar) * scale;
          return (
            <rect
              key={p.day}
              x={x(i) - bw / 2}
              y={p.bar >= 0 ? zeroY - h : zeroY}
              width={bw}
              height={Math.max(h, p.bar === 0 ? 0 : 1)}
              rx={1.5}
              fill={p.bar >= 0 ? '#34d399' : '#fb7185'}
            >
              <title>{p.title}</title>
            </rect>
          );
        })}
        {points.length > 1 && <path d={line} fill="none" stroke="#fbbf24" strokeWidth={1.5} opacity={0.8} />}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.day} x={x(i)} y={H - 6} textAnchor="middle" fontSize={11} fill="#94a3b8">
              {p.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-400">
        <span className="flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-emerald-400" />
          {barLabel}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 bg-amber-400" />
          {lineLabel}
        </span>
      </figcaption>
    </figure>
  );
}
