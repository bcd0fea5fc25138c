import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

/** A page's code is a chunk of its own: the first render of it waits for the import. */
const LAZY = { timeout: 10_000 };

inEnglishConsole();

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
const fixture = {
  id: 12,
  league: 'VLEAGUE',
  leagueName: 'Vietnam Championship',
  sport: 'football',
  home: 'Hà Nội Thủ Đô',
  away: 'Hải Phòng Cảng',
  kickoffAt: '2026-11-26T12:00:00.000Z',
  status: 'live',
  score: null,
  source: 'operator',
  resultVersion: 0,
  bets: 4,
  // Money as the API sends it: the minor-unit string (decision 0021).
  stakes: '12000',
};

describe('the sportsbook console page', () => {
  it('lists the live fixtures and enters a result, refusing a score that is not a number', async () => {
    const posted: { path: string; body: unknown }[] = [];
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': BRANDS,
      '/ops/sports/fixtures': [fixture],
      '/ops/sports/fixtures/12/result': (url: URL, init?: RequestInit) => {
        posted.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
        return { ...fixture, status: 'finished', score: { home: 2, away: 1 }, resultVersion: 1 };
      },
    });
    renderConsole('/sports');
    const table = await screen.findByRole('table', { name: 'Fixtures' }, LAZY);
    const row = within(table).getByRole('row', { name: /Hà Nội Thủ Đô – Hải Phòng Cảng/ });
    expect(within(row).getByText('Live')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Enter the result of Hà Nội Thủ Đô – Hải Phòng Cảng' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Hà Nội Thủ Đô'), { target: { value: 'two' } });
    fireEvent.change(within(dialog).getByLabelText('Hải Phòng Cảng'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter and settle' }));
    expect(await within(dialog).findByText('A whole number from 0 to 99')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Hà Nội Thủ Đô'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter and settle' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: '/ops/sports/fixtures/12/result',
      body: { home: 2, away: 1, correction: false },
    });
    expect(await screen.findByText('Hà Nội Thủ Đô – Hải Phòng Cảng: Finished, result version 1.')).toBeTruthy();
  });

  it('opens on the fixtures that need a result, and says what the filter hides', async () => {
    const settled = { ...fixture, id: 13, status: 'finished', score: { home: 1, away: 0 }, resultVersion: 1 };
    const later = { ...fixture, id: 14, home: 'Thanh Hóa', away: 'Nam Định', status: 'scheduled' };
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': BRANDS,
      '/ops/sports/fixtures': [settled, later],
    });
    renderConsole('/sports');
    const message = await screen.findByText(
      'No fixture is “Needs a result”: the Status filter hides all 2 fixtures.',
      undefined,
      LAZY,
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('attention');
    const status = message.closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(status).getByRole('button', { name: 'Show all fixtures' }));
    const table = await screen.findByRole('table', { name: 'Fixtures' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /Thanh Hóa – Nam Định/ })).toBeTruthy();
  });

  it('is not shown to an operator without games.manage', async () => {
    serveApi({ '/ops/auth/me': operatorOf('support'), '/ops/brands': BRANDS });
    renderConsole('/sports');
    expect(await screen.findByText(/permission/i, undefined, LAZY)).toBeTruthy();
  });
});
