import type { agentContractSchema, agentIncomeSchema, contractPayoutSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { permissionFixture } from '../../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../../test/harness';
import type { AgentPageProps } from '../pages';
import { DailyWagesPage, DividendRecordPage } from './ContractPage';
import { ContractRequests } from './ContractRequests';
import { MyIncomePage } from './MyIncomePage';

/** Answers as the API sends them: money as its minor-unit string (decision 0021). */
type ContractPayout = z.input<typeof contractPayoutSchema>;
type AgentIncome = z.input<typeof agentIncomeSchema>;
type AgentContract = z.input<typeof agentContractSchema>;

/** 0.3 % from 1,000,000.00 of team valid bets (thresholds in minor units, as answers carry them). */
const tier = { validBet: '100000000', profitLoss: '0', activeMembers: 0, betAmount: '0', rateBps: 30 };

const contract = (over: Partial<AgentContract> = {}): AgentContract => ({
  id: 7,
  kind: 'daily_salary',
  period: 'daily',
  status: 'active',
  endReason: null,
  upline: { username: 'agent01', isAgent: 1 },
  downline: { username: 'demo01', isAgent: 0 },
  tiers: [tier],
  carryOver: 'none',
  maxRateBps: 30,
  replacesId: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: '2026-11-20T03:05:00.000Z',
  endedAt: null,
  ...over,
});

const payout: ContractPayout = {
  id: 1,
  contractId: 7,
  kind: 'daily_salary',
  type: 'payout',
  period: 'D2026-11-25',
  forPeriod: 'D2026-11-25',
  periodStart: '2026-11-24T17:00:00.000Z',
  periodEnd: '2026-11-25T17:00:00.000Z',
  member: 'demo01',
  upline: 'agent01',
  teamValidBet: '250000000',
  teamProfit: '-12000000',
  carried: '0',
  carryForward: '0',
  activeMembers: 1,
  tier: 1,
  rateBps: 30,
  gross: '750000',
  downlineGross: '0',
  amount: '750000',
  paid: '750000',
  computedAt: '2026-11-25T17:01:00.000Z',
};

const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });

const props: AgentPageProps = {
  page: 'agentDailyWages',
  token: 'agent-token',
  account: 'agent01',
  isAgent: 1,
  go: () => undefined,
  member: null,
};

const calls = (fetch: ReturnType<typeof serveApi>, path: string) =>
  fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter((c) => c.url.pathname === path);

inEnglishSite();

describe('agent contract pages', () => {
  it('daily wages: my pending contract is accepted, my offers listed, payouts with their figures', async () => {
    let mine = contract({
      id: 3,
      status: 'pending',
      upline: { username: 'top01', isAgent: 1 },
      downline: { username: 'agent01', isAgent: 1 },
    });
    const fetch = serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith('DAILYSALARY3'),
      '/wps/relay/MCS2_processDailySalContract': (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { action: string };
        if (body.action === 'accept') mine = { ...mine, status: 'active' };
        return { contract: body.action === 'list' ? null : mine, contracts: [mine] };
      },
      '/wps/agent/contracts': page([contract()]),
      '/wps/agent/contracts/payouts': page([payout]),
    });
    renderInSite(<DailyWagesPage {...props} />);
    const mineBox = await screen.findByRole('region', { name: 'My contract' });
    fireEvent.click(await within(mineBox).findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(
        calls(fetch, '/wps/relay/MCS2_processDailySalContract').some(
          (c) => JSON.parse(String(c.init?.body)).action === 'accept',
        ),
      ).toBe(true),
    );
    expect(await within(mineBox).findByText('Active')).toBeTruthy();
    const offered = screen.getByRole('region', { name: 'Contracts with my downlines' });
    expect(await within(offered).findByText(/agent01 → demo01/)).toBeTruthy();
    expect(within(offered).getByText('0.30%')).toBeTruthy();
    const payouts = screen.getByRole('region', { name: 'Payouts' });
    const table = await within(payouts).findByRole('table', { name: 'Payouts' });
    expect(table.textContent).toContain('2,500,000.00');
    expect(table.textContent).toContain('7,500.00');
    const [call] = calls(fetch, '/wps/agent/contracts/payouts');
    expect(call!.url.searchParams.get('kind')).toBe('daily_salary');
    expect(new Headers(call!.init?.headers).get('authorization')).toContain('agent-token');
  });

  it('offering from team management starts from the template and asks before ending the downline’s contracts', async () => {
    const bodies: Record<string, unknown>[] = [];
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith('DAILYSALARY3'),
      '/wps/relay/MCS2_processDailySalContract': { contract: null, contracts: [] },
      '/wps/agent/contracts': (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return page([]);
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        if (!body.confirm) {
          throw {
            status: 409,
            body: {
              success: false,
              errorCode: 'agent_contract_confirm_required',
              message: 'confirm',
              value: {
                contracts: [
                  contract({
                    id: 11,
                    upline: { username: 'demo01', isAgent: 41 },
                    downline: { username: 'leaf01', isAgent: 0 },
                    maxRateBps: 50,
                  }),
                ],
              },
            },
          };
        }
        return contract({ id: 12, status: 'pending' });
      },
      '/wps/agent/contracts/templates/daily_salary': {
        kind: 'daily_salary',
        period: 'daily',
        tiers: [tier],
        carryOver: 'none',
        updatedAt: '2026-11-20T00:00:00.000Z',
      },
      '/wps/agent/contracts/payouts': page([]),
    });
    renderInSite(<DailyWagesPage {...props} member="demo01" />);
    const dialog = await screen.findByRole('dialog', { name: 'Daily wages for demo01' });
    const rate = await within(dialog).findByLabelText('Rate (%)');
    expect((rate as HTMLInputElement).value).toBe('0.3');
    // The saved threshold starts in major units, as the agent types it.
    expect((within(dialog).getByLabelText('Period valid bet') as HTMLInputElement).value).toBe('1000000.00');
    // ... and the figure it makes is shown grouped under the box (issue 33 item 14: "shows 10000000").
    expect(within(dialog).getByText('1,000,000.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText(/demo01 → leaf01/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and terminate these contracts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toMatchObject([
      { downline: 'demo01', kind: 'daily_salary', tiers: [{ rateBps: 30, validBet: '1000000.00' }] },
      { downline: 'demo01', confirm: true },
    ]);
  });

  it('a dividend is offered with its carry-over rule, and its record shows the win carried into each period', async () => {
    const bodies: Record<string, unknown>[] = [];
    const dividend = contract({ kind: 'dividend', carryOver: 'until_recovered' });
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith('DIVIDEND3'),
      '/wps/relay/MCS2_processDividendReq': { contract: null, contracts: [] },
      '/wps/agent/contracts': (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return page([dividend]);
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return dividend;
      },
      '/wps/agent/contracts/templates/dividend': {
        kind: 'dividend',
        period: 'weekly',
        tiers: [tier],
        carryOver: 'previous_period',
        updatedAt: null,
      },
      '/wps/agent/contracts/payouts': page([
        { ...payout, kind: 'dividend', teamProfit: '-10000000', carried: '30000000', carryForward: '20000000' },
      ]),
    });
    renderInSite(<DividendRecordPage {...props} page="agentDividendRecord" />);
    const offered = await screen.findByRole('region', { name: 'Contracts with my downlines' });
    expect(
      await within(offered).findByText(
        "When the team wins a period: Carry the team's net win forward until losses recover it",
      ),
    ).toBeTruthy();
    const table = await within(screen.getByRole('region', { name: 'Payouts' })).findByRole('table', {
      name: 'Payouts',
    });
    expect(within(table).getByRole('columnheader', { name: 'Win carried in' })).toBeTruthy();
    expect(table.textContent).toContain('300,000.00');

    fireEvent.change(screen.getByLabelText('Direct downline’s username'), { target: { value: 'demo01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offer a contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dividend for demo01' });
    const rule = (await within(dialog).findByLabelText('When the team wins a period')) as HTMLSelectElement;
    expect(rule.value).toBe('previous_period');
    fireEvent.change(rule, { target: { value: 'until_recovered' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ kind: 'dividend', period: 'weekly', carryOver: 'until_recovered' });
  });

  it('the member site shows the upline’s offers of switched-on kinds only, and rejects one', async () => {
    let offered = contract({ id: 21, status: 'pending' });
    const fetch = serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith('DAILYSALARY3'),
      '/wps/relay/MCS2_processDailySalContract': (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { action: string };
        if (body.action === 'reject') offered = { ...offered, status: 'rejected' };
        return { contract: null, contracts: offered.status === 'pending' ? [offered] : [] };
      },
      '/wps/relay/MCS2_processDividendReq': { contract: null, contracts: [contract({ kind: 'dividend' })] },
    });
    renderInSite(<ContractRequests />);
    const box = await screen.findByRole('region', { name: 'Daily wages contract from your upline' });
    // The offer waiting for an answer is marked, and says what to do (issue 33, item 14).
    expect(within(box).getByText('1 new offer')).toBeTruthy();
    expect(within(box).getByText('Your upline offers you this contract: accept or reject it here.')).toBeTruthy();
    fireEvent.click(await within(box).findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(box).queryByRole('button', { name: 'Reject' })).toBeNull());
    expect(calls(fetch, '/wps/relay/MCS2_processDividendReq')).toHaveLength(0);
    const sent = calls(fetch, '/wps/relay/MCS2_processDailySalContract').map((c) => JSON.parse(String(c.init?.body)));
    expect(sent).toContainEqual({ action: 'reject', contractId: 21 });
    // The member's own session: no agent token is sent.
    const headers = new Headers(calls(fetch, '/wps/relay/MCS2_processDailySalContract')[0]!.init?.headers);
    expect(headers.get('authorization') ?? '').not.toContain('agent-token');
  });

  it("terminating an active contract asks first, in the site's own dialog", async () => {
    let active = contract({ id: 22, status: 'active', decidedAt: '2026-11-20T00:00:00.000Z' });
    const fetch = serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith('DAILYSALARY3'),
      '/wps/relay/MCS2_processDailySalContract': (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { action?: string };
        if (body.action === 'terminate') active = { ...active, status: 'terminated', endReason: 'downline' };
        return { contract: null, contracts: active.status === 'active' ? [active] : [] };
      },
    });
    renderInSite(<ContractRequests />);
    const box = await screen.findByRole('region', { name: 'Daily wages contract from your upline' });
    fireEvent.click(await within(box).findByRole('button', { name: 'Terminate' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const acts = () =>
      calls(fetch, '/wps/relay/MCS2_processDailySalContract')
        .map((c) => JSON.parse(String(c.init?.body)) as { action?: string })
        .filter((b) => b.action === 'terminate');
    expect(acts()).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: 'Terminate' }));
    const again = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(acts()).toEqual([{ action: 'terminate', contractId: 22 }]));
  });

  it('my income shows the totals and the days', async () => {
    const income: AgentIncome = {
      currency: 'VND',
      startDate: '2026-11-20',
      endDate: '2026-11-26',
      days: [
        {
          day: '2026-11-26',
          salary: '123450',
          dividend: '0',
          transfersIn: '1000',
          transfersOut: '2000',
          downlinePaid: '725',
        },
      ],
      totals: { salary: '123450', dividend: '0', transfersIn: '1000', transfersOut: '2000', downlinePaid: '725' },
    };
    const fetch = serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith(),
      '/wps/agent/income': vi.fn(() => income),
    });
    renderInSite(<MyIncomePage {...props} page="agentMyIncome" />);
    expect((await screen.findAllByText('1,234.50')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('7.25').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(calls(fetch, '/wps/agent/income').some((c) => c.url.searchParams.get('datePreset') === '30D')).toBe(true),
    );
  });
});
