import type {
  agentOverviewSchema,
  teamFiguresSchema,
  teamMemberDetailSchema,
  teamMembersPageSchema,
} from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { AgentSignInPage } from './AgentSignInPage';
import { storeAgentSession } from './agentSession';

/** Answers as the API sends them: money as its minor-unit string (decision 0021). */
type TeamFigures = z.input<typeof teamFiguresSchema>;
type AgentOverview = z.input<typeof agentOverviewSchema>;
type TeamMembersPage = z.input<typeof teamMembersPageSchema>;
type TeamMemberDetail = z.input<typeof teamMemberDetailSchema>;

const figures = (over: Partial<TeamFigures> = {}): TeamFigures => ({
  from: '2026-11-26',
  to: '2026-11-26',
  newMembers: 3,
  activeMembers: 2,
  deposits: '123456750',
  withdrawals: '10000',
  validBet: '3000',
  profitLoss: '-2000',
  ...over,
});

const overview: AgentOverview = {
  account: 'agent01',
  currency: 'VND',
  timeZone: 'Asia/Ho_Chi_Minh',
  teamSize: 12,
  directCount: 4,
  agentCount: 1,
  periods: {
    today: figures(),
    yesterday: figures({ from: '2026-11-25', to: '2026-11-25', newMembers: 0, deposits: '0' }),
    thisMonth: figures({ from: '2026-11-01', validBet: '900000' }),
    lastMonth: figures({ from: '2026-10-01', to: '2026-10-31', validBet: '700000' }),
  },
  days: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    newMembers: i % 3,
    validBet: String(i * 1000),
    profitLoss: String((i % 2 ? -i : i) * 100),
  })),
};

const member = (id: number, username: string, level: number) => ({
  id,
  username,
  nickname: null,
  isAgent: 0 as const,
  level,
  upline: level === 1 ? 'agent01' : 'sub01',
  status: 'active' as const,
  registeredAt: '2026-11-20T03:00:00.000Z',
  lastLoginAt: null,
  balance: '250000',
});

const team: TeamMembersPage = {
  list: [member(5, 'demo01', 1), member(6, 'deep01', 2)],
  pageNo: 1,
  pageSize: 20,
  total: 2,
  totalPages: 1,
};

const detail: TeamMemberDetail = {
  member: member(6, 'deep01', 2),
  teamSize: 0,
  own: figures({ from: '2026-10-28', validBet: '1000', newMembers: 0 }),
  team: null,
};

function serve(...flags: string[]) {
  return serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(...flags),
    '/wps/agent/team/overview': overview,
    '/wps/agent/team/members': team,
    '/wps/agent/team/members/6': detail,
    '/wps/agent/register/links': {
      affiliateCode: 'AB12CD34',
      registerUrl: 'http://localhost/register?affiliateCode=AB12CD34',
    },
    '/wps/agent/register': (_url: URL, init?: RequestInit) => ({
      id: 99,
      username: (JSON.parse(String(init?.body)) as { username: string }).username,
      isAgent: 0,
      affiliateCode: null,
    }),
    '/wps/agent/notices': { list: [], pageNo: 1, pageSize: 9, total: 0, totalPages: 0 },
  });
}

const calls = (fetch: ReturnType<typeof serveApi>, path: string) =>
  fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter((c) => c.url.pathname === path);

inEnglishSite();
beforeEach(() => {
  storeAgentSession({ token: 'agent-token', username: 'agent01', isAgent: 1 } as never);
});

describe('agent centre', () => {
  it('opens on team overview with the SPEC menu, the figures formatted and the chart; salary entries follow their switches', async () => {
    const fetch = serve();
    renderInSite(<AgentSignInPage />, '/agent?ac=agentTeamOverview');
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Agent centre menu' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Announcement',
      'Team overview',
      'Account (register centre)',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Transaction details',
    ]);
    expect(within(menu).getByRole('button', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
    const size = await within(dialog).findByTestId('team-size');
    expect(size.textContent).toContain('12');
    const today = within(dialog).getByTestId('team-figures');
    expect(today.textContent).toContain('1,234,567.50');
    expect(today.textContent).toContain('-20.00');
    expect(within(dialog).getByTestId('team-chart').querySelectorAll('rect')).toHaveLength(30);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'This month' }));
    expect(within(dialog).getByTestId('team-figures').textContent).toContain('9,000.00');
    const [call] = calls(fetch, '/wps/agent/team/overview');
    expect(new Headers(call!.init?.headers).get('authorization')).toContain('agent-token');
  });

  it('goes back to the sign-in form, saying why, when the server no longer knows the agent session', async () => {
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith(),
      '/wps/agent/team/overview': () => {
        throw { status: 401, body: { success: false, errorCode: 'user.or.token.invalid', message: 'gone' } };
      },
    });
    renderInSite(<AgentSignInPage />, '/agent?ac=agentTeamOverview');
    await screen.findByText('Your agent session has ended. Please sign in again.');
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).toBeNull();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(sessionStorage.getItem('agentSession')).toBeNull();
  });

  it('shows all twelve entries when the dividend and salary switches are on', async () => {
    serve('DIVIDEND3', 'DAILYSALARY3', 'HOURLYSALARY3', 'REALTIMESALARY3');
    renderInSite(<AgentSignInPage />, '/agent?ac=agentAnnouncement');
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Agent centre menu' });
    expect(within(menu).getAllByRole('button')).toHaveLength(12);
    expect(within(menu).getAllByRole('button').at(-1)!.textContent).toBe('Real-time salary');
    expect(await within(dialog).findByText('No agent notices yet')).toBeTruthy();
  });

  it("team management lists the team, opens a downline's figures, offers a transfer to direct downlines only", async () => {
    const fetch = serve('DAILYSALARY3');
    renderInSite(<AgentSignInPage />, '/agent?ac=agentTeamManagement');
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect((await within(dialog).findByTestId('team-total')).textContent).toBe('2 accounts');
    const table = within(dialog).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Transfer' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Contract' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Transfer' })).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Figures' }));
    const figuresBox = await screen.findByTestId('downline-figures');
    expect(figuresBox.textContent).toContain('2,500.00');
    fireEvent.click(within(screen.getByRole('dialog', { name: 'deep01' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('downline-figures')).toBeNull());
    fireEvent.change(within(dialog).getByLabelText('Level'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls(fetch, '/wps/agent/team/members').some((c) => c.url.searchParams.get('level') === '1')).toBe(true),
    );
  });

  it("a transfer without a payment password offers to set one with the agent's session", async () => {
    const fetch = serve();
    fetch.mockImplementation(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/wps/agent/transfer/downline') {
        return Response.json({ success: false, errorCode: 'payment_password_not_set', message: 'no' }, { status: 409 });
      }
      if (url.pathname === '/wps/member/password/payment')
        return Response.json({ success: true, value: { done: true } });
      const routes: Record<string, unknown> = {
        '/wps/system/permission': permissionFixture,
        '/wps/system/menu': menuWith(),
        '/wps/agent/team/members': team,
      };
      return Response.json({ success: true, value: routes[url.pathname] });
    });
    renderInSite(<AgentSignInPage />, '/agent?ac=agentTeamManagement');
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    await within(dialog).findByTestId('team-total');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Transfer' })[0]!);
    const transfer = await screen.findByRole('dialog', { name: 'Transfer to demo01' });
    fireEvent.change(within(transfer).getByLabelText(/^Amount/), { target: { value: '12.5' } });
    fireEvent.change(within(transfer).getByLabelText(/^Payment password/), { target: { value: '246810' } });
    fireEvent.click(within(transfer).getByRole('button', { name: 'Transfer' }));
    const setForm = await within(transfer).findByRole('form', { name: 'Set a payment password' });
    fireEvent.change(within(setForm).getByLabelText(/^Login password/), { target: { value: 'Agent1234' } });
    fireEvent.change(within(setForm).getByLabelText(/^New payment password/), { target: { value: '135790' } });
    fireEvent.change(within(setForm).getByLabelText(/^Confirm payment password/), { target: { value: '135790' } });
    fireEvent.click(within(setForm).getByRole('button', { name: 'Set a payment password' }));
    await waitFor(() => expect(within(transfer).queryByRole('form', { name: 'Set a payment password' })).toBeNull());
    const [set] = calls(fetch, '/wps/member/password/payment');
    expect(new Headers(set!.init?.headers).get('authorization')).toContain('agent-token');
    expect(JSON.parse(String(set!.init?.body))).toMatchObject({
      loginPassword: 'Agent1234',
      newPaymentPassword: '135790',
    });
    const [sent] = calls(fetch, '/wps/agent/transfer/downline');
    expect(JSON.parse(String(sent!.init?.body))).toMatchObject({ username: 'demo01', amount: '12.5' });
  });

  it('the register centre shows the code, link and QR code and registers under the agent', async () => {
    const fetch = serve();
    renderInSite(<AgentSignInPage />, '/agent?ac=agentRegisterCentre');
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect((await within(dialog).findByTestId('affiliate-code')).textContent).toBe('AB12CD34');
    const qr = within(dialog).getByAltText('QR code of your registration link');
    expect(qr.getAttribute('src')).toBe(
      `/wps/system/qrcode?text=${encodeURIComponent('http://localhost/register?affiliateCode=AB12CD34')}`,
    );
    const form = within(dialog).getByRole('form', { name: 'Register an account' });
    fireEvent.change(within(form).getByLabelText(/Username/), { target: { value: 'newbie7' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Player123' } });
    fireEvent.change(within(form).getByLabelText(/Confirm password/), { target: { value: 'Player123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Member newbie7 is registered in your team.')).toBeTruthy();
    const [call] = calls(fetch, '/wps/agent/register');
    expect(JSON.parse(String(call!.init?.body))).toMatchObject({ kind: 'member', username: 'newbie7' });
  });
});
