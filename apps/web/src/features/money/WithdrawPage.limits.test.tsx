import { screen } from '@testing-library/react';
import { MONEY_PATHS } from '@lotus/contracts';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { WithdrawPage } from './WithdrawPage';

inEnglishSite({ signedIn: true });

describe('WithdrawPage: the limits before the form (issue 33 item 6)', () => {
  it(
    "shows the member's per-request and daily limits and what is left today above the request form",
    { timeout: 30_000 },
    async () => {
      serveApi({
        '/wps/system/permission': permissionFixture,
        '/wps/system/menu': menuWith(),
        [MONEY_PATHS.withdrawalSettings]: {
          currency: 'VND',
          minAmount: '10000',
          maxAmount: '10000000000',
          dailyMaxCount: 10,
          dailyMaxAmount: '60000000000',
          usedTodayCount: 2,
          usedTodayAmount: '15000000000',
          withdrawable: '20000000000',
          turnover: { required: '0', progress: '0', outstanding: '0' },
          bonus: null,
          hasPaymentPassword: true,
          payeeName: 'Nguyễn Văn An',
          autoReceiveMinutes: 30,
        },
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
        [MONEY_PATHS.withdrawalOrders]: { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
      });
      renderInSite(<WithdrawPage page="withdraw" go={() => undefined} close={() => undefined} />);
      const perRequest = await screen.findByText('Min 100.00 – max 100,000,000.00', {}, { timeout: 15_000 });
      const left = screen.getByText('450,000,000.00 in 8 withdrawals');
      expect(screen.getByText('150,000,000.00 / 600,000,000.00')).toBeTruthy();
      expect(screen.getByText(/Daily limits follow your VIP rank/)).toBeTruthy();
      const amount = await screen.findByRole('textbox', { name: /amount/i });
      for (const fact of [perRequest, left]) {
        expect(fact.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
    },
  );
});
