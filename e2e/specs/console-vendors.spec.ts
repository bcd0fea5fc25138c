import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../support';
import { signInConsole } from '../support/console';

/**
 * Issue 32: the console's Game vendors page registers a seamless vendor and shows its signing secret once, then
 * edits it (name, rate, addresses), in Vietnamese and English, on a phone and a desktop.
 */
describe('the console’s game vendors', () => {
  for (const [lang, viewport] of [
    ['vi', 'mobile'],
    ['en', 'desktop'],
  ] as const) {
    it(`registers a vendor, shows its secret once and edits it (${lang}, ${viewport})`, async () => {
      const page = await newPage({ viewport });
      await signInConsole(page, '/console/config/vendors');
      const en = lang === 'en';
      await page.getByRole('heading', { name: 'Nhà cung cấp game', level: 1 }).waitFor();
      if (en) {
        await page.evaluate(() => localStorage.setItem('consoleLang', 'en'));
        await page.reload();
      }
      await page.getByRole('heading', { name: en ? 'Game vendors' : 'Nhà cung cấp game', level: 1 }).waitFor();
      const form = page.getByRole('form', { name: en ? 'Register a vendor' : 'Đăng ký nhà cung cấp' });
      const code = `E2E_${lang.toUpperCase()}_${Date.now().toString(36).toUpperCase()}`.slice(0, 32);
      await form.getByLabel(en ? 'Vendor code' : 'Mã nhà cung cấp').fill(code);
      await form.getByLabel(en ? 'Display name' : 'Tên hiển thị').fill('Jade Slots');
      await form.getByLabel(en ? 'Launch URL template' : 'Mẫu URL mở game').fill('https://jade.example/play?g={game}');
      await form.getByRole('button', { name: en ? 'Register vendor' : 'Đăng ký' }).click();
      // A template without {token} is refused before it is sent.
      await form.getByText(en ? 'An http(s) URL with {token}' : 'URL http(s) có {token}', { exact: false }).waitFor();
      await form
        .getByLabel(en ? 'Launch URL template' : 'Mẫu URL mở game')
        .fill('https://jade.example/play?t={token}&g={game}&l={lang}');
      await form.getByRole('button', { name: en ? 'Register vendor' : 'Đăng ký' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const secret = await dialog.getByLabel(en ? 'Signing secret' : 'Khoá ký').inputValue();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      await screenshot(page, `console-vendors-secret-${viewport}-${lang}`, { fullPage: false });
      await dialog.getByRole('button', { name: en ? 'I have copied it' : 'Tôi đã sao chép' }).click();
      await page.getByRole('table').getByText(code).waitFor();
      expect(await page.locator('body').innerText()).not.toContain(secret);
      await screenshot(page, `console-vendors-${viewport}-${lang}`);

      // Edit: the form holds the vendor as it stands; a bad rate is refused before it is sent, a good change saved.
      const row = page.getByRole('row').filter({ hasText: code });
      await row.getByRole('button', { name: en ? 'Edit Jade Slots' : 'Sửa Jade Slots' }).click();
      const edit = page.getByRole('form', { name: en ? 'Edit Jade Slots' : 'Sửa Jade Slots' });
      await edit.waitFor();
      const rate = edit.getByLabel(en ? 'Calls a second' : 'Số lần gọi mỗi giây');
      expect(await rate.inputValue()).toBe('2000');
      expect(await edit.getByLabel(en ? 'Launch URL template' : 'Mẫu URL mở game').inputValue()).toBe(
        'https://jade.example/play?t={token}&g={game}&l={lang}',
      );
      await rate.fill('0');
      await edit.getByRole('button', { name: en ? 'Save changes' : 'Lưu thay đổi' }).click();
      await edit.getByText(en ? 'A whole number from 1 to 1,000,000' : 'Số nguyên từ 1 đến 1.000.000').waitFor();
      await rate.fill('1500');
      await edit.getByLabel(en ? 'Display name' : 'Tên hiển thị').fill(`Jade ${lang}`);
      await edit.getByLabel(en ? 'Allowed source addresses' : 'Địa chỉ nguồn được phép').fill('203.0.113.0/24');
      await screenshot(page, `console-vendors-edit-${viewport}-${lang}`, { fullPage: false });
      await edit.getByRole('button', { name: en ? 'Save changes' : 'Lưu thay đổi' }).click();
      await edit.waitFor({ state: 'detached' });
      await row.getByText(`Jade ${lang}`).waitFor();
      await row.getByText('203.0.113.0/24').waitFor();
      await row.getByText(en ? 'at most 1500 calls a second' : 'tối đa 1500 lệnh mỗi giây').waitFor();
    });
  }
});
