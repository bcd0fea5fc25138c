import { RG_PATHS, type rgLimitSchema, type rgSettingsSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadGeneralModal } from '@/components/GeneralModal';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { ResponsibleGamingSection } from './ResponsibleGamingSection';

inEnglishSite({ signedIn: true });
beforeAll(() => preloadGeneralModal());

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type RgLimit = z.input<typeof rgLimitSchema>;
type RgSettings = z.input<typeof rgSettingsSchema>;

const dailyDeposit = (extra: Partial<RgLimit> = {}): RgLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: '100000',
  used: '20000',
  pending: null,
  ...extra,
});

const settings = (extra: Partial<RgSettings> = {}): RgSettings => ({
  limits: [dailyDeposit()],
  sessionMinutes: null,
  realityCheckMinutes: null,
  block: null,
  ...extra,
});

/** The section over a stubbed API: the settings as given, each write recorded and answered by `answer`. */
function serve(initial: RgSettings, answer: (path: string, body: Record<string, unknown>) => RgSettings) {
  const writes: { path: string; body: Record<string, unknown> }[] = [];
  const write = (path: string) => (_url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    writes.push({ path, body });
    return answer(path, body);
  };
  serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(),
    [RG_PATHS.settings]: initial,
    [RG_PATHS.statement]: [{ month: '2026-11', deposits: '50000', withdrawals: '10000', net: '-5000' }],
    [RG_PATHS.limit]: write(RG_PATHS.limit),
    [RG_PATHS.confirmLimit]: write(RG_PATHS.confirmLimit),
    [RG_PATHS.timeout]: write(RG_PATHS.timeout),
    [RG_PATHS.exclusion]: write(RG_PATHS.exclusion),
    [RG_PATHS.session]: write(RG_PATHS.session),
  });
  const go = vi.fn();
  renderInSite(<ResponsibleGamingSection go={go} />);
  return { writes, go };
}

const limitForm = () => screen.getByRole('form', { name: 'Set a limit' });
const row = (name: string) => screen.getByRole('listitem', { name });

async function setLimit(amount: string) {
  const form = limitForm();
  fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
}

describe('ResponsibleGamingSection: limits', () => {
  it('shows the limit in force with its use, and lowers it at once', async () => {
    const { writes } = serve(settings(), () => settings({ limits: [dailyDeposit({ amount: '50000' })] }));
    await screen.findByRole('form', { name: 'Set a limit' });
    const daily = row('Deposit limit · Daily');
    expect(daily.textContent).toContain('1,000.00');
    expect(daily.textContent).toContain('Used 200.00 of 1,000.00');
    expect(within(daily).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(row('Loss limit · Weekly').textContent).toContain('No limit');

    await setLimit('500');
    await screen.findByText('Your limit of 500.00 applies now.');
    expect(writes).toEqual([{ path: RG_PATHS.limit, body: { kind: 'deposit', period: 'day', amount: '500.00' } }]);
    expect(row('Deposit limit · Daily').textContent).toContain('500.00');
  });

  it('says a raise waits the cooling-off and shows it pending with its countdown', async () => {
    const confirmableAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    const { writes } = serve(settings(), () =>
      settings({ limits: [dailyDeposit({ pending: { amount: '200000', confirmableAt, confirmable: false } })] }),
    );
    await screen.findByRole('form', { name: 'Set a limit' });
    expect(within(limitForm()).getByText(/A lower amount applies at once; a higher one waits 24 hours/)).toBeTruthy();
    await setLimit('2,000');
    await screen.findByText(/Your new limit of 2,000.00 waits 24 hours/);
    expect(writes[0]?.body).toEqual({ kind: 'deposit', period: 'day', amount: '2000.00' });
    const daily = row('Deposit limit · Daily');
    expect(daily.textContent).toContain('Raise to 2,000.00 waiting. You can confirm it in 24 hours.');
    expect(within(daily).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('refuses an amount the server would refuse, without asking it', async () => {
    const { writes } = serve(settings(), () => settings());
    await screen.findByRole('form', { name: 'Set a limit' });
    await setLimit('12.345');
    await screen.findByText('Enter an amount greater than zero with at most two decimals');
    expect(writes).toEqual([]);
  });

  it('removes a limit after asking, and confirms a change once it may be confirmed', async () => {
    const confirmableAt = new Date(Date.now() - 1000).toISOString();
    const later = new Date(Date.now() + 24 * 3600_000).toISOString();
    const wagerRemoval: RgLimit = {
      kind: 'wager',
      period: 'week',
      amount: '30000',
      used: '0',
      pending: { amount: null, confirmableAt, confirmable: true },
    };
    const depositRemoval = dailyDeposit({ pending: { amount: null, confirmableAt: later, confirmable: false } });
    const { writes } = serve(settings({ limits: [dailyDeposit(), wagerRemoval] }), (path) =>
      settings({ limits: path === RG_PATHS.limit ? [depositRemoval, wagerRemoval] : [depositRemoval] }),
    );
    await screen.findByRole('form', { name: 'Set a limit' });

    const wager = row('Wager limit · Weekly');
    expect(wager.textContent).toContain('Removal waiting. You can confirm it now.');
    // A removal already waits: no second Remove button.
    expect(within(wager).queryByRole('button', { name: 'Remove limit' })).toBeNull();

    fireEvent.click(within(row('Deposit limit · Daily')).getByRole('button', { name: 'Remove limit' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove the limit Deposit limit · Daily?' });
    expect(ask.textContent).toContain('The limit stays in force for 24 hours');
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove limit' }));
    await waitFor(() =>
      expect(writes).toEqual([{ path: RG_PATHS.limit, body: { kind: 'deposit', period: 'day', amount: null } }]),
    );
    await waitFor(() => expect(row('Deposit limit · Daily').textContent).toContain('Removal waiting.'));
    expect(within(row('Deposit limit · Daily')).queryByRole('button', { name: 'Confirm' })).toBeNull();

    fireEvent.click(within(row('Wager limit · Weekly')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(writes[1]).toEqual({ path: RG_PATHS.confirmLimit, body: { kind: 'wager', period: 'week' } }),
    );
    await waitFor(() => expect(row('Wager limit · Weekly').textContent).toContain('No limit'));
  });

  it('shows a refusal of the server in the form', async () => {
    serve(settings(), () => {
      throw { status: 409, body: { success: false, errorCode: 'rg_cooling_off', message: 'x' } };
    });
    await screen.findByRole('form', { name: 'Set a limit' });
    await setLimit('5000');
    await screen.findByText('Raising or removing a limit takes effect after 24 hours, with your confirmation.');
  });
});

describe('ResponsibleGamingSection: take a break and self-exclusion', () => {
  it('asks before a time-out, then shows the block with its end and the way to withdraw', async () => {
    const until = '2026-11-27T10:00:00.000Z';
    const { writes, go } = serve(settings(), () => settings({ block: { kind: 'timeout', until } }));
    const form = await screen.findByRole('form', { name: 'Take a break' });
    fireEvent.change(within(form).getByLabelText('Length of the break'), { target: { value: '1w' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take a break' }));

    let ask = await screen.findByRole('alertdialog', { name: 'Take a break for 1 week?' });
    expect(ask.textContent).toContain('This cannot be undone before it ends');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: 'Take a break' }));
    ask = await screen.findByRole('alertdialog', { name: 'Take a break for 1 week?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Start my break' }));
    await screen.findByText('You are taking a break.');
    expect(writes).toEqual([{ path: RG_PATHS.timeout, body: { period: '1w' } }]);
    // 10:00 UTC is 17:00 in the brand's zone (Asia/Ho_Chi_Minh).
    expect(screen.getByText(/Until 2026-11-27 17:00:00 you cannot play/)).toBeTruthy();
    expect(screen.getByText('You can still withdraw your balance.')).toBeTruthy();
    // No second break while one is in force, but a self-exclusion may follow at once (issue 33).
    expect(screen.queryByRole('form', { name: 'Take a break' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Self-exclusion' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(go).toHaveBeenCalledWith('withdraw');
  });

  it('offers nothing more to take during a self-exclusion', async () => {
    const excluded = settings({ block: { kind: 'self_exclusion', until: '2027-05-26T00:00:00.000Z' } });
    serve(excluded, () => excluded);
    await screen.findByText('You have excluded yourself.');
    expect(screen.queryByRole('form', { name: 'Take a break' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Self-exclusion' })).toBeNull();
  });

  it('needs the member to say they understand before a self-exclusion, then asks once more', async () => {
    const { writes } = serve(settings(), () =>
      settings({ block: { kind: 'self_exclusion', until: '2027-05-26T00:00:00.000Z' } }),
    );
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    fireEvent.change(within(form).getByLabelText('Length'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    await within(form).findByText('Please confirm that you understand');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(within(form).getByLabelText(/cannot be undone before it ends/));
    fireEvent.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Exclude yourself for 1 year?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Exclude me' }));
    await screen.findByText('You have excluded yourself.');
    expect(writes).toEqual([{ path: RG_PATHS.exclusion, body: { months: 12, confirm: true } }]);
  });
});

describe('ResponsibleGamingSection: session and statement', () => {
  it('saves the session limit and the reality check from their lists', async () => {
    const { writes } = serve(settings(), (_p, body) => settings(body as Partial<RgSettings>));
    const form = await screen.findByRole('form', { name: 'Session time and reality check' });
    fireEvent.change(within(form).getByLabelText('Session time limit'), { target: { value: '60' } });
    fireEvent.change(within(form).getByLabelText('Reality check'), { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Your session settings have been saved.');
    expect(writes).toEqual([{ path: RG_PATHS.session, body: { sessionMinutes: 60, realityCheckMinutes: 15 } }]);
  });

  it('lists deposits, withdrawals and the net result per month', async () => {
    serve(settings(), () => settings());
    const table = await screen.findByRole('table', { name: 'Activity statement' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['500.00', '100.00', '-50.00']);
    expect(within(table).getByRole('rowheader').textContent).toBe('11/2026');
  });
});
