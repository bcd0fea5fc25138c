import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../support';

// The demo brand's help centre (seeded Markdown, both languages): /help with the site layout,
// /helpmc without a header for the app's web views, and the footer's help accordion.

describe('help centre', () => {
  it('shows the categories and articles in Vietnamese, opens an article and searches without accents', async () => {
    const page = await newPage({ viewport: 'desktop' });
    await page.goto('/help');
    await page.getByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Danh mục trợ giúp' }).first();
    for (const name of ['Bắt đầu', 'Nạp và rút tiền', 'Tài khoản và bảo mật', 'Chơi có trách nhiệm'])
      await nav.getByRole('link', { name, exact: true }).first().waitFor();
    await screenshot(page, 'help-desktop-vi');

    await nav.getByRole('link', { name: 'Cách rút tiền' }).click();
    await page.getByRole('heading', { level: 2, name: 'Cách rút tiền' }).waitFor();
    expect(page.url()).toContain('article=withdraw');
    expect(await page.getByRole('article').getByText('mật khẩu thanh toán').first().isVisible()).toBe(true);
    await screenshot(page, 'help-article-desktop-vi');

    await page.getByRole('searchbox', { name: 'Tìm trong trợ giúp' }).fill('choi co trach nhiem');
    const results = page.getByRole('region', { name: /kết quả cho “choi co trach nhiem”/ });
    await results.getByRole('link', { name: /Chơi có trách nhiệm/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Chơi có trách nhiệm' }).waitFor();
  });

  it('shows the English articles on a phone', async () => {
    const page = await newPage({ viewport: 'mobile', language: 'en', locale: 'en-US' });
    await page.goto('/help');
    await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Getting started' }).waitFor();
    for (const title of [
      'How to register',
      'Install the app',
      'How to deposit',
      'How to withdraw',
      'Keep your account safe',
      'Play responsibly',
    ])
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .waitFor();
    await screenshot(page, 'help-mobile-en');
    await page.getByRole('link', { name: /How to deposit/ }).click();
    await page.getByRole('heading', { level: 2, name: 'How to deposit' }).waitFor();
    await screenshot(page, 'help-article-mobile-en');
  });

  it('/helpmc shows the same articles without the site header, in both languages', async () => {
    const page = await newPage({ viewport: 'mobile' });
    await page.goto('/helpmc');
    await page.getByTestId('help-app').waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await page
      .getByRole('link', { name: /Cách đăng ký tài khoản/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: 'Cách đăng ký tài khoản' }).waitFor();
    await screenshot(page, 'helpmc-mobile-vi');

    const en = await newPage({ viewport: 'desktop', language: 'en', locale: 'en-US' });
    await en.goto('/helpmc?category=account-security&article=account-security');
    await en.getByRole('heading', { level: 2, name: 'Keep your account safe' }).waitFor();
    expect(await en.getByRole('banner').count()).toBe(0);
    await screenshot(en, 'helpmc-desktop-en');
  });

  it('the footer’s help accordion lists the help centre’s categories and the feedback form', async () => {
    const page = await newPage({ viewport: 'mobile' });
    await page.goto('/index');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Trợ giúp' }).click();
    await footer.getByRole('link', { name: 'Chơi có trách nhiệm' }).click();
    await page.waitForURL('**/help?category=responsible-gaming');
    await page.getByRole('heading', { level: 2, name: 'Chơi có trách nhiệm' }).waitFor();
    await page.goto('/index');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Trợ giúp' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gửi góp ý' }).click();
    await page.getByRole('heading', { level: 2, name: 'Gửi góp ý cho chúng tôi' }).waitFor();
  });
});
