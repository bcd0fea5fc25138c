import { describe, expect, it } from 'vitest';
import { JPEG_BYTES, pngBytes } from '../../apps/server/test/serviceFixtures';
import { accountButton, loginWithPassword, newPage, opsApi, ops, screenshot, testIp } from '../support';

interface OpsFeedback {
  id: string;
  member: string | null;
  images: number;
  excerpt: string;
}

describe('feedback', () => {
  it('a member sends feedback with two pictures and reads the operator’s reply', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/index');
    await loginWithPassword(page, 'demo01', 'Demo1234');
    await accountButton(page, 'demo01').waitFor();

    await page.goto('/help?tab=feedback');
    const form = page.getByRole('form', { name: 'Gửi góp ý cho chúng tôi' });
    await form.getByLabel('Loại góp ý').selectOption('payment');
    const text = `Nạp tiền lúc 14 giờ nhưng chưa thấy cộng vào số dư ${Date.now()}`;
    await form.getByLabel('Nội dung góp ý').fill(text);
    await form.getByLabel('Thêm ảnh').setInputFiles([
      { name: 'bien-lai.png', mimeType: 'image/png', buffer: pngBytes(40, 30) },
      { name: 'man-hinh.jpg', mimeType: 'image/jpeg', buffer: JPEG_BYTES },
    ]);
    await form.getByRole('img', { name: 'Ảnh đính kèm 2' }).waitFor();
    await screenshot(page, 'feedback-form-desktop-vi');
    await form.getByRole('button', { name: 'Gửi góp ý' }).click();

    // Members land on "My feedback" with the new item, its two pictures and no reply yet.
    await page.getByRole('heading', { level: 2, name: 'Góp ý của tôi' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: text });
    await item.getByText('Đang xử lý').waitFor();
    await expect.poll(() => item.getByRole('img').count()).toBe(2);

    const list = await opsApi<OpsFeedback[]>('GET', '/ops/feedback?status=open');
    const sent = list.find((f) => f.excerpt.startsWith(text.slice(0, 40)));
    expect(sent).toMatchObject({ member: 'demo01', images: 2 });
    await ops('feedback', 'reply', sent!.id, '--message', 'Khoản nạp đã được cộng lúc 14:05. Cảm ơn bạn!');

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Góp ý của tôi' }).waitFor();
    const replied = page.getByRole('listitem').filter({ hasText: text });
    await replied.getByText('Khoản nạp đã được cộng lúc 14:05. Cảm ơn bạn!').waitFor();
    await replied.getByText('Đã phản hồi').waitFor();
    await expect
      .poll(() =>
        replied
          .locator('img')
          .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(2);
    await screenshot(page, 'feedback-mine-desktop-vi');
  });

  it('a visitor must leave a contact; wrong pictures and too few words are refused with clear messages (en, phone)', async () => {
    const page = await newPage({
      viewport: 'mobile',
      language: 'en',
      locale: 'en-US',
      headers: { 'x-forwarded-for': testIp() },
    });
    await page.goto('/help?tab=feedback');
    const form = page.getByRole('form', { name: 'Send us your feedback' });
    await form.getByLabel('Your feedback').fill('Too short');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText('Feedback content must be between 5 and 500 words').waitFor();
    await form.getByText('Please leave a contact (phone, e-mail…) so that we can answer you').waitFor();

    // A script named .png and a GIF are refused by their content before sending.
    await form
      .getByLabel('Add picture')
      .setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('#!/bin/sh\necho hi\n') }]);
    await form.getByText('Only png or jpg images are accepted').waitFor();
    expect(await form.getByRole('img').count()).toBe(0);

    await form.getByLabel('Your feedback').fill('<b>The lobby</b> is slow on my phone today');
    await form.getByLabel('Contact').fill('visitor@example.com');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText('Feedback content may not contain HTML; please write plain text').waitFor();

    await form.getByLabel('Your feedback').fill('The lobby is slow on my phone today');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you! Your feedback was sent; we will answer you at the contact you left.').waitFor();
    await screenshot(page, 'feedback-visitor-mobile-en');
    // Visitors have no "My feedback".
    expect(await page.getByRole('tab', { name: 'My feedback' }).count()).toBe(0);
  });
});
