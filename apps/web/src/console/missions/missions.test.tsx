import type { opsMissionSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';
import { serveApi } from '../../../test/harness';

const LAZY = { timeout: 10_000 };
inEnglishConsole();

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type OpsMission = z.input<typeof opsMissionSchema>;

const mission = (over: Partial<OpsMission> = {}): OpsMission => ({
  id: 4,
  code: 'weekly-deposit',
  period: 'weekly',
  kind: 'deposit',
  targetAmount: '50000000',
  targetCount: null,
  gameType: null,
  gameId: null,
  name: { vi: 'Nạp 500.000 ₫ trong tuần', en: 'Deposit 500,000 ₫ this week' },
  description: { vi: '', en: '' },
  rewardPoints: 100,
  rewardBonus: '2000000',
  wageringMultiple: 3,
  bonusExpiryDays: 7,
  active: true,
  sortOrder: 40,
  claims: 12,
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...over,
});

describe('missions in the console', () => {
  it('lists the missions with goal, reward and claims, edits one and adds one', async () => {
    const sent: Array<{ method: string; body: Record<string, unknown> }> = [];
    serveApi({
      '/ops/auth/me': operatorOf('marketing'),
      '/ops/brands': BRANDS,
      '/ops/missions': (_u: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          sent.push({ method: 'POST', body: bodyOf(init) });
          return mission({
            id: 9,
            code: 'daily-login',
            kind: 'login',
            period: 'daily',
            targetAmount: null,
            targetCount: 1,
          });
        }
        return [mission()];
      },
      '/ops/missions/4': (_u: URL, init?: RequestInit) => {
        sent.push({ method: String(init?.method), body: bodyOf(init) });
        return mission({ active: false });
      },
    });
    renderConsole('/config/missions');
    await screen.findByRole('heading', { name: 'Missions', level: 1 }, LAZY);
    const row = (await screen.findByRole('rowheader', { name: 'Nạp 500.000 ₫ trong tuần' })).closest('tr')!;
    expect(within(row).getByText('Deposit 500,000.00')).toBeTruthy();
    expect(within(row).getByText('100 points + bonus 20,000.00 (3×)')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const edit = await screen.findByRole('form', { name: 'Edit Nạp 500.000 ₫ trong tuần' });
    fireEvent.click(within(edit).getByLabelText('Shown to members'));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      body: { target: 500_000, rewardPoints: 100, rewardBonus: 20_000, wageringMultiple: 3, active: false },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add mission' }));
    const add = await screen.findByRole('form', { name: 'Add mission' });
    fireEvent.change(within(add).getByLabelText(/^Code/), { target: { value: 'daily-login' } });
    fireEvent.change(within(add).getByLabelText('Name (Vietnamese)'), { target: { value: 'Đăng nhập' } });
    fireEvent.change(within(add).getByLabelText('Name (English)'), { target: { value: 'Sign in' } });
    fireEvent.change(within(add).getByLabelText('Reward points'), { target: { value: '10' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      method: 'POST',
      body: { code: 'daily-login', period: 'daily', kind: 'login', target: 1, rewardPoints: 10, rewardBonus: 0 },
    });
  });
});
