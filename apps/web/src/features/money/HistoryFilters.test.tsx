import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fetchHistory } from './api';
import { HistoryFilters, type HistoryFilterValue } from './HistoryFilters';

function Harness({ onChange }: { onChange: (v: HistoryFilterValue) => void }) {
  const [value, setValue] = useState<HistoryFilterValue>({ type: '', preset: '7' });
  return (
    <HistoryFilters
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HistoryFilters', () => {
  it('filters by type and by the 7 and 30 day presets', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const seven = screen.getByRole('radio', { name: 'Last 7 days' });
    const thirty = screen.getByRole('radio', { name: 'Last 30 days' });
    expect(seven.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(thirty);
    expect(onChange).toHaveBeenLastCalledWith({ type: '', preset: '30' });
    expect(thirty.getAttribute('aria-checked')).toBe('true');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'deposit' } });
    expect(onChange).toHaveBeenLastCalledWith({ type: 'deposit', preset: '30' });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('All types');
    expect(options).toContain('Withdrawal request');
    expect(options).not.toContain('Free-play credit');
  });

  it('sends the filters and the page to ODSFE2_MemTransDet', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        success: true,
        value: { list: [], pageNo: 2, pageSize: 20, total: 0, totalPages: 0, from: '', to: '', timeZone: 'UTC' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await fetchHistory({ type: 'deposit', preset: '30', pageNo: 2, pageSize: 20 });
    const url = String((fetchMock.mock.calls[0] as unknown[])[0]);
    expect(url).toBe('/wps/relay/ODSFE2_MemTransDet?type=deposit&preset=30&pageNo=2&pageSize=20');
    await fetchHistory({ type: '', preset: '7', pageNo: 1, pageSize: 20 });
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toBe(
      '/wps/relay/ODSFE2_MemTransDet?preset=7&pageNo=1&pageSize=20',
    );
  });
});
