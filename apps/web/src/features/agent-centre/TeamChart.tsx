import { useTranslation } from '@/lib/i18n';

export interface TeamChartPoint {
  day: string;
  profitLoss: number;
  validBet: number;
  newMembers: number;
}

/**
 * The team's last days in SVG, scaled to its box (like the member's profit chart): profit and loss as
 * bars around a zero line (green up, red down), valid bets as a line. Each bar's title carries its numbers.
 */
export function TeamChart({
  points,
  title,
  money,
}: {
  points: TeamChartPoint[];
  title: string;
  money: (n: number) => string;
}) {
  const { t } = useTranslation();
  const W = 640;
  const H = 220;
  const pad = { l: 8, r: 8, t: 12, b: 24 };
  const max = Math.max(1, ...points.map((p) => Math.max(Math.abs(p.profitLoss), p.validBet)));
  const hasNeg = points.some((p) => p.profitLoss < 0);
  const innerH = H - pad.t - pad.b;
  const zeroY = hasNeg ? pad.t + innerH / 2 : pad.t + innerH;
  const scale = hasNeg ? innerH / 2 / max : innerH / max;
  const step = (W - pad.l - pad.r) / Math.max(1, points.length);
  const bw = Math.max(2, step * 0.6);
  const x = (i: number) => pad.l + step * i + step / 2;
  const line = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${(zeroY - p.validBet * scale).toFixed(1)}`)
    .join(' ');
  const labelEvery = Math.ceil(points.length / 8);
  return (
    <figure className="rounded-xl bg-navy-900 p-3 ring-1 ring-white/5" data-testid="team-chart">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-48 w-full sm:h-56" role="img" aria-label={title}>
        <line x1={pad.l} x2={W - pad.r} y1={zeroY} y2={zeroY} stroke="rgb(148 163 184 / 0.4)" />
        {points.map((p, i) => {
          const h = Math.abs(p.profitLoss) * scale;
          return (
            <rect
              key={p.day}
              x={x(i) - bw / 2}
              y={p.profitLoss >= 0 ? zeroY - h : zeroY}
              width={bw}
              height={Math.max(h, p.profitLoss === 0 ? 0 : 1)}
              rx={1.5}
              fill={p.profitLoss >= 0 ? '#34d399' : '#fb7185'}
            >
              <title>
                {`${p.day}: ${t('agent.overview.profitLoss')} ${money(p.profitLoss)} · ${t('agent.overview.validBet')} ${money(p.validBet)} · ${t('agent.overview.newMembers')} ${p.newMembers}`}
              </title>
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
          {t('agent.overview.profitLoss')}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 bg-amber-400" />
          {t('agent.overview.validBet')}
        </span>
      </figcaption>
    </figure>
  );
}
