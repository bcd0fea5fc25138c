import { afterEach, describe, expect, it } from 'vitest';
import { accountButton, loginWithPassword, newPage, ops, opsApi, resetSiteModes, screenshot, testIp } from '../support';

interface OpsChat {
  id: string;
  customer: string;
  member: string | null;
  lastMessage: string;
}

afterEach(resetSiteModes);

/** Records window.open calls of the page (its arguments). */
async function recordPopups(page: import('playwright-core').Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __opened: unknown[][] }).__opened = calls;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      return open(...args);
    };
  });
}
const opened = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened);

/** The conversation whose last message is `text` (the operator's view). */
async function chatWith(text: string): Promise<OpsChat> {
  let found: OpsChat | undefined;
  await expect
    .poll(async () => {
      found = (await opsApi<OpsChat[]>('GET', '/ops/chat?status=waiting')).find((c) => c.lastMessage === text);
      return !!found;
    })
    .toBe(true);
  return found!;
}

describe('Contact Us', () => {
  it('opens customer service from the maintenance page: a 440 × 500 chat window an operator answers', async () => {
    await ops('maintenance', 'on', '--message', 'Đang nâng cấp hệ thống', '--message-en', 'Upgrading');
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await recordPopups(page);
    await page.goto('/index');
    await page.getByTestId('maintenance-page').waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Liên hệ chúng tôi' }).click(),
    ]);
    await popup.waitForURL('**/support/chat');
    await popup.getByTestId('support-chat').waitFor();
    // Playwright gives every page of a context its viewport, so the size is read from the call.
    expect(await opened(page)).toEqual([['', 'lotus-customer-service', expect.stringMatching(/width=440,height=500/)]]);
    // The chat works while the site is under maintenance.
    await popup.getByRole('heading', { level: 1, name: 'Chăm sóc khách hàng' }).waitFor();
    const question = `Khi nào hết bảo trì? ${Date.now()}`;
    await popup.getByLabel('Tin nhắn của bạn').fill(question);
    await popup.getByRole('button', { name: 'Gửi' }).click();
    await popup.getByRole('log', { name: 'Tin nhắn' }).getByText(question).waitFor();

    const chat = await chatWith(question);
    expect(chat.member).toBeNull();
    await ops('chat', 'reply', chat.id, '--message', 'Dự kiến 30 phút nữa ạ.');
    await popup.getByRole('log', { name: 'Tin nhắn' }).getByText('Dự kiến 30 phút nữa ạ.').waitFor();
    await screenshot(popup, 'contact-chat-maintenance-vi');
    await ops('chat', 'close', chat.id);
    await popup.getByText('Cuộc trò chuyện đã kết thúc').first().waitFor();
  });

  it('opens customer service from the right bar for a signed-in member, who is known by name', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/index');
    await loginWithPassword(page, 'demo01', 'Demo1234');
    await accountButton(page, 'demo01').waitFor();
    const bar = page.getByRole('complementary', { name: 'Liên hệ nhanh' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      bar.getByRole('button', { name: 'Chăm sóc khách hàng' }).click(),
    ]);
    await popup.waitForURL('**/support/chat');
    // The window shares the site's session: the greeting names the member (nickname Demo).
    await popup.getByText('Xin chào Demo!', { exact: false }).waitFor();
    // Switch the window to English with its own selector.
    await popup.getByRole('button', { name: 'Ngôn ngữ' }).click();
    await popup.getByRole('menuitemradio', { name: 'English' }).click();
    const question = `Where is my bonus? ${Date.now()}`;
    await popup.getByLabel('Your message').fill(question);
    await popup.keyboard.press('Enter');
    await popup.getByRole('log', { name: 'Messages' }).getByText(question).waitFor();
    const chat = await chatWith(question);
    expect(chat.member).toBe('demo01');
    await ops('chat', 'reply', chat.id, '--message', 'Checking your account now.');
    await popup.getByText('Checking your account now.').waitFor();
    await screenshot(popup, 'contact-chat-member-en');
    await ops('chat', 'close', chat.id);
  });

  it('says "popup blocked" when the browser blocks the window', async () => {
    const page = await newPage({ viewport: 'desktop' });
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/index');
    await page
      .getByRole('complementary', { name: 'Liên hệ nhanh' })
      .getByRole('button', { name: 'Chăm sóc khách hàng' })
      .click();
    await page.getByRole('alertdialog', { name: 'Cửa sổ bật lên bị chặn' }).waitFor();
  });
});
