import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, ops, screenshot } from '../support';
import { signInConsole as signInAsOwner } from '../support/console';

/** What the site answers a visitor of the demo brand (the same API the web calls). */
const siteApi = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { merchant: 'LOTUS', language: 'en' } });
    return ((await res.json()) as { value: unknown }).value;
  }, path) as Promise<T>;

type Node = { modId: string; enabled: string; childrenNodes: Node[] };
const freePlay = async (page: Page) =>
  (await siteApi<Node[]>(page, '/wps/system/menu')).find((n) => n.modId === 'FREEPLAY3')!.enabled;
type VendorCategory = { vendors: Array<{ vassalage: string; maintenance: { active: boolean } | null }> };
// The connected vendor (the only one the demo brand offers, so the only one players see).
const houseMaintenance = async (page: Page) =>
  (await siteApi<VendorCategory[]>(page, '/wps/relay/GCSGAME_gameVendor?merchantCode=LOTUS'))
    .flatMap((c) => c.vendors)
    .find((v) => v.vassalage === 'LOTUS_HOUSE')!.maintenance;

afterAll(async () => {
  // Put back what a failed run may have left.
  await ops('settings', 'set', 'FREEPLAY3', 'on', '--brand', 'LOTUS');
  await ops('games', 'maintenance', 'LOTUS_HOUSE', 'off');
});

describe('the console’s configuration', () => {
  it('lets the owner switch free play off and back on, seen by the site at once', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsOwner(page, '/console/config/settings');
    await page.getByRole('heading', { name: 'Công tắc & cài đặt', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Switches & settings', level: 1 }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Free play' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.getByRole('switch', { name: 'Free play', checked: false }).waitFor();
    expect(await freePlay(page)).toBe('0');
    await screenshot(page, 'console-config-settings-1280');
    await toggle.click();
    await page.getByRole('switch', { name: 'Free play', checked: true }).waitFor();
    expect(await freePlay(page)).toBe('1');
  });

  it('schedules a vendor maintenance window that players see, and removes it', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsOwner(page, '/console/config/games');
    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Games & vendors', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Schedule maintenance of Lotus House' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maintenance of Lotus House' });
    // The form starts with now → two hours on: saving it starts the maintenance at once.
    expect(await dialog.getByLabel(/^From/).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Lotus House/ });
    await row.getByText('Now').waitFor();
    expect(await houseMaintenance(page)).toMatchObject({ active: true });
    await screenshot(page, 'console-config-games-1280');

    await page.getByRole('button', { name: 'Remove the maintenance of Lotus House' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await row.getByText('Now').waitFor({ state: 'detached' });
    expect(await houseMaintenance(page)).toBeNull();
  });

  it('opens every configuration page with its content', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsOwner(page, '/console/config/registration');
    await page.getByRole('radio', { name: 'English' }).click();
    const pages: Array<[string, string, (p: Page) => Promise<void>]> = [
      ['registration', 'Registration fields', (p) => p.getByRole('rowheader', { name: 'username' }).waitFor()],
      ['money', 'Money settings', (p) => p.getByRole('textbox', { name: 'Withdrawals a day' }).waitFor()],
      ['deposit-channels', 'Deposit channels', (p) => p.getByRole('table', { name: 'Deposit channels' }).waitFor()],
      ['site', 'Maintenance & region', (p) => p.getByRole('region', { name: 'Region restriction' }).waitFor()],
      ['promotions', 'Promotions', (p) => p.getByRole('table', { name: 'Promotions' }).waitFor()],
      [
        'announcements',
        'Announcements',
        (p) => p.getByRole('table', { name: 'Announcements' }).or(p.getByText('Nothing here yet.')).waitFor(),
      ],
      ['banners', 'Banners', (p) => p.getByRole('table', { name: 'Home carousel' }).waitFor()],
      ['help', 'Help articles', (p) => p.getByRole('table', { name: 'Help articles' }).waitFor()],
      ['broadcast', 'Inbox broadcast', (p) => p.getByRole('form', { name: 'New message' }).waitFor()],
    ];
    const nav = page.getByRole('navigation', { name: 'Console navigation' });
    for (const [path, title, ready] of pages) {
      await nav.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await ready(page);
      expect(page.url()).toContain(`/console/config/${path}`);
      await screenshot(page, `console-config-${path}-1280`);
    }
  });

  it('fits a phone', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await signInAsOwner(page, '/console/config/games');
    await page.getByRole('heading', { name: 'Trò chơi & nhà cung cấp', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Nhà cung cấp' }).waitFor();
    await screenshot(page, 'console-config-games-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/console/config/settings');
    await page.getByRole('switch', { name: 'Free play' }).waitFor();
    await screenshot(page, 'console-config-settings-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
