import type { opsAdjustmentSchema, opsMemberProfileSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';
import { serveApi } from '../../../test/harness';

inEnglishConsole();
/** Answers as the API sends them: money as its minor-unit string (decision 0021). */
type OpsMemberProfile = z.input<typeof opsMemberProfileSchema>;
type OpsAdjustment = z.input<typeof opsAdjustmentSchema>;
const LAZY = { timeout: 5000 };

const listItem = {
  id: 2,
  brand: 'LOTUS',
  username: 'demo01',
  mobile: '84 912345678',
  email: 'demo01@lotus.local',
  payeeName: null,
  vipLevel: 0,
  isAgent: 0,
  status: 'active' as const,
  registeredAt: '2030-01-01T00:00:00.000Z',
  lastLoginAt: null,
};
const profile: OpsMemberProfile = {
  ...listItem,
  currency: 'VND',
  timeZone: 'Asia/Ho_Chi_Minh',
  nickname: null,
  fullName: 'Nguyễn Văn An',
  birthday: null,
  mobileVerified: true,
  emailVerified: true,
  labels: ['vip-watch'],
  upline: 'agent01',
  affiliateCode: null,
  lockedUntil: null,
  lockedAt: null,
  registerIp: '203.0.113.7',
  registerMethod: 'WEB',
  lastLoginIp: null,
  mustChangePassword: false,
  balances: { main: '123456750', bonus: '0', locked: '0', vendors: [], total: '123456750' },
  turnover: { required: '0', progress: '0', outstanding: '0' },
};
const adjustment = (over: Partial<OpsAdjustment>): OpsAdjustment => ({
  id: 9,
  brand: 'LOTUS',
  memberId: 2,
  username: 'demo01',
  direction: 'credit',
  amount: '20000000',
  reason: 'lost win',
  status: 'pending',
  requestedBy: 'finance1',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  entryId: null,
  balanceBefore: null,
  balanceAfter: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  threshold: '10000000',
  ...over,
});

describe('the members pages', () => {
  it('searches by mobile number and links to the member', async () => {
    const fetch = serveApi({
      '/ops/auth/me': operatorOf('support'),
      '/ops/members': { list: [listItem], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 },
    });
    renderConsole('/members');
    const search = await screen.findByRole('search', { name: 'Search members' }, LAZY);
    fireEvent.change(within(search).getByLabelText('Search for'), { target: { value: '84 912345678' } });
    fireEvent.change(within(search).getByLabelText('Search in'), { target: { value: 'mobile' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'demo01' });
    expect(link.getAttribute('href')).toBe('/console/members/2');
    const call = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname === '/ops/members');
    expect(call?.searchParams.get('q')).toBe('84 912345678');
    expect(call?.searchParams.get('by')).toBe('mobile');
  });

  it('shows each role only the actions it may take', async () => {
    const cases = [
      { role: 'support', shown: ['Lock', 'Reset password'], hidden: ['Adjust balance'] },
      { role: 'finance', shown: ['Adjust balance'], hidden: ['Lock', 'Reset password'] },
      { role: 'marketing', shown: [], hidden: ['Lock', 'Reset password', 'Adjust balance'] },
    ] as const;
    for (const c of cases) {
      serveApi({ '/ops/auth/me': operatorOf(c.role), '/ops/members/2': profile });
      const view = renderConsole('/members/2');
      await screen.findByRole('heading', { name: 'demo01', level: 1 }, LAZY);
      // Two decimals and thousands separators.
      expect(screen.getByText(/Main wallet: 1,234,567\.50 VND/)).toBeTruthy();
      for (const name of c.shown) expect(screen.getByRole('button', { name }), `${c.role} ${name}`).toBeTruthy();
      for (const name of c.hidden) expect(screen.queryByRole('button', { name }), `${c.role} ${name}`).toBeNull();
      view.unmount();
    }
  });

  it('lists pending adjustments; the operator who asked cannot decide its own', async () => {
    serveApi({
      '/ops/auth/me': operatorOf('finance'),
      '/ops/adjustments': {
        list: [
          adjustment({ id: 9 }),
          adjustment({ id: 10, requestedBy: 'someone', direction: 'debit', amount: '15000000' }),
        ],
        pageNo: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
      },
    });
    renderConsole('/approvals');
    await screen.findByRole('heading', { name: 'Adjustment approvals' }, LAZY);
    const own = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('finance1'))!;
    expect(within(own).getByText('Your request: another operator decides')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Approve' })).toBeNull();
    const other = screen.getAllByRole('row').find((r) => within(r).queryByText('someone'))!;
    expect(within(other).getByText('-150,000.00')).toBeTruthy();
    await waitFor(() => expect(within(other).getByRole('button', { name: 'Approve' })).toBeTruthy());
  });
});
