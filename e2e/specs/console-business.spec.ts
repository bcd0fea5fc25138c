import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPage, opsApi, screenshot } from '../support';
import { signInConsole as signInAsOwner } from '../support/console';
import { baseUrl, opsKey } from '../support/env';

/** The brand's significant-event thresholds (PUT, which opsApi does not send). */
async function putThresholds(body: Record<string, unknown>) {
  const res = await fetch(`${baseUrl()}/ops/significant-events/settings`, {
    method: 'PUT',
    headers: { 'x-ops-key': opsKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ brand: 'LOTUS', ...body }),
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}

/** Issue 34: each business report with its chart and its CSV file, and the significant events. */
describe('the console’s business reports and significant events', () => {
  it('opens each report with its chart and downloads its CSV', async () => {
    // The day tables as of now (the job runs every minute on a server; here at once).
    await opsApi('POST', '/ops/jobs/run', { job: 'reports.sumDays' });
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await signInAsOwner(page, '/console/reports/business');
    await page.getByRole('heading', { name: 'Báo cáo kinh doanh', level: 1 }).waitFor();
    await page
      .getByRole('img', { name: /^GGR theo ngày/ })
      .first()
      .waitFor();
    await screenshot(page, 'console-business-vi-1440');
    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Business reports', level: 1 }).waitFor();

    const reports = [
      { tab: 'GGR by day', chart: /^GGR per day/, file: /^ggr-day-all-/, header: 'brand,day,label,rounds,players' },
      { tab: 'GGR by vendor', chart: /^NGR per day/, file: /^ggr-vendor-all-/, header: 'brand,vendor,label,rounds' },
      { tab: 'GGR by category', chart: /^GGR per day/, file: /^ggr-category-all-/, header: 'brand,category,label' },
      { tab: 'GGR by game', chart: /^GGR per day/, file: /^ggr-game-all-/, header: 'brand,game,label,rounds' },
      {
        tab: 'Players',
        chart: /^Active players per day/,
        file: /^players-all-/,
        header: 'brand,day,registrations,first_deposits,active_players',
      },
    ];
    for (const r of reports) {
      await page.getByRole('tab', { name: r.tab }).click();
      const panel = page.getByRole('tabpanel', { name: r.tab });
      await panel.getByRole('img', { name: r.chart }).first().waitFor();
      await panel.getByRole('table', { name: r.tab }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(r.file);
      const file = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
      expect(file.split('\r\n')[0]!.startsWith(r.header), `${r.tab}: ${file.split('\r\n')[0]}`).toBe(true);
      if (r.tab !== 'Players') expect(file).toMatch(/\r\nLOTUS,TOTAL,VND,/);
    }
    await page.getByRole('table', { name: 'Retention by cohort week' }).waitFor();
    await screenshot(page, 'console-business-players-en-1440');
    await page.getByRole('tab', { name: 'GGR by day' }).click();
    await page
      .getByRole('table', { name: 'GGR by day' })
      .getByRole('rowheader', { name: /^Total/ })
      .first()
      .waitFor();
    await screenshot(page, 'console-business-en-1440');

    // The significant events: counts on the dashboard, the list with its filter. Setting a threshold is one
    // (a configuration change with before and after); put back at the end.
    await putThresholds({ largeWin: '1000000' });
    await page.goto('/console');
    const counts = page.getByRole('region', { name: 'Significant events, last 24 hours' });
    await counts.getByRole('link', { name: /Configuration change\s*[1-9]/ }).waitFor();
    await screenshot(page, 'console-home-events-en-1440');
    await counts.getByRole('link', { name: 'See all' }).click();
    await page.getByRole('heading', { name: 'Significant events', level: 1 }).waitFor();
    await page.getByLabel('Kind').selectOption('config_change');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/kind=config_change/);
    const table = page.getByRole('table', { name: 'Significant events' });
    await table.getByRole('rowheader', { name: 'Configuration change' }).first().waitFor();
    await table.getByText('brand:LOTUS').first().waitFor();
    await screenshot(page, 'console-significant-events-en-1440');
    await putThresholds({ largeWin: null });
  });

  it('fits a phone', async () => {
    const page = await newPage({ viewport: { width: 375, height: 812 } });
    await signInAsOwner(page, '/console/reports/business?tab=players');
    await page.getByRole('heading', { name: 'Báo cáo kinh doanh', level: 1 }).waitFor();
    await page
      .getByRole('img', { name: /^Người chơi hoạt động theo ngày/ })
      .first()
      .waitFor();
    await screenshot(page, 'console-business-vi-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto('/console/significant-events');
    await page.getByRole('heading', { name: 'Sự kiện quan trọng', level: 1 }).waitFor();
    await screenshot(page, 'console-significant-events-vi-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
