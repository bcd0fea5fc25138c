import { useId } from 'react';
import { minorToChartNumber } from '@/lib/format';

/**
 * Small SVG charts of the dashboard's daily trends: no chart library, one SVG each, scaled to its box
 * (viewBox), titled for screen readers (role img with <title> and a <desc> of the figures), each point
 * or bar with its own <title> (the value on hover).
 */
export interface ChartPoint<V extends Figure> {
  /** The day (yyyy-MM-dd): the axis shows dd/MM. */
  day: string;
  value: V;
}

/** A count (a number) or money (a bigint of minor units, decision 0021), drawn at its major-unit height. */
type Figure = number | bigint;
const heightOf = (v: Figure) => (typeof v === 'bigint' ? minorToChartNumber(v) : v);

interface ChartProps<V extends Figure> {
  title: string;
  points: readonly ChartPoint<V>[];
  /** How a value reads (money with formatAmount, counts as they are). */
  format: (value: V) => string;
  /** 'line' for levels (amounts, players), 'bar' for counts and signed results (GGR). */
  kind?: 'line' | 'bar';
}

const W = 320;
const H = 140;
const PAD = { left: 6, right: 6, top: 12, bottom: 20 };
const INNER_W = W - PAD.left - PAD.right;
const INNER_H = H - PAD.top - PAD.bottom;

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The point drawn highest (or lowest, with `lowest`) beyond the axis, if any: the value the scale is labelled with. */
function extreme<V extends Figure>(points: readonly ChartPoint<V>[], lowest = false): ChartPoint<V> | undefined {
  const beyond = (v: number, than: number) => (lowest ? v < than : v > than);
  return points.reduce<ChartPoint<V> | undefined>(
    (best, p) => (beyond(heightOf(p.value), best ? heightOf(best.value) : 0) ? p : best),
    undefined,
  );
}

export function TrendChart<V extends Figure>({ title, points, format, kind = 'line' }: ChartProps<V>) {
  const id = useId();
  const values = points.map((p) => heightOf(p.value));
  const min = Math.min(0, ...values);
  // All zero: the line lies on the axis at the bottom.
  const max = Math.max(0, ...values) || (min < 0 ? 0 : 1);
  const span = max - min || 1;
  const y = (v: number) => PAD.top + ((max - v) / span) * INNER_H;
  const [top, bottom] = [extreme(points), extreme(points, true)];
  const step = points.length > 1 ? INNER_W / (points.length - 1) : 0;
  const barStep = INNER_W / Math.max(1, points.length);
  const x = (i: number) => (kind === 'bar' ? PAD.left + barStep * (i + 0.5) : PAD.left + step * i);
  // A handful of day labels, the last one always.
  const every = Math.max(1, Math.ceil(points.length / 6));
  const labelled = points.map((_, i) => i === points.length - 1 || (points.length - 1 - i) % every === 0);
  const last = points.at(-1);
  const description = points.map((p) => `${dayLabel(p.day)}: ${format(p.value)}`).join(', ');

  return (
    <figure className="flex min-w-0 flex-col gap-1 rounded-lg bg-navy-850 p-3 ring-1 ring-white/10">
      <figcaption className="flex items-baseline justify-between gap-2 text-xs text-slate-400">
        <span className="font-medium text-slate-200">{title}</span>
        {last && <span className="tabular-nums text-gold-300">{format(last.value)}</span>}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="h-auto w-full">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {[max, (max + min) / 2, min].map((v, i) => (
          <line
            key={i}
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(v)}
            y2={y(v)}
            stroke="currentColor"
            className={v === 0 ? 'text-white/25' : 'text-white/10'}
            strokeDasharray={v === 0 ? undefined : '3 3'}
            strokeWidth={1}
          />
        ))}
        {top && (
          <text x={PAD.left + 2} y={PAD.top - 3} className="fill-slate-500 text-[9px]">
            {format(top.value)}
          </text>
        )}
        {bottom && (
          <text x={PAD.left + 2} y={y(min) - 3} className="fill-slate-500 text-[9px]">
            {format(bottom.value)}
          </text>
        )}
        {kind === 'line' ? (
          <>
            <polyline
              fill="none"
              stroke="currentColor"
              className="text-gold-400"
              strokeWidth={2}
              strokeLinejoin="round"
              points={points.map((p, i) => `${x(i)},${y(heightOf(p.value))}`).join(' ')}
            />
            {points.map((p, i) => (
              <circle
                key={p.day}
                cx={x(i)}
                cy={y(heightOf(p.value))}
                r={points.length > 14 ? 2 : 3}
                className="fill-gold-300"
              >
                <title>{`${dayLabel(p.day)}: ${format(p.value)}`}</title>
              </circle>
            ))}
          </>
        ) : (
          points.map((p, i) => {
            const h = heightOf(p.value);
            const barTop = y(Math.max(0, h));
            const height = Math.max(1, Math.abs(y(h) - y(0)));
            return (
              <rect
                key={p.day}
                x={x(i) - barStep * 0.35}
                width={barStep * 0.7}
                y={barTop}
                height={height}
                rx={1.5}
                className={h < 0 ? 'fill-rose-400/80' : 'fill-teal-400/80'}
              >
                <title>{`${dayLabel(p.day)}: ${format(p.value)}`}</title>
              </rect>
            );
          })
        )}
        {points.map((p, i) =>
          labelled[i] ? (
            <text
              key={p.day}
              x={x(i)}
              y={H - 5}
              textAnchor={i === points.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}
              className="fill-slate-400 text-[10px]"
            >
              {dayLabel(p.day)}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
