// Issue 32: the reference vendor (examples/vendor, a program of its own written from docs/API.md) registered as an
// operator would, with the CLI; its catalogue imported from its URL; offered; launched for a member in Chromium,
// played, and the member's balance reconciled with the ledger.
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the example is plain JavaScript, a package of its own with no types.
import { createVendor } from '../../../examples/vendor/vendor.mjs';
import { createTestApp, opsCli, type TestApp } from './helpers';
import { balanceOf, deposit, expectLedgerSound, gameIdOf, launch, newMember } from './gamesSupport';

interface VendorProgram {
  server: import('node:http').Server;
}

let t: TestApp;
let lotusUrl = '';
let vendorUrl = '';
let secret = '';
let vendor: VendorProgram;
let browser: Browser;
const coins = ['heads', 'tails'];
const cli = opsCli(() => lotusUrl);

beforeAll(async () => {
  t = await createTestApp();
  lotusUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  let flips = 0;
  vendor = createVendor({
    lotusUrl,
    code: 'COIN_FLIP',
    secret: () => secret,
    flip: () => coins[flips++ % coins.length],
  }) as VendorProgram;
  await new Promise<void>((resolve) => vendor.server.listen(0, '127.0.0.1', resolve));
  vendorUrl = `http://127.0.0.1:${(vendor.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => vendor?.server.close(resolve));
  await t.close();
});

describe('the reference vendor', () => {
  it('is registered, imported and offered with the CLI alone', async () => {
    const created = await cli(
      'vendor',
      'create',
      'COIN_FLIP',
      '--name',
      'Coin Flip',
      '--categories',
      'RNG',
      '--template',
      `${vendorUrl}/launch?token={token}&game={game}&lang={lang}&back={returnUrl}`,
      '--catalogue-url',
      `${vendorUrl}/catalogue.json`,
    );
    expect(created.code, created.text).toBe(0);
    secret = created.text.match(/^[0-9a-f]{64}$/m)![0];
    const imported = await cli('vendor', 'import', 'COIN_FLIP', '--published');
    expect(imported.text, imported.text).toMatch(/1 added, 0 updated, 0 retired/);
    expect((await cli('vendor', 'offer', 'COIN_FLIP', 'on', '--brand', 'LOTUS')).code).toBe(0);
  });

  it('is launched for a member in Chromium, played, and the balance reconciles', async () => {
    const member = await newMember(t);
    await deposit(t, member.id, 100_000n);
    const gameId = await gameIdOf(t, 'COIN_FLIP', 'coin-flip');
    const res = await launch(t, member.token, { gameId, language: 'en' });
    expect(res.json().success, res.body).toBe(true);
    const gameUrl = res.json().value.game_url as string;
    expect(gameUrl.startsWith(`${vendorUrl}/launch?token=`)).toBe(true);

    const page = await browser.newPage();
    try {
      await page.goto(gameUrl);
      await expect.poll(() => page.getByLabel('balance').textContent()).toBe('100000');
      await page.getByLabel('Stake').fill('5000');
      await page.getByRole('button', { name: 'Heads' }).click(); // the coin says heads: won 10,000
      await expect.poll(() => page.getByRole('status').textContent()).toBe('won 10000 (heads)');
      await expect.poll(() => page.getByLabel('balance').textContent()).toBe('105000');
      await page.getByRole('button', { name: 'Heads' }).click(); // tails: lost
      await expect.poll(() => page.getByRole('status').textContent()).toBe('lost (tails)');
      await expect.poll(() => page.getByLabel('balance').textContent()).toBe('100000');
      await page.getByLabel('Stake').fill('500'); // below the catalogue's minimum bet
      await page.getByRole('button', { name: 'Tails' }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe('error: provider_bet_out_of_range');
    } finally {
      await page.close();
    }
    expect(await balanceOf(t, member.id)).toBe(100_000n);
    await expectLedgerSound(t);
  }, 60_000);
});
