import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { DepositPage } from './DepositPage';

const channel = (maxAmount: string, rgLimited: boolean) => ({
  id: 1,
  code: 'BANK_VCB',
  type: 'bank_transfer',
  name: 'Vietcombank',
  minAmount: '10000',
  maxAmount,
  feeBps: 0,
  feeFixed: '0',
  sort: 1,
  bankName: 'Vietcombank',
  rgLimited,
});

function serve(maxAmount: string, rgLimited: boolean) {
  serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(),
    '/wps/deposit/channels': [channel(maxAmount, rgLimited)],
    '/wps/deposit/orders': { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
  });
  renderInSite(<DepositPage page="depositv2" go={() => undefined} close={() => undefined} />);
}

inEnglishSite({ signedIn: true });

describe('DepositPage: the maximum is what the member may deposit (issue 33 item 13)', () => {
  it("says the deposit limit's room, not the channel's 500,000,000", async () => {
    serve('10000000', true);
    expect(
      await screen.findByText('The deposit limit you set lets you deposit up to 100,000.00 more this period.'),
    ).toBeTruthy();
    expect(screen.queryByText(/500,000,000/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /amount/i })).toBeTruthy();
  });

  it('says the limit is used up and offers no deposit', async () => {
    serve('0', true);
    expect(await screen.findByText(/You have used up the deposit limit you set/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /amount/i })).toBeNull();
    expect((screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
