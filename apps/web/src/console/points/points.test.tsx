import type { opsPointProductSchema, opsPointRedemptionSchema } from '@lotus/contracts';
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
type OpsPointProduct = z.input<typeof opsPointProductSchema>;
type OpsPointRedemption = z.input<typeof opsPointRedemptionSchema>;

const redemption = (over: Partial<OpsPointRedemption> = {}): OpsPointRedemption => ({
  transactionNo: 'PRA1',
  redeemType: 'product',
  productKind: 'goods',
  productName: 'Lotus T-shirt',
  quantity: 1,
  pointsRequired: 8000,
  amountRequired: null,
  status: 'processing',
  time: '2030-01-01T00:00:00.000Z',
  pointsChange: -8000,
  accumulatedPoints: 2000,
  note: null,
  exchangeRate: null,
  shippingAddress: '12 Le Loi',
  phone: '0912345678',
  username: 'demo01',
  decidedBy: null,
  decidedAt: null,
  claim: null,
  ...over,
});

const product = (over: Partial<OpsPointProduct> = {}): OpsPointProduct => ({
  id: 3,
  kind: 'goods',
  name: { vi: 'Áo thun Lotus', en: 'Lotus T-shirt' },
  description: { vi: '', en: '' },
  image: null,
  points: 8000,
  bonusAmount: null,
  wagering: 0,
  spins: null,
  stock: 100,
  redeemed: 4,
  active: true,
  sort: 10,
  ...over,
});

describe('points in the console', () => {
  it('lists the redemptions waiting with their shipping details and rejects one with a reason', async () => {
    const sent: Array<Record<string, unknown>> = [];
    serveApi({
      '/ops/auth/me': operatorOf('marketing'),
      '/ops/brands': BRANDS,
      '/ops/queues/counts': { promotion: 0, points: 2 },
      '/ops/points/redemptions': [
        redemption(),
        redemption({
          transactionNo: 'PRB2',
          claim: {
            operatorId: 99,
            operatorName: 'bob',
            claimedAt: '2030-01-01T00:00:00.000Z',
            expiresAt: '2030-01-01T00:15:00.000Z',
          },
        }),
      ],
      '/ops/points/redemptions/PRA1/reject': (_u: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return redemption({ status: 'rejected', note: 'Out of size M' });
      },
    });
    renderConsole('/queues/points');
    await screen.findByRole('heading', { name: 'Points redemptions', level: 1 }, LAZY);
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    await within(nav).findByLabelText('2 open items');
    const mine = (await screen.findByRole('rowheader', { name: 'PRA1' })).closest('tr')!;
    expect(within(mine).getByText('12 Le Loi · 0912345678')).toBeTruthy();
    const theirs = screen.getByRole('rowheader', { name: 'PRB2' }).closest('tr')!;
    expect((within(theirs).getByRole('button', { name: 'Fulfil PRB2' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(mine).getByRole('button', { name: 'Reject PRA1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Out of size M' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Out of size M' }]));
  });

  it('saves the rates and lists the products with their stock', async () => {
    const sent: Array<Record<string, unknown>> = [];
    serveApi({
      '/ops/auth/me': operatorOf('marketing'),
      '/ops/brands': BRANDS,
      '/ops/points/settings': (_u: URL, init?: RequestInit) => {
        if (init?.method === 'PATCH') sent.push(bodyOf(init));
        return {
          enabled: true,
          rates: { LIVE: 1, LOTTERY: 1, PVP: 1, SLOTS: 2, SPORTS: 1, DEPOSIT: 1 },
          exchangeValue: '1000000',
          minConvert: 1000,
        };
      },
      '/ops/points/products': [product()],
    });
    renderConsole('/config/points');
    await screen.findByRole('heading', { name: 'Points & points mall', level: 1 }, LAZY);
    const row = (await screen.findByRole('rowheader', { name: 'Áo thun Lotus' })).closest('tr')!;
    expect(within(row).getByText('4 / 100')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Earning and conversion' });
    const slots = within(form).getByLabelText(/Slots/) as HTMLInputElement;
    expect(slots.value).toBe('2');
    fireEvent.change(slots, { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          enabled: true,
          exchangeValue: 10000,
          minConvert: 1000,
          rates: { LIVE: 1, LOTTERY: 1, PVP: 1, SLOTS: 3, SPORTS: 1, DEPOSIT: 1 },
        },
      ]),
    );
  });
});
