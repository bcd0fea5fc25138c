import type { AuditEntry } from '@lotus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';
import { diffRows } from './AuditDiff';

const LAZY = { timeout: 10_000 };

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-26T02:41:45.000Z',
  actorKind: 'operator',
  actorId: 1,
  actorName: 'owner',
  brand: null,
  action: 'operator.update',
  target: 'operator:support1',
  ip: '203.0.113.9',
  before: { status: 'active', role: 'support' },
  after: { status: 'disabled', role: 'support' },
  hash: `hash-${id}`,
  ...extra,
});

/** The audit API: pages of 50 over `total` entries (the first 3 of each); the queries asked are recorded. */
function serveAudit(total: number, verify: unknown) {
  const queries: Record<string, string>[] = [];
  serveApi({
    '/ops/auth/me': operatorOf('risk'),
    '/ops/audit': (url: URL) => {
      const query = Object.fromEntries(url.searchParams);
      queries.push(query);
      const pageNo = Number(query.pageNo);
      const first = total - (pageNo - 1) * 50;
      // A few rows stand for a page of 50 (a jsdom table of 50 rows is slow to query).
      const list = Array.from({ length: Math.max(0, Math.min(3, first)) }, (_, i) => entry(first - i));
      return { list, pageNo, pageSize: 50, total, totalPages: Math.ceil(total / 50) };
    },
    '/ops/audit/verify': verify,
  });
  return queries;
}

inEnglishConsole();

describe('the audit log page', { timeout: 30_000 }, () => {
  it('filters by operator, action, brand and dates in the address, pages, and opens an entry’s changes', async () => {
    const queries = serveAudit(120, null);
    renderConsole('/audit');
    await screen.findByRole('heading', { name: 'Audit log', level: 1 }, LAZY);
    expect(await screen.findByText('120 entries · page 1 of 3')).toBeTruthy();
    const search = screen.getByRole('search', { name: 'Filter the audit log' });
    fireEvent.change(within(search).getByLabelText('Operator'), { target: { value: 'owner' } });
    fireEvent.change(within(search).getByLabelText('Action'), { target: { value: 'operator.update' } });
    fireEvent.change(within(search).getByLabelText('Brand'), { target: { value: 'lotus' } });
    fireEvent.change(within(search).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(search).getByLabelText('To'), { target: { value: '2026-11-26' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        pageNo: '1',
        pageSize: '50',
        actor: 'owner',
        action: 'operator.update',
        brand: 'LOTUS',
        from: '2026-11-01',
        to: '2026-11-26',
      }),
    );
    expect(window.location.search).toBe(
      '?actor=owner&action=operator.update&brand=LOTUS&from=2026-11-01&to=2026-11-26',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ pageNo: '2', actor: 'owner' }));
    expect(await screen.findByText('120 entries · page 2 of 3')).toBeTruthy();

    const open = screen.getByLabelText('Show the changes of entry 70');
    const row = open.closest('tr')!;
    expect(within(row).getByText('203.0.113.9')).toBeTruthy();
    expect(within(row).getByText('Operator')).toBeTruthy();
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const changes = await screen.findByLabelText('Changes', { selector: 'table' });
    const status = within(changes).getByText('status').closest('tr')!;
    expect(within(status).getByText('"active"')).toBeTruthy();
    expect(within(status).getByText('"disabled"')).toBeTruthy();
    expect(screen.getByText('Hash: hash-70')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ pageNo: '1', pageSize: '50' }));
  });

  it('verifies the chain: how many entries were checked and the head hash', async () => {
    serveAudit(3, { ok: true, checked: 3, brokenAt: null, reason: null, head: 'abc123' });
    renderConsole('/audit');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify chain' }, LAZY));
    const result = await screen.findByTestId('audit-verify');
    expect(result.textContent).toBe('The chain holds: 3 entries checked.Head hash: abc123');
  });

  it('says where a broken chain breaks', async () => {
    serveAudit(3, { ok: false, checked: 2, brokenAt: 2, reason: 'hash_mismatch', head: 'abc123' });
    renderConsole('/audit');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify chain' }, LAZY));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The chain is broken at entry #2: its content does not match its hash (2 entries checked).',
    );
  });
});

describe('an entry’s changes', () => {
  it('lists the changed fields first, then the rest', () => {
    expect(diffRows({ a: 1, b: 2, c: [1] }, { a: 1, b: 3, d: 'x', c: [1] })).toEqual([
      { key: 'b', before: 2, after: 3, changed: true },
      { key: 'd', before: undefined, after: 'x', changed: true },
      { key: 'a', before: 1, after: 1, changed: false },
      { key: 'c', before: [1], after: [1], changed: false },
    ]);
    expect(diffRows(null, { a: 1 })).toEqual([{ key: 'a', before: undefined, after: 1, changed: true }]);
  });
});
