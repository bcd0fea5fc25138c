import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totpCode } from '../src/lib/totp';
import { DEMO_OWNER, demoOwnerNotice } from '../src/db/seed/demoOperators';
import { createTestApp, ops, type TestApp } from './helpers';
import { merchants } from '../src/db/schema';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { bearer, operatorToken, operatorWithRole } from './operatorsSupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/ops/auth/login', payload, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890", 8-digit codes.
  const secret = Buffer.from('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(hotp(secret, Math.floor(seconds / 30), 8)).toBe(code);
  });
  it('round-trips base32', () => {
    expect(base32Encode(secret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').equals(secret)).toBe(true);
  });
});

describe('operator sign-in', () => {
  it('signs the demo owner in and answers who it is', async () => {
    const res = await login({ username: DEMO_OWNER.username, password: DEMO_OWNER.password });
    expect(res.statusCode).toBe(200);
    const { token, operator } = res.json().value;
    // The console shows every time in one zone, the brand's (issue 33, item 18).
    expect(operator).toMatchObject({
      username: 'owner',
      role: 'owner',
      brands: null,
      kind: 'operator',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    const me = await get('/ops/auth/me', bearer(token));
    expect(me.json().value.permissions).toContain('operators.manage');
    expect(me.json().value.timeZone).toBe('Asia/Ho_Chi_Minh');
  });

  it('makes the demo owner of a fresh install choose its own password before anything else', async () => {
    // The README prints owner / Owner12345: whoever signs in with it first must replace it (issue 33),
    // and the start says so.
    expect(await demoOwnerNotice(t.ctx.db, 'http://127.0.0.1:8080')).toMatch(
      /http:\/\/127\.0\.0\.1:8080\/console.*owner \/ Owner12345.*new password/,
    );
    const first = await login({ username: DEMO_OWNER.username, password: DEMO_OWNER.password });
    const token = first.json().value.token;
    // Two-factor is offered (optional for the demo owner), the password change is not.
    expect(first.json().value.operator).toMatchObject({
      mustChangePassword: true,
      mustSetupTotp: false,
      totpEnabled: false,
    });
    const blocked = await get('/ops/operators', bearer(token));
    expect(blocked.json()).toMatchObject({ success: false, errorCode: 'operator_setup_required' });
    const english = await get('/ops/operators', { ...bearer(token), language: 'en' });
    expect(english.json().message).toMatch(/password/i);
    // The same password again is refused; another one opens the console.
    const same = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/password',
      headers: bearer(token),
      payload: { current: DEMO_OWNER.password, password: DEMO_OWNER.password },
    });
    expect(same.json()).toMatchObject({ success: false, field: 'password' });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/password',
      headers: bearer(token),
      payload: { current: DEMO_OWNER.password, password: 'Owner-own-pass-1' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    const me = await get('/ops/auth/me', bearer(token));
    expect(me.json().value).toMatchObject({ mustChangePassword: false, mustSetupTotp: false });
    expect((await get('/ops/operators', bearer(token))).statusCode).toBe(200);
    // The printed password no longer signs in.
    const old = await login({ username: DEMO_OWNER.username, password: DEMO_OWNER.password });
    expect(old.json().errorCode).toBe('operator_login_failed');
    expect(await demoOwnerNotice(t.ctx.db, 'http://127.0.0.1:8080')).toBeNull();
  });

  it('refuses a wrong password and an unknown name alike, and locks after five failures', async () => {
    const op = await operatorWithRole(t, 'support');
    const unknown = await login({ username: 'nobody-here', password: 'whatever-123' });
    const wrong = await login({ username: op.username, password: 'wrong-password' });
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'operator_login_failed' });
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'operator_login_failed' });
    // Raced attempts: every failure is counted under the row lock.
    const attempts = await Promise.all(
      Array.from({ length: 4 }, () => login({ username: op.username, password: 'wrong-password' })),
    );
    expect(attempts.map((r) => r.json().errorCode)).toContain('operator_locked');
    const right = await login({ username: op.username, password: op.password });
    expect(right.json().errorCode).toBe('operator_locked');
    // The owner unlocks it.
    await t.app.inject({ method: 'PATCH', url: `/ops/operators/${op.id}`, headers: ops(), payload: { unlock: true } });
    expect((await login({ username: op.username, password: op.password })).statusCode).toBe(200);
  });

  it('requires two-factor set-up, then a code that works once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: ops(),
      payload: { username: 'fin2fa', displayName: 'Finance', password: 'First-pass-123', role: 'finance' },
    });
    expect(created.json().value).toMatchObject({ totpRequired: true, totpEnabled: false });
    const first = await login({ username: 'fin2fa', password: 'First-pass-123' });
    const token = first.json().value.token;
    expect(first.json().value.operator).toMatchObject({ mustChangePassword: true, mustSetupTotp: true });
    // Until set up, only the sign-in calls answer.
    const blocked = await get('/ops/withdrawals', bearer(token));
    expect(blocked.json()).toMatchObject({ success: false, errorCode: 'operator_setup_required' });
    await t.app.inject({
      method: 'POST',
      url: '/ops/auth/password',
      headers: bearer(token),
      payload: { current: 'First-pass-123', password: 'Finance-pass-456' },
    });
    const setup = await t.app.inject({ method: 'POST', url: '/ops/auth/totp/setup', headers: bearer(token) });
    const { secret, uri, qrCode } = setup.json().value;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Lotus%3Afin2fa\?secret=/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/totp/enable',
      headers: bearer(token),
      payload: { code: '000000' === totpCode(secret, t.ctx.now()) ? '111111' : '000000' },
    });
    expect(bad.json().errorCode).toBe('totp_code_wrong');
    t.setNow(new Date(Date.now() - 90_000));
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/totp/enable',
      headers: bearer(token),
      payload: { code: totpCode(secret, t.ctx.now()) },
    });
    expect(enabled.statusCode).toBe(200);
    t.setNow(new Date());
    expect((await get('/ops/withdrawals', bearer(token))).statusCode).toBe(200);

    const noCode = await login({ username: 'fin2fa', password: 'Finance-pass-456' });
    expect(noCode.json().errorCode).toBe('operator_totp_required');
    const code = totpCode(secret, t.ctx.now());
    expect((await login({ username: 'fin2fa', password: 'Finance-pass-456', code })).statusCode).toBe(200);
    // The same code again is refused (replay).
    expect((await login({ username: 'fin2fa', password: 'Finance-pass-456', code })).json().errorCode).toBe(
      'totp_code_wrong',
    );
  });

  it('ends an idle session and a logged-out one', async () => {
    const op = await operatorWithRole(t, 'readonly');
    const later = new Date(Date.now() + 16 * 60_000);
    t.setNow(later);
    const idle = await get('/ops/auth/me', op.headers);
    expect(idle.json().errorCode).toBe('operator_session_invalid');
    t.setNow(new Date());
    const token = await operatorToken(t, op.username, op.password);
    await t.app.inject({ method: 'POST', url: '/ops/auth/logout', headers: bearer(token) });
    expect((await get('/ops/auth/me', bearer(token))).json().errorCode).toBe('operator_session_invalid');
  });

  it('keeps an operator to its IP allow-list', async () => {
    const op = await operatorWithRole(t, 'readonly');
    await t.app.inject({
      method: 'PATCH',
      url: `/ops/operators/${op.id}`,
      headers: ops(),
      payload: { ipAllowList: ['10.1.2.0/24'] },
    });
    // The change applies to the live session at once, and to new sign-ins.
    expect((await get('/ops/auth/me', op.headers)).json().errorCode).toBe('operator_ip_not_allowed');
    expect((await login({ username: op.username, password: op.password })).json().errorCode).toBe(
      'operator_ip_not_allowed',
    );
  });
});

describe('permissions, checked on the server', () => {
  it('a support operator cannot pay a withdrawal, change a switch or create operators', async () => {
    const support = await operatorWithRole(t, 'support');
    const pay = await t.app.inject({ method: 'POST', url: '/ops/withdrawals/W1/pay', headers: support.headers });
    expect(pay.statusCode).toBe(403);
    expect(pay.json().errorCode).toBe('permission_denied');
    const before = await get('/ops/brands', ops());
    const sw = await t.app.inject({
      method: 'POST',
      url: '/ops/switch',
      headers: support.headers,
      payload: { modId: 'FREEPLAY3', enabled: false },
    });
    expect(sw.json().errorCode).toBe('permission_denied');
    expect((await get('/ops/brands', ops())).body).toBe(before.body);
    const create = await t.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: support.headers,
      payload: { username: 'sneaky', displayName: 'x', password: 'Sneaky-pass-1', role: 'owner' },
    });
    expect(create.json().errorCode).toBe('permission_denied');
    // A forged or missing token is not an operator.
    expect((await get('/ops/withdrawals', bearer('x'.repeat(43)))).json().errorCode).toBe('operator_session_invalid');
    expect((await get('/ops/withdrawals', {})).json().errorCode).toBe('ops_key_invalid');
  });

  it('an operator scoped to one brand cannot reach or grant another', async () => {
    const owner = await operatorWithRole(t, 'owner', { brands: ['LOTUS'] });
    // It does not even learn of the other brands.
    await t.ctx.db.insert(merchants).values({
      code: 'SECOND',
      name: 'Second',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      profile: DEMO_PROFILE,
    });
    const brands = (await get('/ops/brands', owner.headers)).json().value.map((b: { code: string }) => b.code);
    expect(brands).toEqual(['LOTUS']);
    expect((await get('/ops/brands', ops())).json().value.length).toBeGreaterThan(1);
    const other = await get('/ops/withdrawals?brand=OTHER', owner.headers);
    expect(other.json().success).toBe(false);
    const wide = await t.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: owner.headers,
      payload: { username: 'widescope', displayName: 'x', password: 'Wide-scope-123', role: 'readonly' },
    });
    expect(wide.json().errorCode).toBe('permission_denied');
    // It cannot lift its own rights either.
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/ops/operators/${owner.id}`,
      headers: owner.headers,
      payload: { brands: null },
    });
    expect(self.json().errorCode).toBe('permission_denied');
  });
});

describe('the audit log', () => {
  it('records who did what, and its chain verifies', async () => {
    const support = await operatorWithRole(t, 'support');
    await t.app.inject({ method: 'POST', url: '/ops/withdrawals/W1/pay', headers: support.headers });
    await t.app.inject({
      method: 'POST',
      url: '/ops/switch',
      headers: ops(),
      payload: { modId: 'FREEPLAY3', enabled: true },
    });
    const page = await get('/ops/audit?pageSize=200', ops());
    const actions = page
      .json()
      .value.list.map((e: { actorName: string; action: string }) => `${e.actorName} ${e.action}`);
    expect(actions).toContain(`${support.username} ops.denied`);
    expect(actions).toContain(`${support.username} operator.login`);
    expect(actions).toContain('automation POST /ops/switch');
    expect(actions).toContain(`${support.username} operator.password_change`);
    const verify = await get('/ops/audit/verify', ops());
    expect(verify.json().value).toMatchObject({ ok: true, brokenAt: null });
    expect(verify.json().value.checked).toBe(page.json().value.total);
  });

  it('refuses updates and deletes, and detects a changed or removed row', async () => {
    const db = t.ctx.db;
    await expect(db.execute(sql`update audit_log set actor_name = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = (await db.execute(sql`select id from audit_log order by id`)) as unknown as
      { rows: Array<{ id: number }> } | Array<{ id: number }>;
    const ids = (Array.isArray(rows) ? rows : rows.rows).map((r) => Number(r.id));
    const target = ids[2]!;
    // Someone with the rights to drop the trigger changes a row: the chain shows it.
    await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await db.execute(sql`update audit_log set after = '{"reason":"edited"}'::jsonb where id = ${target}`);
    let verify = (await get('/ops/audit/verify', ops())).json().value;
    expect(verify).toMatchObject({ ok: false, brokenAt: target, reason: 'hash_mismatch' });
    // A row removed: the next row's link breaks.
    const removed = ids[4]!;
    await db.execute(sql`delete from audit_log where id <= ${target}`);
    await db.execute(sql`delete from audit_log where id = ${removed}`);
    verify = (await get('/ops/audit/verify', ops())).json().value;
    expect(verify).toMatchObject({ ok: false, reason: 'chain_broken' });
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  });
});
