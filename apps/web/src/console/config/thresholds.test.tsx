import { DEFAULT_MONEY_SETTINGS } from '@lotus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

const LAZY = { timeout: 10_000 };
inEnglishConsole();

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
const SETTINGS = { brand: 'LOTUS', largeWin: '1000000', largeBet: null, largeWithdrawal: null, failedSignInBurst: 5 };
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** The thresholds page (issue 34): the brand's significant-event thresholds and its four-eyes thresholds. */
describe('the thresholds page', () => {
  it('shows the brand’s thresholds, refuses a bad amount before sending, and saves the good ones', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const money: Array<Record<string, unknown>> = [];
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': BRANDS,
      '/ops/significant-events/settings': (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'PUT') return SETTINGS;
        sent.push(bodyOf(init));
        return { ...SETTINGS, largeWin: '500000', largeWithdrawal: '2000000' };
      },
      '/ops/money/settings': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') money.push(bodyOf(init));
        return [{ brand: 'LOTUS', settings: DEFAULT_MONEY_SETTINGS }];
      },
    });
    renderConsole('/config/thresholds');
    const events = await screen.findByRole('form', { name: 'Significant events' }, LAZY);
    const win = within(events).getByLabelText('Large win from') as HTMLInputElement;
    await waitFor(() => expect(win.value).toBe('10000.00'));
    expect((within(events).getByLabelText('Large bet from') as HTMLInputElement).value).toBe('');

    fireEvent.change(win, { target: { value: 'abc' } });
    fireEvent.click(within(events).getByRole('button', { name: 'Save' }));
    expect(
      await within(events).findAllByText('An amount in major units, e.g. 5000000, or empty for never'),
    ).toBeTruthy();
    fireEvent.change(within(events).getByLabelText('Failed sign-ins that make a burst'), { target: { value: '1' } });
    fireEvent.click(within(events).getByRole('button', { name: 'Save' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);

    fireEvent.change(win, { target: { value: '5,000' } });
    fireEvent.change(within(events).getByLabelText('Large withdrawal from'), { target: { value: '20000' } });
    fireEvent.change(within(events).getByLabelText('Failed sign-ins that make a burst'), { target: { value: '4' } });
    fireEvent.click(within(events).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { brand: 'LOTUS', largeWin: '5000', largeBet: null, largeWithdrawal: '20000', failedSignInBurst: 4 },
      ]),
    );
    expect(await within(events).findByText('Saved.')).toBeTruthy();

    // The four-eyes thresholds go to the money settings, in minor units.
    const fourEyes = screen.getByRole('form', { name: 'Second approval (four-eyes)' });
    fireEvent.change(within(fourEyes).getByLabelText('Withdrawals above'), { target: { value: '30000' } });
    fireEvent.click(within(fourEyes).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(money).toEqual([
        {
          brand: 'LOTUS',
          settings: {
            withdrawal: { approvalThreshold: 3_000_000 },
            adjustment: {
              approvalThreshold: DEFAULT_MONEY_SETTINGS.adjustment.approvalThreshold,
              bonusApprovalThreshold: 0,
              correctionApprovalThreshold: 0,
            },
          },
        },
      ]),
    );
  }, 30_000);
});
