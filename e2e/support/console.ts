import type { Page } from 'playwright-core';
import { testIp } from './accounts';
import { baseUrl } from './env';

/** The seeded demo owner (apps/server/src/db/seed/demoOperators.ts): every permission, no two-factor. */
export const CONSOLE_OWNER = { username: 'owner', password: 'Owner12345' } as const;

/**
 * Fills the console's sign-in form (Vietnamese, the default) and submits it; the page must show it. The
 * page then comes from an address of its own: every browser of the run is 127.0.0.1, and the server allows
 * 10 sign-ins a minute per address and username, which back-to-back console specs would pass.
 */
export async function fillConsoleSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testIp() });
  await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Opens `path` (a console page) and signs in there (the demo owner unless told). */
export async function signInConsole(
  page: Page,
  path = '/console',
  who: { username: string; password: string } = CONSOLE_OWNER,
): Promise<void> {
  await page.goto(path);
  await fillConsoleSignIn(page, who.username, who.password);
}

/** A call of the operator API with the console session of `page` (as that operator, not the key). */
export async function consoleApi(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('consoleSession') ?? '{}') as { token?: string }).token ?? '',
  );
  const res = await fetch(new URL(path, baseUrl()), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; errorCode?: string; value?: unknown } };
}
