import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { httpSms } from '../../src/modules/messaging/providers';
import { createTestApp, type TestApp } from '../helpers';
import { P, headers, nextIp } from './support';

/** A stand-in SMS gateway on the loopback: answers the status it is told to, records what it got. */
let status = 200;
const received: Array<{ auth: string | undefined; body: unknown }> = [];
const gateway = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(data || 'null') });
    res.statusCode = status;
    res.end('{}');
  });
});
let url: string;
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  t = await createTestApp({
    config: { accounts: { ...loadConfig({}).accounts, smsHttpUrl: url, smsHttpToken: 'tok', smsSender: 'LOTUS' } },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => gateway.close(r));
});

describe('HTTP SMS provider', () => {
  it('posts {to, text, sender} with the bearer token', async () => {
    status = 200;
    await httpSms(url, 'tok', 'LOTUS')({ to: '84912345678', text: 'hello', brand: 'LOTUS' });
    expect(received.pop()).toEqual({
      auth: 'Bearer tok',
      body: { to: '+84912345678', text: 'hello', sender: 'LOTUS' },
    });
  });

  it.each([
    [402, 'sms_quota_insufficient', 503],
    [500, 'sms_send_failed', 502],
  ])('maps gateway status %i to %s (SPEC §8 phone-auth errors)', async (gatewayStatus, errorCode, httpStatus) => {
    status = gatewayStatus;
    const res = await t.app.inject({
      method: 'POST',
      url: P.smsLoginCode,
      headers: headers(nextIp()),
      payload: { countryDialingCode: '84', mobileNum: '912345678' },
    });
    expect(res.statusCode).toBe(httpStatus);
    expect(res.json()).toMatchObject({ success: false, errorCode });
    t.setNow(new Date(Date.now() + 61_000 * (gatewayStatus === 402 ? 1 : 2)));
  });

  it('answers sms_send_failed when the gateway cannot be reached', async () => {
    await expect(
      httpSms('http://127.0.0.1:9/none', undefined, 'X')({ to: '1', text: 'x', brand: 'B' }),
    ).rejects.toMatchObject({ errorCode: 'sms_send_failed' });
  });
});
