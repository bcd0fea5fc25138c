import type { pointProductSchema, pointRedeemRecordSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { PointMallPage } from './PointMallPage';

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type PointProduct = z.input<typeof pointProductSchema>;
type PointRedeemRecord = z.input<typeof pointRedeemRecordSchema>;

const product = (id: number, over: Partial<PointProduct> = {}): PointProduct => ({
  id,
  kind: 'bonus',
  name: `Product ${id}`,
  description: '',
  image: null,
  points: 1000,
  bonusAmount: '5000000',
  wagering: 1,
  spins: null,
  remaining: null,
  blockedBy: null,
  ...over,
});

const record = (over: Partial<PointRedeemRecord> = {}): PointRedeemRecord => ({
  transactionNo: 'PRABC123',
  redeemType: 'product',
  productKind: 'goods',
  productName: 'Lotus T-shirt',
  quantity: 2,
  pointsRequired: 16_000,
  amountRequired: null,
  status: 'processing',
  time: '2026-11-26T07:00:00.000Z',
  pointsChange: -16_000,
  accumulatedPoints: 4_000,
  note: null,
  exchangeRate: null,
  shippingAddress: '12 Le Loi, District 1',
  phone: '0912345678',
  ...over,
});

const base = {
  '/wps/system/permission': permissionFixture,
  '/wps/system/menu': menuWith(),
  '/wps/relay/MCS2_getPointConfig': { enabled: true, minConvert: 1000, convertStep: 1 },
};

describe('/pointMall for a guest', () => {
  inEnglishSite();

  it('shows the products and asks to sign in to redeem', async () => {
    serveApi({ ...base, '/wps/relay/MCS2_getPointReward': [product(1), product(2, { kind: 'goods', remaining: 0 })] });
    renderInSite(<PointMallPage />, '/pointMall');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Sold out' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Sign in to see your points')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Points mall sections' })).toBeNull();
  });

  it('says before the tap that bonus credit waits while a bonus is open (issue 33)', async () => {
    serveApi({
      ...base,
      '/wps/relay/MCS2_getPointReward': [product(1, { blockedBy: 'bonus_active' }), product(2, { kind: 'goods' })],
    });
    renderInSite(<PointMallPage />, '/pointMall');
    const list = await screen.findByRole('list', { name: 'Products' });
    const [bonus, goods] = within(list).getAllByRole('article');
    expect(within(bonus!).getByText(/You have an open bonus\./)).toBeTruthy();
    expect(within(bonus!).getByRole('button', { name: 'Redeem' }).hasAttribute('disabled')).toBe(true);
    expect(within(goods!).getByRole('button', { name: 'Redeem' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows that the mall is closed when points are off, and an empty list', async () => {
    serveApi({ ...base, '/wps/relay/MCS2_getPointConfig': { enabled: false, minConvert: 0, convertStep: 0 } });
    renderInSite(<PointMallPage />, '/pointMall');
    expect(await screen.findByText('The points mall is closed')).toBeTruthy();
  });
});

describe('/pointMall for a member', () => {
  inEnglishSite({ signedIn: true });

  it('redeems goods with an address, phone and the payment password, and shows the history with every field', async () => {
    let sent: Record<string, unknown> | null = null;
    const fetch = serveApi({
      ...base,
      '/wps/relay/MCS2_getPointBalance': { points: 20_000, earned: 20_000 },
      '/wps/relay/MCS2_getPointReward': [
        product(5, { kind: 'goods', name: 'Lotus T-shirt', points: 8000, remaining: 10 }),
      ],
      '/wps/relay/passwordCheck/MCS2_redeemPointReward': (_u: URL, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return record();
      },
      '/wps/relay/MCS2_getRedeemPointList': { list: [record()], pageNo: 1, pageSize: 10, total: 1, totalPages: 1 },
    });
    renderInSite(<PointMallPage />, '/pointMall');
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('20,000'));
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const form = await screen.findByRole('form', { name: 'Redeem Lotus T-shirt' });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm redemption' }));
    expect((await within(form).findAllByText('This field is required')).length).toBeGreaterThan(0);
    fireEvent.change(within(form).getByLabelText(/Quantity/), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText(/Shipping address/), { target: { value: '12 Le Loi, District 1' } });
    fireEvent.change(within(form).getByLabelText(/Phone number/), { target: { value: '0912345678' } });
    fireEvent.change(within(form).getByLabelText(/Payment password/), { target: { value: '246810' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm redemption' }));
    expect(await screen.findByText(/transaction PRABC123 is in process/)).toBeTruthy();
    expect(sent).toMatchObject({
      productId: 5,
      quantity: 2,
      shippingAddress: '12 Le Loi, District 1',
      phone: '0912345678',
      paymentPassword: '246810',
    });
    expect(fetch).toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Redeem history' }));
    const history = await screen.findByRole('list', { name: 'Redeem history' });
    const item = within(history).getByRole('article');
    expect(within(item).getByText('In process')).toBeTruthy();
    for (const label of [
      'Transaction no.',
      'Redeem type',
      'Quantity',
      'Points required',
      'Amount',
      'Time',
      'Points change',
      'Points after',
      'Exchange rate',
      'Shipping address',
      'Phone',
      'Note',
    ])
      expect(within(item).getByText(label)).toBeTruthy();
    expect(within(item).getByText('PRABC123')).toBeTruthy();
    expect(within(item).getByText('-16,000')).toBeTruthy();
  });

  it('tells a free-spins redemption its spins are added to the account, not shipped', async () => {
    // Issue 33: every redemption in process said "We will let you know when it ships".
    const spins = record({
      productKind: 'free_spins',
      productName: '20 free spins',
      shippingAddress: null,
      phone: null,
    });
    serveApi({
      ...base,
      '/wps/relay/MCS2_getPointBalance': { points: 20_000, earned: 20_000 },
      '/wps/relay/MCS2_getPointReward': [product(7, { kind: 'free_spins', name: '20 free spins', spins: 20 })],
      '/wps/relay/passwordCheck/MCS2_redeemPointReward': () => spins,
      '/wps/relay/MCS2_getRedeemPointList': { list: [spins], pageNo: 1, pageSize: 10, total: 1, totalPages: 1 },
    });
    renderInSite(<PointMallPage />, '/pointMall');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const form = await screen.findByRole('form', { name: 'Redeem 20 free spins' });
    fireEvent.change(within(form).getByLabelText(/Payment password/), { target: { value: '246810' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm redemption' }));
    expect(await screen.findByText(/transaction PRABC123 is in process.*spins are added to your account/)).toBeTruthy();
    expect(screen.queryByText(/ships/)).toBeNull();
  });

  it('puts a wrong payment password under its field when converting', async () => {
    serveApi({
      ...base,
      '/wps/relay/MCS2_getPointBalance': { points: 5000, earned: 5000 },
      '/wps/relay/MCS2_getPointReward': [],
      '/wps/relay/passwordCheck/MCS2_convertPoint': () => {
        throw {
          status: 400,
          body: { success: false, errorCode: 'payment_password_wrong', field: 'paymentPassword', message: 'x' },
        };
      },
    });
    renderInSite(<PointMallPage />, '/pointMall');
    expect(await screen.findByText('No products here yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert to money' }));
    const form = await screen.findByRole('form', { name: 'Convert points to money' });
    fireEvent.change(within(form).getByLabelText(/Points to convert/), { target: { value: '500' } });
    fireEvent.change(within(form).getByLabelText(/Payment password/), { target: { value: '000000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByText('At least 1000 points')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Points to convert/), { target: { value: '1500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(within(form).queryByText('At least 1000 points')).toBeNull());
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/Payment password/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
  });
});
