import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { MOD, P, encrypt, headers, setSwitch, tokenFor } from './support';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t, 'demo01', 'Demo1234');
  // Plain JSON reaches the deeper checks of the encrypted endpoints too.
  await setSwitch(t, MOD.PLAIN_JSON_LOGIN, true);
});
afterAll(() => t.close());

/** Every endpoint of issue 3, with its method. */
const ENDPOINTS: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
  ['GET', P.publicKey],
  ['GET', P.captcha],
  ['GET', P.slider],
  ['POST', P.sliderVerify],
  ['POST', P.smsLoginCode],
  ['POST', P.smsRegisterCode],
  ['POST', P.smsResetCode],
  ['POST', P.unlockCode],
  ['POST', P.twoFactorCode],
  ['POST', P.bindCode],
  ['POST', P.login],
  ['POST', P.agentLogin],
  ['POST', P.socialLogin],
  ['POST', P.twoFactorLogin],
  ['POST', P.rememberLogin],
  ['POST', P.freePlay],
  ['DELETE', P.logout],
  ['GET', P.loginInfo],
  ['GET', P.sessions],
  ['DELETE', `${P.sessions}/00000000-0000-0000-0000-000000000000`],
  ['DELETE', P.otherSessions],
  ['PUT', P.register],
  ['PUT', P.registerMobile],
  ['GET', P.affiliate],
  ['GET', P.memberInfo],
  ['POST', P.firstLogin],
  ['GET', P.profile],
  ['PUT', P.profile],
  ['PUT', P.bindContact],
  ['GET', P.avatar],
  ['PUT', P.avatarSet],
  ['GET', '/wps/member/avatar/not-a-uuid'],
  ['GET', P.loginHistory],
  ['POST', P.unlock],
  ['POST', P.changePassword],
  ['POST', P.paymentPassword],
  ['POST', P.forgotByEmail],
  ['POST', P.resetByLink],
  ['POST', P.forgotByPhone],
];

const FIELDS = [
  'type',
  'username',
  'password',
  'confirmPassword',
  'captcha',
  'captchaKey',
  'sliderTicket',
  'sliderId',
  'offset',
  'trace',
  'mobileNum',
  'mobileNo',
  'countryDialingCode',
  'verificationCode',
  'remember',
  'rememberToken',
  'challengeId',
  'method',
  'channel',
  'email',
  'firebaseChannel',
  'firebaseIdToken',
  'affiliateCode',
  'agreeTerms',
  'payeeName',
  'paymentPassword',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'newPaymentPassword',
  'confirmPaymentPassword',
  'loginPassword',
  'resetToken',
  'avatarType',
  'avatar',
  'image',
  'birthday',
  'confirmAdultAge',
  'fullName',
  'nickname',
  'payload',
  'code',
];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    'demo01',
    'Demo1234',
    '912345678',
    '84',
    'username',
    'sms',
    'google',
    'email',
    'STATIC',
    'CUSTOM',
    '1990-01-01',
    '',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.record({ x: fc.double(), y: fc.double(), t: fc.double() }), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
);

const toParams = (o: object): Array<[string, string]> =>
  Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]);

describe('random payloads at every accounts endpoint', () => {
  it('never answer 500 and always answer an envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        body,
        fc.ipV4(),
        fc.constantFrom('none', 'token', 'junk'),
        fc.constantFrom('plain', 'jwe', 'jwe-garbage', 'form'),
        async ([method, url], payload, ip, auth, encoding) => {
          const h: Record<string, string> = headers(ip);
          if (auth === 'token') h.authorization = token;
          if (auth === 'junk') h.authorization = 'Bearer %%%';
          let sent: unknown = payload;
          if (encoding === 'jwe' && method !== 'GET' && payload !== undefined) {
            h.encryption = 'JWE';
            sent = { payload: await encrypt(t, payload) };
          } else if (encoding === 'jwe-garbage') {
            h.encryption = 'JWE';
          } else if (encoding === 'form' && payload && typeof payload === 'object' && !Array.isArray(payload)) {
            h['content-type'] = 'application/x-www-form-urlencoded';
            sent = new URLSearchParams(toParams(payload)).toString();
          }
          const res = await t.app.inject({
            method,
            url:
              method === 'GET' && payload && typeof payload === 'object' && !Array.isArray(payload)
                ? `${url}?${new URLSearchParams(toParams(payload))}`
                : url,
            headers: h,
            ...(method === 'GET' || sent === undefined ? {} : { payload: sent as string }),
          });
          expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
          if (!url.startsWith('/wps/member/avatar/') || res.statusCode !== 200) {
            const json = res.json();
            expect(typeof json.success).toBe('boolean');
            if (!json.success) expect(typeof json.errorCode).toBe('string');
          }
        },
      ),
      { numRuns: 600 },
    );
  }, 240_000);
});
