import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/lib/format';
import { TrendChart } from './charts';
import { presetRange } from './period';

const points = [
  { day: '2026-11-24', value: 12.5 },
  { day: '2026-11-25', value: -4 },
  { day: '2026-11-26', value: 0 },
];

describe('TrendChart', () => {
  it('is an image named by its title, described by every day’s value', () => {
    render(<TrendChart title="GGR, last 3 days" points={points} format={(v) => v.toFixed(2)} kind="bar" />);
    const img = screen.getByRole('img', { name: /^GGR, last 3 days/ });
    expect(img.querySelector('desc')?.textContent).toBe('24/11: 12.50, 25/11: -4.00, 26/11: 0.00');
    const bars = img.querySelectorAll('rect');
    expect(bars).toHaveLength(3);
    // A loss is drawn below the axis in its own colour, each bar titled with its value.
    expect(bars[1]!.getAttribute('class')).toContain('rose');
    expect(bars[1]!.querySelector('title')?.textContent).toBe('25/11: -4.00');
    expect(screen.getByText('0.00', { selector: 'figcaption span' })).toBeTruthy();
  });

  it('draws money (bigints of minor units) at its major-unit height, the scale labelled at both ends', () => {
    const money = (v: bigint) => formatAmount(v, 'vi');
    const minor = [
      { day: '2026-11-24', value: 123_450n },
      { day: '2026-11-25', value: -50_000n },
    ];
    render(<TrendChart title="GGR" points={minor} format={money} kind="bar" />);
    const img = screen.getByRole('img', { name: /^GGR/ });
    expect(img.querySelector('desc')?.textContent).toBe('24/11: 1.234,50, 25/11: -500,00');
    const labels = [...img.querySelectorAll('text')].map((x) => x.textContent);
    expect(labels).toContain('1.234,50');
    expect(labels).toContain('-500,00');
    const [gain, loss] = [...img.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(gain! / loss!).toBeCloseTo(1234.5 / 500, 1);
  });

  it('draws a line with a point per day, flat on the axis when everything is zero', () => {
    render(
      <TrendChart
        title="Deposits"
        points={points.map((p) => ({ ...p, value: 0 }))}
        format={(v) => String(v)}
        kind="line"
      />,
    );
    const img = screen.getByRole('img', { name: /^Deposits/ });
    expect(img.querySelectorAll('circle')).toHaveLength(3);
    const ys = [...img.querySelectorAll('circle')].map((c) => Number(c.getAttribute('cy')));
    expect(new Set(ys).size).toBe(1);
    expect(ys[0]).toBeGreaterThan(100);
  });
});

describe('report periods', () => {
  it('turns presets into days, both ends included', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('thisMonth', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
  });
});
