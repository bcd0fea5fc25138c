import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MONEY_PATHS } from '@lotus/contracts';
import { describe, expect, it, vi } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { WithdrawPage } from './WithdrawPage';

inEnglishSite({ signedIn: true });

const settings = {
  currency: 'VND',
  minAmount: '10000',
  maxAmount: '10000000000',
  dailyMaxCount: 10,
  dailyMaxAmount: '60000000000',
  usedTodayCount: 0,
  usedTodayAmount: '0',
  withdrawable: '23934840',
  turnover: { required: '0', progress: '0', outstanding: '0' },
  bonus: {
    grantId: 5,
    promotionId: 12,
    title: '50% daily reload bonus',
    balance: '10000000',
    required: '240000000',
    progress: '0',
    expiresAt: '2026-12-15T00:00:00.000Z',
  },
  hasPaymentPassword: true,
  payeeName: 'Nguyễn Văn An',
  autoReceiveMinutes: 30,
};

describe('WithdrawPage: an open bonus never blocks the cash (issue 33 item 2, decision 0040)', () => {
  it(
    'says what a withdrawal does to the open bonus, links its terms and sends forfeitBonus only once agreed',
    {
      timeout: 30_000,
    },
    async () => {
      const create = vi.fn((body: Record<string, unknown>) => ({
        orderNo: 'W1',
        amount: String(Math.round(Number(body.amount) * 100)),
        status: 'requested',
      }));
      serveApi({
        '/wps/system/permission': permissionFixture,
        '/wps/system/menu': menuWith(),
        [MONEY_PATHS.withdrawalSettings]: settings,
        [MONEY_PATHS.bankAccounts]: [
          {
            id: 1,
            bankCode: 'VCB',
            bankName: 'Vietcombank',
            maskedAccountNo: '******6789',
            accountName: 'NGUYEN VAN AN',
            createdAt: '2026-12-01T00:00:00.000Z',
          },
        ],
        [MONEY_PATHS.withdrawalOrders]: (_u: URL, init?: RequestInit) =>
          init?.method === 'POST'
            ? create(JSON.parse(String(init.body)))
            : { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
      });
      renderInSite(<WithdrawPage page="withdraw" go={() => undefined} close={() => undefined} />);
      const notice = await screen.findByRole('region', { name: 'Withdrawing with an open bonus' }, { timeout: 15_000 });
      // No turnover refusal: the cash stays withdrawable.
      expect(screen.queryByText(/You cannot withdraw yet/)).toBeNull();
      expect(within(notice).getByText(/50% daily reload bonus: 100,000.00 left in the bonus wallet/)).toBeTruthy();
      expect(within(notice).getByText(/a withdrawal now forfeits this bonus and its winnings/)).toBeTruthy();
      expect(within(notice).getByRole('link', { name: 'Read the promotion terms' }).getAttribute('href')).toBe(
        '/promoDetail?id=12',
      );
      const agree = within(notice).getByRole('checkbox', {
        name: 'I agree to forfeit the open bonus (100,000.00) with this withdrawal',
      });

      fireEvent.change(screen.getByRole('textbox', { name: /amount/i }), { target: { value: '200000' } });
      fireEvent.change(screen.getByLabelText(/payment password/i), { target: { value: '246810' } });
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByText('Agree to forfeit the bonus to withdraw')).toBeTruthy();
      expect(create).not.toHaveBeenCalled();

      fireEvent.click(agree);
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0]![0]).toMatchObject({ bankAccountId: 1, forfeitBonus: true });
    },
  );
});
