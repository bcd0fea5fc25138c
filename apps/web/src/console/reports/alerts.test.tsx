import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

const LAZY = { timeout: 10_000 };
inEnglishConsole();

const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });
const ALERT = {
  id: 7,
  eventId: 42,
  kind: 'large_win',
  action: 'significant.large_win',
  brand: 'LOTUS',
  target: 'round:LOTUS_HOUSE:r-1:9',
  at: '2026-12-07T10:00:00.000Z',
  read: false,
};

/** The operator's own alerts on the significant-events page (issue 34): the subscription and the inbox. */
describe('my alerts of significant events', () => {
  it('saves the kinds ticked and the address, lists the alerts and marks them read', async () => {
    const saved: unknown[] = [];
    const read: unknown[] = [];
    let unread = 1;
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }],
      '/ops/significant-events': page([]),
      '/ops/significant-events/subscription': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)));
        return { kinds: ['large_bet'], email: null };
      },
      '/ops/significant-events/alerts': () => ({ ...page([{ ...ALERT, read: unread === 0 }]), unread }),
      '/ops/significant-events/alerts/read': (_url: URL, init?: RequestInit) => {
        read.push(JSON.parse(String(init?.body)));
        unread = 0;
        return { marked: 1 };
      },
    });
    renderConsole('/significant-events');
    const form = await screen.findByRole('form', { name: 'My alerts' }, LAZY);
    const bet = within(form).getByRole('checkbox', { name: 'Large bet' }) as HTMLInputElement;
    await waitFor(() => expect(bet.checked).toBe(true));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Large win' }));
    fireEvent.click(bet);
    fireEvent.change(within(form).getByLabelText('E-mail for alerts'), { target: { value: 'me@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save my alerts' }));
    await waitFor(() => expect(saved).toEqual([{ kinds: ['large_win'], email: 'me@example.com' }]));

    const inbox = await screen.findByRole('region', { name: 'My alerts inbox (1 unread)' });
    expect(within(inbox).getByText('round:LOTUS_HOUSE:r-1:9')).toBeTruthy();
    fireEvent.click(within(inbox).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(read).toEqual([{ ids: 'all' }]));
    expect(await screen.findByRole('region', { name: 'My alerts inbox (0 unread)' })).toBeTruthy();
  }, 30_000);
});
