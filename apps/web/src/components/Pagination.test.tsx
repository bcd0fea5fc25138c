import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pageItems, Pagination } from './Pagination';

describe('pageItems (range 3, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last page and a window of three around the current one', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'break', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'break', 4, 5, 6, 'break', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'break', 8, 9, 10]);
  });

  it('fills a one-page gap with the page instead of a break', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'break', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'break', 6, 7, 8, 9, 10]);
  });

  it('clamps out-of-range pages and honours other ranges and margins', () => {
    expect(pageItems(99, 10)).toEqual([1, 'break', 8, 9, 10]);
    expect(pageItems(0, 10)).toEqual([1, 2, 3, 'break', 10]);
    expect(pageItems(10, 20, 5, 2)).toEqual([1, 2, 'break', 8, 9, 10, 11, 12, 'break', 19, 20]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('<Pagination>', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page and reports clicks on others', async () => {
    await i18n.changeLanguage('en');
    const onChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    const current = screen.getByRole('button', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const labels = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['Previous page', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 10', 'Next page']);

    fireEvent.click(current);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls).toEqual([[10], [6], [4]]);
  });

  it('disables previous on the first page and next on the last', async () => {
    await i18n.changeLanguage('vi');
    const { rerender } = render(<Pagination page={1} totalPages={3} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Trang trước' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Trang sau' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination page={3} totalPages={3} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Trang sau' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
