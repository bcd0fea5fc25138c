import type { OperatorListItem } from '@lotus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

const LAZY = { timeout: 10_000 };

const row = (extra: Partial<OperatorListItem>): OperatorListItem => ({
  id: 2,
  username: 'thu.nguyen',
  displayName: 'Nguyen Thu',
  role: 'finance',
  brands: ['LOTUS'],
  ipAllowList: ['203.0.113.0/24'],
  status: 'active',
  totpEnabled: true,
  totpRequired: true,
  lockedUntil: null,
  lastLoginAt: '2026-11-20T03:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const brand = (code: string, name: string) => ({
  code,
  name,
  domains: [],
  maintenance: false,
  regionRestriction: false,
});

const fail = (status: number, errorCode: string, field?: string) => {
  throw { status, body: { success: false, errorCode, message: errorCode, field } };
};

/** The operators API over a list held here; the requests' methods and bodies are recorded. */
function serveOperators(rows: OperatorListItem[], create?: (body: Record<string, unknown>) => unknown) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const body = (init?: RequestInit) =>
    init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  serveApi({
    '/ops/auth/me': operatorOf('owner', { brands: null }),
    '/ops/brands': [brand('LOTUS', 'Lotus'), brand('OTHER', 'Other')],
    '/ops/operators': (_url: URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ method, path: '/ops/operators', body: body(init) });
      if (method === 'GET') return rows;
      const created = create ? create(body(init)!) : row({ id: 9, ...body(init) });
      rows.push(created as OperatorListItem);
      return created;
    },
    '/ops/operators/2': (_url: URL, init?: RequestInit) => {
      const b = body(init)!;
      requests.push({ method: init?.method ?? 'GET', path: '/ops/operators/2', body: b });
      const { resetPassword: _p, resetTotp, unlock, ...rest } = b;
      const next = {
        ...rows[0]!,
        ...rest,
        ...(resetTotp ? { totpEnabled: false } : {}),
        ...(unlock ? { lockedUntil: null } : {}),
      } as OperatorListItem;
      rows[0] = next;
      return next;
    },
  });
  return requests;
}

inEnglishConsole();

describe('the operators page', { timeout: 30_000 }, () => {
  it('lists operators with role, brands, IP allow-list, two-factor, status and last sign-in', async () => {
    serveOperators([
      row({}),
      row({
        id: 3,
        username: 'support1',
        role: 'support',
        brands: null,
        ipAllowList: [],
        totpEnabled: false,
        status: 'disabled',
      }),
      row({
        id: 4,
        username: 'locked1',
        totpEnabled: false,
        lockedUntil: '2099-01-01T00:00:00.000Z',
        lastLoginAt: null,
      }),
    ]);
    renderConsole('/operators');
    const first = await screen.findByRole('row', { name: /thu\.nguyen/ }, LAZY);
    for (const text of ['Finance', 'LOTUS', '203.0.113.0/24', 'On', 'Active']) {
      expect(within(first).getByText(text), text).toBeTruthy();
    }
    const second = screen.getByRole('row', { name: /support1/ });
    for (const text of ['Support', 'All', 'Any', 'Not set up', 'Disabled']) {
      expect(within(second).getByText(text), text).toBeTruthy();
    }
    expect(within(screen.getByRole('row', { name: /locked1/ })).getByText('Locked')).toBeTruthy();
  });

  it('creates an operator from the form: brands ticked, addresses typed one a line, two-factor required by default', async () => {
    const requests = serveOperators([row({})]);
    renderConsole('/operators');
    fireEvent.click(await screen.findByRole('button', { name: 'New operator' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'New operator' });
    const field = (label: string) => within(dialog).getByLabelText(label);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();

    fireEvent.change(field('Username'), { target: { value: '9bad' } });
    fireEvent.change(field('Display name'), { target: { value: 'Risk desk' } });
    fireEvent.change(field('Initial password'), { target: { value: 'short' } });
    // Not every brand, and none ticked.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'All brands' }));
    fireEvent.change(field('IP allow-list'), { target: { value: '10.0.0.1\nnot an ip' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await within(dialog).findByText(/starting with a letter/)).toBeTruthy();
    expect(within(dialog).getByText('10 to 128 characters')).toBeTruthy();
    expect(within(dialog).getByText(/Each line must be an IP address/)).toBeTruthy();
    expect(within(dialog).getByText('Tick at least one brand, or all brands')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.change(field('Username'), { target: { value: 'risk.desk' } });
    fireEvent.change(field('Initial password'), { target: { value: 'Initial12345' } });
    fireEvent.change(field('Role'), { target: { value: 'risk' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Other (OTHER)' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Lotus (LOTUS)' }));
    fireEvent.change(field('IP allow-list'), { target: { value: '10.0.0.1\n192.0.2.0/24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/ops/operators',
        body: {
          username: 'risk.desk',
          displayName: 'Risk desk',
          password: 'Initial12345',
          role: 'risk',
          brands: ['OTHER', 'LOTUS'],
          ipAllowList: ['10.0.0.1', '192.0.2.0/24'],
          totpRequired: true,
        },
      },
    ]);
    expect(await screen.findByRole('row', { name: /risk\.desk/ })).toBeTruthy();
  });

  it('shows the server’s refusal of a taken username under the field', async () => {
    serveOperators([row({})], () => fail(409, 'operator_exists', 'username'));
    renderConsole('/operators');
    fireEvent.click(await screen.findByRole('button', { name: 'New operator' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'New operator' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'thu.nguyen' } });
    fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: 'Again' } });
    fireEvent.change(within(dialog).getByLabelText('Initial password'), { target: { value: 'Initial12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await within(dialog).findByText('This operator username is taken')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits an operator: role, brands (none: every brand), IP list; resets two-factor after asking, unlocks', async () => {
    const requests = serveOperators([row({ lockedUntil: '2099-01-01T00:00:00.000Z' })]);
    renderConsole('/operators');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit thu.nguyen' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Edit operator thu.nguyen' });
    expect((within(dialog).getByLabelText('IP allow-list') as HTMLTextAreaElement).value).toBe('203.0.113.0/24');
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'readonly' } });
    expect(((await within(dialog).findByRole('checkbox', { name: 'Lotus (LOTUS)' })) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'All brands' }));
    fireEvent.change(within(dialog).getByLabelText('IP allow-list'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Changes saved.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('The operator is unlocked.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Unlock' })).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    const question = await screen.findByText(/Reset two-factor for thu\.nguyen\?/, {}, LAZY);
    const modal = question.closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor was reset.')).toBeTruthy();

    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { displayName: 'Nguyen Thu', role: 'readonly', brands: null, ipAllowList: [] },
      { unlock: true },
      { resetTotp: true },
    ]);
  });
});
