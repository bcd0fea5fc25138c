import { MONEY_PATHS, PROMO_PATHS } from '@lotus/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support';
import { deposit, fundedNewMember, memberApi } from '../support/money';

/**
 * Issue 33 items 2 and 3 (decision 0040) as a member sees them: with the daily free credit open, the member's own
 * cash stays withdrawable; the withdrawal page says what a withdrawal does to the bonus and asks the member to agree;
 * the reload earned by a deposit meanwhile waits in the reward centre with the reason, not a button that is refused.
 */
describe('a bonus never traps the member cash', () => {
  it('withdraws the cash after agreeing to forfeit the open bonus; the reward centre says why a reward waits', async () => {
    const { page } = await fundedNewMember('bonuscash');
    await memberApi(page, 'POST', MONEY_PATHS.bankAccounts, {
      bankCode: 'VCB',
      accountNo: '0123456789',
      accountName: 'Nguyen Van An',
      paymentPassword: '246810',
    });
    const promos = await memberApi<{ list: { id: number; code: string }[] }>(page, 'GET', PROMO_PATHS.promotions);
    const daily = promos.list.find((p) => p.code === 'daily-free')!;
    await memberApi(page, 'POST', PROMO_PATHS.claim.replace(':id', String(daily.id)));
    await deposit(page, '200000'); // the daily reload (a claim promotion) now waits, blocked by the open bonus

    for (const lang of ['vi', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const [width, height, name] of [
        [375, 812, 'mobile'],
        [1440, 900, 'desktop'],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/index?mc=withdraw');
        const notice = page.getByRole('region', {
          name: lang === 'vi' ? 'Rút tiền khi đang có tiền thưởng' : 'Withdrawing with an open bonus',
        });
        await notice.scrollIntoViewIfNeeded();
        await screenshot(page, `bonus-cash-withdraw-${name}-${lang}`, { fullPage: false });
        await page.goto('/index?mc=rewardCenter');
        const waiting = page.getByRole('region', { name: lang === 'vi' ? 'Phần thưởng chờ nhận' : 'Rewards waiting' });
        await waiting.getByText(lang === 'vi' ? /Bạn đang có tiền thưởng mở/ : /You have an open bonus/).waitFor();
        expect(await waiting.getByRole('button', { name: lang === 'vi' ? 'Nhận thưởng' : 'Claim' }).count()).toBe(0);
        await waiting.scrollIntoViewIfNeeded();
        await screenshot(page, `bonus-cash-rewards-${name}-${lang}`, { fullPage: false });
        await page.goto('/promotions?category=deposit');
        await page
          .getByText(lang === 'vi' ? /Bạn đang có tiền thưởng mở/ : /You have an open bonus/)
          .first()
          .waitFor();
        await screenshot(page, `bonus-cash-promotions-${name}-${lang}`);
      }
    }

    await page.evaluate(() => localStorage.setItem('lang', 'vi'));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/index?mc=withdraw');
    const notice = page.getByRole('region', { name: 'Rút tiền khi đang có tiền thưởng' });
    await notice.getByRole('link', { name: 'Xem điều khoản khuyến mãi' }).waitFor();
    await page.getByRole('textbox', { name: /Số tiền/ }).fill('150000');
    await page.getByLabel('Mật khẩu thanh toán', { exact: true }).fill('246810');
    await page.getByRole('region', { name: 'Rút tiền', exact: true }).getByRole('button', { name: 'Rút tiền' }).click();
    await page.getByText('Hãy đồng ý hủy tiền thưởng để rút tiền').waitFor();
    await notice.getByRole('checkbox', { name: /Tôi đồng ý hủy tiền thưởng đang mở/ }).check();
    await page.getByRole('region', { name: 'Rút tiền', exact: true }).getByRole('button', { name: 'Rút tiền' }).click();
    await page.getByText(/Đã gửi yêu cầu rút 150\.000,00/).waitFor();
    const rewards = await memberApi<{ active: unknown; waiting: { claimable: boolean }[] }>(
      page,
      'GET',
      PROMO_PATHS.rewardCenter,
    );
    expect(rewards.active).toBeNull();
    expect(rewards.waiting.some((r) => r.claimable)).toBe(true);
  }, 240_000);
});
