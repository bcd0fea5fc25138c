import type { Page } from 'playwright-core';
import { baseUrl } from './env';
import { opsApi } from './ops';

/** A call to the site API as the signed-in member of `page` (its session token). */
async function memberApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await fetch(new URL(path, baseUrl()), {
    method,
    headers: {
      Authorization: token ?? '',
      Merchant: 'LOTUS',
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; value: T; errorCode?: string };
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.errorCode}`);
  return json.value;
}

/** Funds the member of `page`: a bank-transfer deposit order of `amount` (major units), approved by the operator. */
export async function deposit(page: Page, amount: string) {
  const channels = await memberApi<{ id: number; type: string }[]>(page, 'GET', '/wps/deposit/channels');
  const bank = channels.find((c) => c.type === 'bank_transfer') ?? channels[0];
  if (!bank) throw new Error('no deposit channel');
  const order = await memberApi<{ orderNo: string }>(page, 'POST', '/wps/deposit/orders', {
    channelId: bank.id,
    amount,
    payerName: 'NGUYEN VAN A',
  });
  await opsApi('POST', `/ops/deposits/${order.orderNo}/approve`);
}
