import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demo, ops, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusFor = async (ip?: string) => {
  const res = await t.app.inject({ url: '/wps/system/status', headers: demo(ip ? { 'x-forwarded-for': ip } : {}) });
  return res.json().value;
};
const opsPost = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: ops(), payload });

beforeEach(async () => {
  t.setNow(new Date());
  await opsPost('/ops/maintenance', { enabled: false });
  await opsPost('/ops/region', { action: 'off' });
});

describe('maintenance (status 1)', () => {
  it('switches on with an end time and message, and back off', async () => {
    const until = new Date(Date.now() + 3600_000).toISOString();
    const on = await opsPost('/ops/maintenance', { enabled: true, until, message: { vi: 'Bảo trì', en: 'Upgrading' } });
    expect(on.json()).toEqual({ success: true, value: { brands: ['LOTUS'] } });
    expect(await statusFor()).toMatchObject({
      status: 1,
      maintenance: { enabled: true, until, message: { en: 'Upgrading' } },
    });

    await opsPost('/ops/maintenance', { enabled: false });
    expect(await statusFor()).toMatchObject({ status: 0, maintenance: { enabled: false, until: null } });
  });

  it('ends by itself when the end time passes', async () => {
    const until = new Date(Date.now() + 60_000);
    await opsPost('/ops/maintenance', { enabled: true, until: until.toISOString() });
    expect((await statusFor()).status).toBe(1);
    t.setNow(new Date(until.getTime() + 1));
    expect((await statusFor()).status).toBe(0);
  });

  it('refuses other brand calls with system_maintenance but keeps the system calls answering', async () => {
    await opsPost('/ops/maintenance', { enabled: true, message: 'Back soon' });
    const refused = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements',
      headers: demo({ language: 'en' }),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'system_maintenance',
      message: 'System maintenance',
    });
    for (const url of [
      '/wps/system/permission',
      '/wps/system/whitelabel',
      '/wps/system/menu',
      '/wps/system/countryCode',
    ]) {
      expect((await t.app.inject({ url, headers: demo() })).statusCode, url).toBe(200);
    }
  });

  it('rejects an end time in the past and a malformed one', async () => {
    const past = await opsPost('/ops/maintenance', { enabled: true, until: '2001-01-01T00:00:00Z' });
    expect(past.json()).toMatchObject({ errorCode: 'validation_failed', field: 'until' });
    const bad = await opsPost('/ops/maintenance', { enabled: true, until: 'tomorrow' });
    expect(bad.json()).toMatchObject({ errorCode: 'validation_failed', field: 'until' });
    expect((await statusFor()).status).toBe(0);
  });

  it('applies to the named brand only, and refuses an unknown brand', async () => {
    const res = await opsPost('/ops/maintenance', { enabled: true, brand: 'NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'merchant_not_found', field: 'brand' });
    expect((await statusFor()).status).toBe(0);
  });
});

describe('region restriction (status 2)', () => {
  it('blocks a country by the visitor IP from a trusted proxy', async () => {
    await opsPost('/ops/region', { action: 'block-country', countries: ['us'] });
    expect(await statusFor('198.51.100.9')).toMatchObject({
      status: 2,
      location: { ip: '198.51.100.9', country: 'US' },
    });
    expect(await statusFor('203.0.113.7')).toMatchObject({ status: 0, location: { country: 'VN' } });
    const refused = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements',
      headers: demo({ 'x-forwarded-for': '198.51.100.9' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'region_restricted', value: { location: { country: 'US' } } });
  });

  it('denies CIDR blocks, lets allowed IPs through, and turns off', async () => {
    await opsPost('/ops/region', { action: 'deny-ip', cidrs: ['203.0.113.0/24'] });
    expect((await statusFor('203.0.113.7')).status).toBe(2);
    await opsPost('/ops/region', { action: 'allow-ip', cidrs: ['203.0.113.7'] });
    expect((await statusFor('203.0.113.7')).status).toBe(0);
    await opsPost('/ops/region', { action: 'block-country', countries: ['VN'] });
    expect((await statusFor('203.0.113.7')).status).toBe(0);
    await opsPost('/ops/region', { action: 'unblock-country', countries: ['VN'] });
    await opsPost('/ops/region', { action: 'deny-ip', cidrs: ['203.0.113.7/32'] });
    expect((await statusFor('203.0.113.7')).status).toBe(2);
    const off = await opsPost('/ops/region', { action: 'off' });
    expect(off.json().value[0]).toMatchObject({ enabled: false, blockedCountries: [], deniedIps: [] });
    expect((await statusFor('203.0.113.7')).status).toBe(0);
  });

  it('maintenance wins over region restriction', async () => {
    await opsPost('/ops/region', { action: 'block-country', countries: ['US'] });
    await opsPost('/ops/maintenance', { enabled: true });
    expect((await statusFor('198.51.100.9')).status).toBe(1);
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    await opsPost('/ops/region', { action: 'deny-ip', cidrs: ['198.51.100.9'] });
    const res = await t.app.inject({
      url: '/wps/system/status',
      remoteAddress: '192.0.2.44',
      headers: demo({ 'x-forwarded-for': '198.51.100.9' }),
    });
    expect(res.json().value).toMatchObject({ status: 0, location: { ip: '192.0.2.44', country: 'SG' } });
  });

  it('rejects bad CIDRs and country codes, changing nothing', async () => {
    for (const payload of [
      { action: 'deny-ip', cidrs: ['10.0.0.0/99'] },
      { action: 'deny-ip', cidrs: ['not-an-ip'] },
      { action: 'allow-ip', cidrs: [] },
      { action: 'block-country', countries: ['USA'] },
      { action: 'explode' },
    ]) {
      const res = await opsPost('/ops/region', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe('validation_failed');
    }
    const perm = await t.app.inject({ url: '/wps/system/permission', headers: demo() });
    expect(perm.json().value.regionRestriction).toEqual({ enabled: false, restricted: false });
  });
});

describe('operator API', () => {
  it('refuses a missing or wrong operator key', async () => {
    for (const headers of [{}, { 'x-ops-key': 'wrong' }]) {
      const res = await t.app.inject({ url: '/ops/brands', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'ops_key_invalid' });
    }
  });

  it('lists brands with their domains', async () => {
    const res = await t.app.inject({ url: '/ops/brands', headers: ops() });
    expect(res.json().value).toEqual([
      {
        code: 'LOTUS',
        name: 'Lotus',
        domains: ['127.0.0.1', 'localhost', 'lotus.local'],
        maintenance: false,
        regionRestriction: false,
      },
    ]);
  });

  it('switches a module in the settings tree, which the menu and flags reflect', async () => {
    const findNode = async (modId: string) => {
      const menu = (await t.app.inject({ url: '/wps/system/menu', headers: demo() })).json().value;
      const walk = (nodes: { modId: string; enabled: string; childrenNodes: unknown[] }[]): unknown =>
        nodes.map((n) => (n.modId === modId ? n : walk(n.childrenNodes as never))).find(Boolean);
      return walk(menu) as { enabled: string } | undefined;
    };
    expect((await findNode('FREEPLAY3'))?.enabled).toBe('1');
    const res = await opsPost('/ops/switch', { modId: 'freeplay3', enabled: false });
    expect(res.json()).toEqual({ success: true, value: { brands: ['LOTUS'] } });
    expect((await findNode('FREEPLAY3'))?.enabled).toBe('0');
    await opsPost('/ops/switch', { modId: 'FREEPLAY3', enabled: true });
    const unknown = await opsPost('/ops/switch', { modId: 'NOPE3', enabled: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'module_not_found', field: 'modId' });
  });
});
