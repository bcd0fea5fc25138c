import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers';
import { P, encrypt, headers, lastCode, nextIp, sendEncrypted, sliderTicket } from './support';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

describe('accounts with several processes', () => {
  describe('on one database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('lets one of many parallel uses of an SMS code through', async () => {
      const ip = nextIp();
      await t.app.inject({
        method: 'POST',
        url: P.smsLoginCode,
        headers: headers(ip),
        payload: { countryDialingCode: '84', mobileNum: '912345678' },
      });
      const code = lastCode(t, 'sms', '84912345678')!;
      const tickets = await Promise.all(Array.from({ length: 5 }, () => sliderTicket(t, nextIp())));
      const answers = await Promise.all(
        tickets.map((sliderTicketValue) =>
          sendEncrypted(
            t,
            'POST',
            P.login,
            {
              type: 'sms',
              countryDialingCode: '84',
              mobileNum: '912345678',
              verificationCode: code,
              sliderTicket: sliderTicketValue,
            },
            headers(nextIp()),
          ),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.json().errorCode === 'sms_code_invalid')).toHaveLength(4);
    });

    it('counts parallel failures: six at once lock the account', async () => {
      const tickets = await Promise.all(Array.from({ length: 6 }, () => sliderTicket(t, nextIp())));
      await Promise.all(
        tickets.map((ticket) =>
          sendEncrypted(
            t,
            'POST',
            P.login,
            { username: 'newbie01', password: 'Wrong1234', sliderTicket: ticket },
            headers(nextIp()),
          ),
        ),
      );
      const right = await sendEncrypted(
        t,
        'POST',
        P.login,
        { username: 'newbie01', password: '{secret}', sliderTicket: await sliderTicket(t, nextIp()) },
        headers(nextIp()),
      );
      expect(right.json()).toMatchObject({ errorCode: 'account_locked' });
    });
  });

  describe.skipIf(!TEST_REDIS_URL)('sharing Redis (TEST_REDIS_URL)', () => {
    const apps: TestApp[] = [];
    const clients: Redis[] = [];
    beforeAll(async () => {
      const namespace = `acc-${process.pid}-${Date.now()}`;
      // Every process of a site has the same key pair and code secret.
      const pem = crypto
        .generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString();
      const accounts = {
        ...loadConfig({}).accounts,
        siteRsaPrivateKey: pem,
        codeHmacSecret: crypto.randomBytes(24).toString('hex'),
      };
      for (let i = 0; i < 2; i++) {
        const redis = new Redis(TEST_REDIS_URL!);
        clients.push(redis);
        apps.push(await createTestApp({ redis, redisNamespace: namespace, config: { accounts } }));
      }
    });
    afterAll(async () => {
      for (const a of apps) await a.close();
      for (const c of clients) c.disconnect();
    });

    it('accepts on one process the slider ticket and JWE made with the other', async () => {
      const [a, b] = apps as [TestApp, TestApp];
      const ip = nextIp();
      const ticket = await sliderTicket(a, ip);
      const res = await sendEncrypted(
        a,
        'POST',
        P.login,
        { username: 'demo01', password: 'Demo1234', sliderTicket: ticket },
        headers(ip),
      );
      expect(res.statusCode).toBe(200);
      const ticket2 = await sliderTicket(a, ip);
      // Encrypted with a's key, sent to b.
      const body = { payload: await encrypt(a, { username: 'demo01', password: 'Demo1234', sliderTicket: ticket2 }) };
      const onB = await b.app.inject({
        method: 'POST',
        url: P.login,
        headers: headers(ip, { encryption: 'JWE' }),
        payload: body,
      });
      expect(onB.statusCode).toBe(200);
      // The ticket was used up on b: a refuses it now.
      expect(
        (
          await sendEncrypted(
            a,
            'POST',
            P.login,
            { username: 'demo01', password: 'Demo1234', sliderTicket: ticket2 },
            headers(ip),
          )
        ).json(),
      ).toMatchObject({ errorCode: 'slider_ticket_invalid' });
    });

    it('shares the captcha refresh limit', async () => {
      const [a, b] = apps as [TestApp, TestApp];
      const ip = nextIp();
      expect((await a.app.inject({ url: P.captcha, headers: headers(ip) })).statusCode).toBe(200);
      expect((await b.app.inject({ url: P.captcha, headers: headers(ip) })).json()).toMatchObject({
        errorCode: 'captcha_too_frequent',
      });
    });
  });
});
