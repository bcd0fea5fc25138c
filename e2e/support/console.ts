import type { Page } from 'playwright-core';
import { testIp } from './accounts';
import { baseUrl } from './env';

/** The demo owner's seeded password (apps/server/src/db/seed/demoOperators.ts), printed in the README. */
export const DEMO_OWNER_PASSWORD = 'Owner12345';

/**
 * The seeded demo owner (every permission, no two-factor) after its first sign-in, which must replace
 * the README's password: every test server does that once it is up (support/server.ts).
 */
export const CONSOLE_OWNER = { username: 'owner', password: 'Owner-e2e-12345' } as const;

/** The demo owner's forced first step, done through the operator API as the console's Account page does. */
export async function replaceDemoOwnerPassword(baseUrl: string): Promise<void> {
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-forwarded-for': testIp(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { success: boolean; errorCode?: string; value?: { token: string } };
    if (!answer.success) throw new Error(`${path}: ${answer.errorCode ?? res.status}`);
    return answer.value;
  };
  const { username } = CONSOLE_OWNER;
  const session = await call('/ops/auth/login', { username, password: DEMO_OWNER_PASSWORD });
  await call('/ops/auth/password', { current: DEMO_OWNER_PASSWORD, password: CONSOLE_OWNER.password }, session!.token);
}

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
