import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, setPasswordChangeRequiredHandler, setSessionInvalidHandler } from './api';
import { forgetPublicKey } from './jwe';
import { clearSession, getSession, writeSession } from './session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionInvalidHandler(undefined);
  setPasswordChangeRequiredHandler(undefined);
  sessionStorage.clear();
  clearSession();
});

describe('session store', () => {
  it('keeps the SPEC §3 keys; logged in once the account is stored; logout keeps merchant', () => {
    writeSession({ token: 'tok', customerId: 7, isAgent: 0 });
    expect(getSession()).toMatchObject({ token: 'tok', customerId: 7, isAgent: 0, loggedIn: false });
    writeSession({
      account: 'demo01',
      merchant: 'Lotus',
      merchantCode: 'LOTUS',
      memberLabel: [{ labelName: 'MEMBER' }],
      nickname: 'Demo',
      toUpline: true,
      platform: 'W',
    });
    expect(getSession()).toMatchObject({ account: 'demo01', toUpline: true, loggedIn: true });
    expect(sessionStorage.getItem('memberLabel')).toBe('[{"labelName":"MEMBER"}]');
    sessionStorage.setItem('validate', '{}');
    clearSession();
    expect(sessionStorage.getItem('merchant')).toBe('Lotus');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('validate')).toBeNull();
    expect(getSession().loggedIn).toBe(false);
  });

  it('calls the session-invalid handler on 401 user.or.token.invalid only when a token was sent', async () => {
    const handler = vi.fn();
    setSessionInvalidHandler(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, errorCode: 'user.or.token.invalid' }, 401)),
    );
    await expect(apiFetch('/wps/member/info')).rejects.toMatchObject({ errorCode: 'user.or.token.invalid' });
    expect(handler).not.toHaveBeenCalled();
    writeSession({ token: 'tok' });
    await expect(apiFetch('/wps/member/info')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    // A sign-in failure (another 401 code) is an answer, not an ended session.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, errorCode: 'account_or_password_wrong' }, 401)),
    );
    await expect(apiFetch('/wps/session/login')).rejects.toBeTruthy();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('encrypted payloads', () => {
  it('sends Encryption: JWE with { payload } that the site key decrypts (RSA-OAEP-256, A256GCM)', async () => {
    forgetPublicKey();
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const jwk = await exportJWK(publicKey);
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/wps/session/publicKey') {
          return json({ success: true, value: { ...jwk, kid: 'k1', alg: 'RSA-OAEP-256', use: 'enc' } });
        }
        sent.push(init);
        return json({ success: true, value: { ok: true } });
      }),
    );
    await apiFetch('/wps/session/login', {
      method: 'POST',
      body: { username: 'demo01', password: 'Demo1234' },
      encrypt: true,
    });
    const headers = sent[0]!.headers as Record<string, string>;
    expect(headers.Encryption).toBe('JWE');
    const body = JSON.parse(String(sent[0]!.body)) as { payload: string };
    expect(Object.keys(body)).toEqual(['payload']);
    expect(body.payload).not.toContain('Demo1234');
    const { plaintext, protectedHeader } = await compactDecrypt(body.payload, privateKey);
    expect(protectedHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1' });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ username: 'demo01', password: 'Demo1234' });
  });

  it('calls the password-change handler on 403 password_change_required with the session token', async () => {
    const handler = vi.fn();
    setPasswordChangeRequiredHandler(handler);
    const invalid = vi.fn();
    setSessionInvalidHandler(invalid);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ success: false, errorCode: 'password_change_required', message: 'Please change your password' }, 403),
      ),
    );
    writeSession({ token: 'tok' });
    await expect(apiFetch('/wps/member/transfer/upline', { method: 'POST', body: {} })).rejects.toMatchObject({
      errorCode: 'password_change_required',
      status: 403,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(invalid).not.toHaveBeenCalled();
    // Another token (the agent centre's own calls) handles its answers itself.
    await expect(
      apiFetch('/wps/member/transfer/upline', { method: 'POST', body: {}, token: 'other' }),
    ).rejects.toBeTruthy();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
