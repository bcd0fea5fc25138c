import { describe, expect, it } from 'vitest';
import { accountButton, loginWithPassword, newPage, ops, screenshot, testIp } from '../support';

/**
 * The operator's deposit channels as a member sees them: a channel added with
 * `npm run ops -- deposit channel add` shows on the deposit page with its limits and fee; switched off
 * with `deposit channel update <id> --disable` while the member has it selected, the deposit is
 * refused with a message and the channel leaves the page.
 */
describe('deposit channels managed by the operator', () => {
  it('a new channel appears on the deposit page; a disabled one refuses the deposit and disappears', async () => {
    const name = `VietQR ${Date.now().toString(36).slice(-4)}`;
    const added = await ops(
      'deposit',
      'channel',
      'add',
      '--brand',
      'LOTUS',
      '--type',
      'qr',
      '--name',
      name,
      '--min',
      '10',
      '--max',
      '1000',
      '--fee-percent',
      '2',
      '--order',
      '0',
    );
    const id = /Added deposit channel (\d+)/.exec(added)?.[1];
    expect(id, added).toBeDefined();
    try {
      const page = await newPage({
        viewport: 'desktop',
        headers: { 'x-forwarded-for': testIp() },
        allowConsoleErrors: [/status of 404/],
      });
      await page.goto('/index');
      await loginWithPassword(page, 'demo01', 'Demo1234');
      await accountButton(page, 'demo01').waitFor();
      await page.goto('/index?mc=depositv2');
      const deposit = page
        .getByRole('dialog', { name: 'Trung tâm thành viên' })
        .getByRole('region', { name: 'Nạp tiền', exact: true });
      const channel = deposit.getByRole('radio', { name: new RegExp(`^${name}`) });
      await channel.waitFor();
      // Its place (order 0: first), its limits and its fee as the operator set them.
      expect(await deposit.getByRole('radio').first().textContent()).toContain(name);
      expect(await channel.textContent()).toContain('Tối thiểu 10,00 – tối đa 1.000,00');
      expect(await channel.textContent()).toContain('2%');
      await channel.click();
      await deposit.getByLabel('Số tiền', { exact: true }).fill('50');

      await ops('deposit', 'channel', 'update', id!, '--disable');
      await deposit.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
      await deposit.getByText('Kênh thanh toán này hiện không khả dụng.').waitFor();
      await expect.poll(() => channel.count(), { timeout: 10_000 }).toBe(0);
      await screenshot(page, 'money-deposit-channel-disabled-desktop-vi');
      // Opening the page again: still gone; the other channels are there.
      await page.goto('/index?mc=depositv2');
      await deposit.getByRole('radio', { name: /^Chuyển khoản ngân hàng/ }).waitFor();
      expect(await channel.count()).toBe(0);
    } finally {
      await ops('deposit', 'channel', 'update', id!, '--disable').catch(() => undefined);
    }
  });
});
