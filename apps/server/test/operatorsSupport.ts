import type { OperatorRole } from '@lotus/contracts';
import { totpCode } from '../src/lib/totp';
import { ops, type TestApp } from './helpers';

/** A signed-in operator of a test app: its bearer headers and its name. */
export interface TestOperator {
  id: number;
  username: string;
  password: string;
  headers: Record<string, string>;
}

let serial = 0;

/**
 * Creates an operator of `role` through the API (with the operator key), changes its first
 * password as the operator must, and signs it in: ready for permission tests. `brands` scopes it.
 */
export async function operatorWithRole(
  t: TestApp,
  role: OperatorRole,
  options: { brands?: string[] | null; username?: string } = {},
): Promise<TestOperator> {
  serial += 1;
  const username = options.username ?? `${role}${serial}${Math.random().toString(36).slice(2, 6)}`;
  const first = 'First-pass-123';
  const password = 'Second-pass-456';
  const created = await t.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: ops(),
    payload: {
      username,
      displayName: `${role} ${serial}`,
      password: first,
      role,
      totpRequired: false,
      brands: options.brands ?? null,
    },
  });
  if (created.statusCode !== 200) throw new Error(`operator create failed: ${created.body}`);
  const id = created.json().value.id as number;
  const firstToken = await operatorToken(t, username, first);
  const changed = await t.app.inject({
    method: 'POST',
    url: '/ops/auth/password',
    headers: bearer(firstToken),
    payload: { current: first, password },
  });
  if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
  return { id, username, password, headers: bearer(firstToken) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs an operator in (with the TOTP code of `totpSecret` when given) and answers its token. */
export async function operatorToken(
  t: TestApp,
  username: string,
  password: string,
  totpSecret?: string,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/auth/login',
    payload: { username, password, ...(totpSecret ? { code: totpCode(totpSecret, t.ctx.now()) } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return res.json().value.token as string;
}
