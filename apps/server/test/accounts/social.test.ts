import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers';
import { MOD, P, authed, headers, nextIp, setSwitch } from './support';

const PROJECT = 'lotus-test';
let t: TestApp;
let key: CryptoKey;
let strangerKey: CryptoKey;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-jwks-'));

beforeAll(async () => {
  // A local key set: nothing is fetched from outside.
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-1', alg: 'RS256', use: 'sig' };
  const file = path.join(dir, 'jwks.json');
  fs.writeFileSync(file, JSON.stringify({ keys: [jwk] }));
  t = await createTestApp({
    config: { accounts: { ...loadConfig({}).accounts, firebaseProjectId: PROJECT, firebaseJwks: file } },
  });
  await setSwitch(t, MOD.FIREBASE_GOOGLE, true);
  await setSwitch(t, MOD.FIREBASE_FACEBOOK, true);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface TokenOptions {
  sub?: string;
  provider?: string;
  iss?: string;
  aud?: string;
  exp?: number;
  signWith?: CryptoKey;
  kid?: string;
}
function idToken(o: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    firebase: { sign_in_provider: o.provider ?? 'google.com' },
    email: 'Player@Gmail.com',
    email_verified: true,
    name: 'Social Player',
  })
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'test-1' })
    .setSubject(o.sub ?? 'google-uid-1')
    .setIssuer(o.iss ?? `https://securetoken.google.com/${PROJECT}`)
    .setAudience(o.aud ?? PROJECT)
    .setIssuedAt(now - 10)
    .setExpirationTime(o.exp ?? now + 3600)
    .sign(o.signWith ?? key);
}

const social = (ip: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: P.socialLogin, headers: headers(ip), payload: body });

describe('social sign-in (firebaseChannel google|facebook)', () => {
  it('registers on first sign-in and signs the same member in afterwards', async () => {
    const ip = nextIp();
    const first = await social(ip, { firebaseChannel: 'google', firebaseIdToken: await idToken() });
    expect(first.statusCode).toBe(200);
    const v = first.json().value;
    expect(v).toMatchObject({
      isAgent: 0,
      mustChangePassword: false,
      username: expect.stringMatching(/^gg[0-9a-f]{10}$/),
    });
    const second = await social(nextIp(), { firebaseChannel: 'google', firebaseIdToken: await idToken() });
    expect(second.json().value.customerId).toBe(v.customerId);
    const profile = (await t.app.inject({ url: P.profile, headers: authed(ip, v.token) })).json().value;
    expect(profile).toMatchObject({ nickname: 'Social Player', maskedEmail: 'pl***@gmail.com', emailVerified: true });
  });

  it('joins an agent downline with an affiliate code', async () => {
    const ip = nextIp();
    const res = await social(ip, {
      firebaseChannel: 'facebook',
      firebaseIdToken: await idToken({ sub: 'fb-uid-9', provider: 'facebook.com' }),
      affiliateCode: 'LOTUS01',
    });
    expect(res.json().value.username).toMatch(/^fb/);
    expect(
      (await t.app.inject({ url: P.memberInfo, headers: authed(ip, res.json().value.token) })).json().value.toUpline,
    ).toBe(true);
  });

  it.each([
    ['a token signed by another key', { signWith: undefined as unknown as CryptoKey, stranger: true }],
    ['another issuer', { iss: 'https://securetoken.google.com/other' }],
    ['another audience', { aud: 'other' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['an unknown key id', { kid: 'nope' }],
    ['a facebook token on the google channel', { provider: 'facebook.com' }],
  ])('refuses %s: social_token_invalid', async (_name, o) => {
    const opts: TokenOptions = { ...o };
    if ('stranger' in o) opts.signWith = strangerKey;
    const res = await social(nextIp(), { firebaseChannel: 'google', firebaseIdToken: await idToken(opts) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'social_token_invalid', field: 'firebaseIdToken' });
  });

  it('refuses garbage and a token with alg none', async () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x', aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}` })).toString('base64url')}.`;
    for (const token of ['garbage', none]) {
      expect((await social(nextIp(), { firebaseChannel: 'google', firebaseIdToken: token })).json()).toMatchObject({
        errorCode: 'social_token_invalid',
      });
    }
    expect((await social(nextIp(), { firebaseChannel: 'twitter', firebaseIdToken: 'x' })).json()).toMatchObject({
      errorCode: 'validation_failed',
      field: 'firebaseChannel',
    });
  });

  it('is refused when the channel switch is off', async () => {
    await setSwitch(t, MOD.FIREBASE_GOOGLE, false);
    try {
      expect(
        (await social(nextIp(), { firebaseChannel: 'google', firebaseIdToken: await idToken() })).json(),
      ).toMatchObject({ errorCode: 'feature_disabled' });
    } finally {
      await setSwitch(t, MOD.FIREBASE_GOOGLE, true);
    }
  });
});
