import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { inEnglishConsole, operatorOf, renderConsole } from '../../test/console';
import { opsWithdrawalFixture } from '../../test/fixtures';
import { serveApi } from '../../test/harness';

inEnglishConsole();
afterAll(async () => {
  await i18n.changeLanguage('en');
});

/** The withdrawals queue of an operator of a GMT+7 brand, one order made at midnight UTC of 1,234.50. */
async function withdrawalRow() {
  serveApi({
    '/ops/auth/me': operatorOf('finance', { timeZone: 'Asia/Ho_Chi_Minh' }),
    '/ops/queues/counts': { withdrawal: 1 },
    '/ops/withdrawals': [opsWithdrawalFixture({ createdAt: '2030-01-01T00:00:00.000Z' })],
    '/ops/queues/withdrawal/standing': [],
  });
  renderConsole('/queues/withdrawals');
  return (await screen.findByRole('rowheader', { name: 'W1' }, { timeout: 5000 })).closest('tr')!;
}

describe('one zone and the operator’s number format in every console list (issue 33, item 18)', () => {
  it('English: times in the brand’s zone with the zone in the header, amounts as 1,234.50', async () => {
    const row = await withdrawalRow();
    expect(screen.getByRole('columnheader', { name: 'Created (GMT+7)' })).toBeTruthy();
    expect(within(row).getByText('2030-01-01 07:00:00')).toBeTruthy();
    expect(within(row).getByText('1,234.50')).toBeTruthy();
  });

  it('Vietnamese: the same zone and label, amounts as 1.234,50', async () => {
    await i18n.changeLanguage('vi');
    const row = await withdrawalRow();
    expect(screen.getByRole('columnheader', { name: 'Thời gian tạo (GMT+7)' })).toBeTruthy();
    expect(within(row).getByText('2030-01-01 07:00:00')).toBeTruthy();
    expect(within(row).getByText('1.234,50')).toBeTruthy();
  });
});
