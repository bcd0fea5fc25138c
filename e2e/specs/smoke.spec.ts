import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../support';

describe('smoke', () => {
  it('serves the site: / redirects to /index and the document has the brand title', async () => {
    const page = await newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.waitForURL('**/index');
    await expect.poll(() => page.title()).toMatch(/Lotus/);
  });

  it('renders /index with header, main content and footer, without console errors', async () => {
    const page = await newPage({ viewport: 'desktop' });
    await page.goto('/index');
    await page.getByRole('banner').waitFor();
    await page.getByRole('main').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'smoke-index-desktop');
  });
});
