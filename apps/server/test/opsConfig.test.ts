import zlib from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CONFIG_PATHS, PATHS, GAME_PATHS, MONEY_PATHS, MOD } from '@lotus/contracts';
import { auditLog, merchants } from '../src/db/schema';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { createTestApp, DEMO_SANDBOX_VENDORS, demo, DEMO_MERCHANT, ops, type TestApp } from './helpers';
import { operatorWithRole, type TestOperator } from './operatorsSupport';
import { newMember } from './serviceSupport';

const P = OPS_CONFIG_PATHS;
const at = (path: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((p, [k, v]) => p.replace(`:${k}`, encodeURIComponent(String(v))), path);

let t: TestApp;
let owner: TestOperator;
let support: TestOperator;
let marketing: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ sandboxVendors: DEMO_SANDBOX_VENDORS });
  owner = await operatorWithRole(t, 'owner');
  support = await operatorWithRole(t, 'support');
  marketing = await operatorWithRole(t, 'marketing', { brands: [DEMO_MERCHANT] });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const lastAudit = async (action: string) => {
  const [row] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
  return row;
};
const auditCount = async (action: string, target?: string) =>
  (
    await t.ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), target ? eq(auditLog.target, target) : undefined))
  ).length;

interface Node {
  modId: string;
  enabled: boolean;
  childrenNodes: Node[];
}
const findNode = (nodes: Node[], modId: string): Node | undefined => {
  for (const n of nodes) {
    if (n.modId === modId) return n;
    const c = findNode(n.childrenNodes, modId);
    if (c) return c;
  }
  return undefined;
};

describe('settings tree', () => {
  it('answers the whole tree with each node and what is in force', async () => {
    const res = await call('GET', `${P.settings}?brand=${DEMO_MERCHANT}`, owner.headers);
    expect(res.statusCode).toBe(200);
    const { nodes, brand } = res.json().value;
    expect(brand).toBe(DEMO_MERCHANT);
    const login = findNode(nodes, 'LOGIN3');
    expect(login!.childrenNodes.length).toBeGreaterThan(3);
    expect(findNode(nodes, MOD.FREE_PLAY)).toMatchObject({ enabled: true, effective: true });
  });

  it('turns a node off and on, audited with before and after, seen by the site at once', async () => {
    const off = await call('POST', at(P.setting, { modId: MOD.FREE_PLAY }), owner.headers, {
      brand: DEMO_MERCHANT,
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().value).toMatchObject({ modId: MOD.FREE_PLAY, enabled: false });
    const menu = await t.app.inject({ method: 'GET', url: PATHS.menu, headers: demo() });
    expect(JSON.stringify(menu.json().value)).toContain(`"modId":"${MOD.FREE_PLAY}","name":"Free play","enabled":"0"`);
    const row = await lastAudit('config.setting');
    expect(row).toMatchObject({ target: `setting:${MOD.FREE_PLAY}`, actorName: owner.username });
    expect(row!.before).toMatchObject({ enabled: true });
    expect(row!.after).toMatchObject({ enabled: false });

    const on = await call('POST', at(P.setting, { modId: MOD.FREE_PLAY.toLowerCase() }), owner.headers, {
      brand: DEMO_MERCHANT,
      enabled: true,
    });
    expect(on.json().value.enabled).toBe(true);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await auditCount('config.setting');
    const unknown = await call('POST', at(P.setting, { modId: 'NOPE3' }), owner.headers, {
      brand: DEMO_MERCHANT,
      enabled: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('module_not_found');
    const notBool = await call('POST', at(P.setting, { modId: MOD.FREE_PLAY }), owner.headers, {
      brand: DEMO_MERCHANT,
      enabled: 'no',
    });
    expect(notBool.json()).toMatchObject({ success: false, errorCode: 'validation_failed', field: 'enabled' });
    const badBrand = await call('POST', at(P.setting, { modId: MOD.FREE_PLAY }), owner.headers, {
      brand: 'NOBRAND',
      enabled: false,
    });
    expect(badBrand.json().errorCode).toBe('merchant_not_found');
    expect(await auditCount('config.setting')).toBe(before);
  });

  it('a support operator cannot change a setting or read the tree (403, unchanged)', async () => {
    const res = await call('POST', at(P.setting, { modId: MOD.FREE_PLAY }), support.headers, {
      brand: DEMO_MERCHANT,
      enabled: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('permission_denied');
    const read = await call('GET', `${P.settings}?brand=${DEMO_MERCHANT}`, support.headers);
    expect(read.statusCode).toBe(403);
    const tree = (await call('GET', `${P.settings}?brand=${DEMO_MERCHANT}`, owner.headers)).json().value.nodes;
    expect(findNode(tree, MOD.FREE_PLAY)!.enabled).toBe(true);
    // The existing switch API is refused the same way.
    const sw = await call('POST', '/ops/switch', support.headers, { modId: MOD.FREE_PLAY, enabled: false });
    expect(sw.json().errorCode).toBe('permission_denied');
  });

  it('answers the site state (maintenance and region)', async () => {
    const res = await call('GET', `${P.site}?brand=${DEMO_MERCHANT}`, owner.headers);
    expect(res.json().value).toMatchObject({
      brand: DEMO_MERCHANT,
      maintenance: { enabled: false },
      region: { enabled: false },
    });
  });
});

describe('maintenance and region', () => {
  it("audits each brand's maintenance and region change with its values before and after", async () => {
    const until = new Date(t.ctx.now().getTime() + 3_600_000).toISOString();
    const on = await call('POST', '/ops/maintenance', owner.headers, {
      brand: DEMO_MERCHANT,
      enabled: true,
      until,
      message: { vi: 'Bảo trì', en: 'Maintenance' },
    });
    expect(on.statusCode).toBe(200);
    const m = await lastAudit('config.maintenance');
    expect(m).toMatchObject({ target: `brand:${DEMO_MERCHANT}`, actorName: owner.username });
    expect(m!.before).toMatchObject({ enabled: false });
    expect(m!.after).toMatchObject({ enabled: true, until, message: { en: 'Maintenance' } });
    await call('POST', '/ops/maintenance', owner.headers, { brand: DEMO_MERCHANT, enabled: false });
    expect((await lastAudit('config.maintenance'))!.before).toMatchObject({ enabled: true });

    await call('POST', '/ops/region', owner.headers, {
      brand: DEMO_MERCHANT,
      action: 'block-country',
      countries: ['us'],
    });
    const r = await lastAudit('config.region');
    expect(r!.before).toMatchObject({ enabled: false, blockedCountries: [] });
    expect(r!.after).toMatchObject({ enabled: true, blockedCountries: ['US'] });
    await call('POST', '/ops/region', owner.headers, { brand: DEMO_MERCHANT, action: 'off' });
    const site = (await call('GET', `${P.site}?brand=${DEMO_MERCHANT}`, owner.headers)).json().value;
    expect(site).toMatchObject({ maintenance: { enabled: false }, region: { enabled: false, blockedCountries: [] } });
    const bad = await call('POST', '/ops/maintenance', support.headers, { brand: DEMO_MERCHANT, enabled: true });
    expect(bad.json().errorCode).toBe('permission_denied');
  });
});

describe('registration field rules', () => {
  const email = {
    brand: DEMO_MERCHANT,
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'EMAIL',
    minLength: 5,
    maxLength: 80,
  };

  it('reads the rules and changes one, audited, in force for registration at once', async () => {
    const list = await call('GET', `${P.registerFields}?brand=${DEMO_MERCHANT}`, owner.headers);
    const before = list.json().value.rules.find((r: { field: string }) => r.field === 'email');
    const res = await call('PUT', at(P.registerField, { field: 'email' }), owner.headers, email);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ field: 'email', required: true, patternId: 'EMAIL' });
    const settings = await t.app.inject({ method: 'GET', url: PATHS.registerSettings, headers: demo() });
    expect(settings.json().value.rules.find((r: { field: string }) => r.field === 'email')).toMatchObject({
      enabled: true,
      required: true,
    });
    const row = await lastAudit('config.register_field');
    expect(row).toMatchObject({ target: 'register_field:email' });
    expect(row!.before).toEqual(before ?? null);
    expect(row!.after).toMatchObject({ required: true, minLength: 5 });
  });

  it('refuses a pattern that does not compile, min over max, a required hidden field, a hidden username', async () => {
    const n = await auditCount('config.register_field');
    const cases: Array<[string, object, string]> = [
      ['email', { ...email, acceptedPattern: '([a-z' }, 'acceptedPattern'],
      ['email', { ...email, minLength: 10, maxLength: 5 }, 'minLength'],
      ['email', { ...email, enabled: false, required: true }, 'required'],
      ['username', { ...email, enabled: false, required: false }, 'enabled'],
      ['email', { ...email, patternId: 'NOPE' }, 'patternId'],
      ['email', { ...email, minLength: -1 }, 'minLength'],
      ['nofield', email, 'field'],
    ];
    for (const [field, body, bad] of cases) {
      const res = await call('PUT', at(P.registerField, { field }), owner.headers, body);
      expect(res.statusCode, `${field} ${bad}`).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field: bad });
    }
    expect(await auditCount('config.register_field')).toBe(n);
  });

  it('is refused to a support operator', async () => {
    const res = await call('PUT', at(P.registerField, { field: 'email' }), support.headers, email);
    expect(res.json().errorCode).toBe('permission_denied');
  });
});

describe('games and vendors', () => {
  const vendorsOf = async () =>
    (await call('GET', `${P.vendors}?brand=${DEMO_MERCHANT}`, owner.headers)).json().value.vendors as Array<{
      vassalage: string;
      enabled: boolean;
      games: number;
      maintenance: { start: string; end: string; active: boolean } | null;
    }>;
  const siteVendors = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${GAME_PATHS.gameVendor}?merchantCode=${DEMO_MERCHANT}`,
      headers: demo(),
    });
    return (res.json().value as Array<{ vendors: Array<{ vassalage: string; maintenance: unknown }> }>).flatMap(
      (c) => c.vendors,
    );
  };

  it('lists vendors with the brand switch and game counts', async () => {
    const vendors = await vendorsOf();
    expect(vendors.find((v) => v.vassalage === 'JADE_SLOTS')).toMatchObject({ enabled: true, maintenance: null });
    expect(vendors.every((v) => v.games >= 0)).toBe(true);
  });

  it('switches a vendor off and on for the brand; the site stops showing it at once', async () => {
    const off = await call('POST', at(P.vendor, { vassalage: 'JADE_SLOTS' }), owner.headers, {
      brand: DEMO_MERCHANT,
      enabled: false,
    });
    expect(off.json().value).toMatchObject({ vassalage: 'JADE_SLOTS', enabled: false });
    expect((await siteVendors()).some((v) => v.vassalage === 'JADE_SLOTS')).toBe(false);
    const row = await lastAudit('games.vendor');
    expect(row).toMatchObject({ before: { enabled: true }, after: { enabled: false }, target: 'vendor:JADE_SLOTS' });
    await call('POST', at(P.vendor, { vassalage: 'JADE_SLOTS' }), owner.headers, {
      brand: DEMO_MERCHANT,
      enabled: true,
    });
    expect((await siteVendors()).some((v) => v.vassalage === 'JADE_SLOTS')).toBe(true);
  });

  it('schedules a maintenance window that players see, then removes it', async () => {
    const start = new Date(t.ctx.now().getTime() - 60_000).toISOString();
    const end = new Date(t.ctx.now().getTime() + 3_600_000).toISOString();
    const res = await call('PUT', at(P.vendorMaintenance, { vassalage: 'TIGER_SLOTS' }), owner.headers, {
      start,
      end,
    });
    expect(res.statusCode).toBe(200);
    expect((await vendorsOf()).find((v) => v.vassalage === 'TIGER_SLOTS')!.maintenance).toMatchObject({
      active: true,
    });
    expect((await siteVendors()).find((v) => v.vassalage === 'TIGER_SLOTS')!.maintenance).toMatchObject({
      active: true,
    });
    const row = await lastAudit('games.vendor_maintenance');
    expect(row!.before).toBeNull();
    expect(row!.after).toEqual({ start, end });
    const removed = await call('DELETE', at(P.vendorMaintenance, { vassalage: 'TIGER_SLOTS' }), owner.headers);
    expect(removed.json().value.maintenance).toBeNull();
    expect((await siteVendors()).find((v) => v.vassalage === 'TIGER_SLOTS')!.maintenance).toBeNull();
    expect((await lastAudit('games.vendor_maintenance'))!.before).toEqual({ start, end });
  });

  it('refuses a bad window, an unknown vendor, a brand-scoped operator and a support operator', async () => {
    const n = await auditCount('games.vendor_maintenance');
    const now = t.ctx.now().getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const bad = [
      [{ start: iso(3_600_000), end: iso(60_000) }, 'end'],
      [{ start: iso(-7_200_000), end: iso(-3_600_000) }, 'end'],
      [{ start: 'tomorrow', end: iso(60_000) }, 'start'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call('PUT', at(P.vendorMaintenance, { vassalage: 'TIGER_SLOTS' }), owner.headers, body);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field });
    }
    const unknown = await call('PUT', at(P.vendorMaintenance, { vassalage: 'NOPE' }), owner.headers, {
      start: iso(0),
      end: iso(60_000),
    });
    expect(unknown.json().errorCode).toBe('vendor_not_found');
    const sup = await call('PUT', at(P.vendorMaintenance, { vassalage: 'TIGER_SLOTS' }), support.headers, {
      start: iso(0),
      end: iso(60_000),
    });
    expect(sup.json().errorCode).toBe('permission_denied');
    expect(await auditCount('games.vendor_maintenance')).toBe(n);
    expect((await vendorsOf()).find((v) => v.vassalage === 'TIGER_SLOTS')!.maintenance).toBeNull();
  });

  it('lists games, switches one off (no longer listed for players) and on', async () => {
    const page = await call('GET', `${P.games}?brand=${DEMO_MERCHANT}&vassalage=JADE_SLOTS&pageSize=5`, owner.headers);
    expect(page.statusCode).toBe(200);
    const { list, total } = page.json().value;
    expect(total).toBeGreaterThan(0);
    const game = list[0];
    const off = await call('POST', at(P.game, { id: game.gameId }), owner.headers, { enabled: false });
    expect(off.json().value).toEqual({ gameId: game.gameId, enabled: false, isHot: game.isHot, isNew: game.isNew });
    const listed = await t.app.inject({
      method: 'GET',
      url: `${GAME_PATHS.gameList}?merchantCode=${DEMO_MERCHANT}&vassalage=JADE_SLOTS&pageNo=1&pageSize=100`,
      headers: demo(),
    });
    expect(listed.json().value.games.some((g: { gameId: number }) => g.gameId === game.gameId)).toBe(false);
    expect((await lastAudit('games.game'))!.after).toMatchObject({ enabled: false, code: game.code });
    await call('POST', at(P.game, { id: game.gameId }), owner.headers, { enabled: true });
    const q = await call('GET', `${P.games}?q=${encodeURIComponent(game.code)}`, owner.headers);
    expect(q.json().value.list.some((g: { gameId: number; enabled: boolean }) => g.gameId === game.gameId)).toBe(true);
    const missing = await call('POST', at(P.game, { id: 999999 }), owner.headers, { enabled: false });
    expect(missing.json().errorCode).toBe('game_not_found');
  });
});

/** A 1×1 PNG, well formed (chunks and CRCs). */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('banners', () => {
  const title = { vi: 'Khuyến mãi mới', en: 'New offer' };
  const homeIds = async () =>
    (await call('GET', `${P.banners}?brand=${DEMO_MERCHANT}`, marketing.headers))
      .json()
      .value.banners.filter((b: { group: string }) => b.group === 'home')
      .map((b: { id: string }) => b.id) as string[];

  it('creates a banner from an upload, served publicly and shown on the site; edits, reorders and deletes it', async () => {
    const image = `data:image/png;base64,${tinyPng().toString('base64')}`;
    const created = await call('POST', P.banners, marketing.headers, {
      brand: DEMO_MERCHANT,
      group: 'home',
      image,
      link: '/promotions',
      title,
    });
    expect(created.statusCode).toBe(200);
    const banner = created.json().value;
    expect(banner.imageUrl).toMatch(/^\/media\/banners\/[0-9a-f]{32}\.png$/);
    const picture = await t.app.inject({ method: 'GET', url: banner.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const wl = await t.app.inject({ method: 'GET', url: PATHS.whitelabel, headers: demo() });
    expect(wl.json().value.banners.some((b: { id: string }) => b.id === banner.id)).toBe(true);
    expect((await lastAudit('content.banner_create'))!.after).toMatchObject({ id: banner.id });

    const edited = await call('PUT', at(P.banner, { id: banner.id }), marketing.headers, {
      brand: DEMO_MERCHANT,
      group: 'home',
      link: null,
      title: { vi: 'Đã sửa', en: 'Edited' },
    });
    expect(edited.json().value).toMatchObject({ imageUrl: banner.imageUrl, link: null, title: { en: 'Edited' } });
    const audit = await lastAudit('content.banner_update');
    expect(audit!.before).toMatchObject({ title });
    expect(audit!.after).toMatchObject({ title: { en: 'Edited' } });

    const ids = await homeIds();
    const reversed = [...ids].reverse();
    const order = await call('POST', P.bannerOrder, marketing.headers, {
      brand: DEMO_MERCHANT,
      group: 'home',
      ids: reversed,
    });
    expect(order.statusCode).toBe(200);
    expect(await homeIds()).toEqual(reversed);
    await call('POST', P.bannerOrder, marketing.headers, { brand: DEMO_MERCHANT, group: 'home', ids });

    const del = await call('DELETE', `${at(P.banner, { id: banner.id })}?brand=${DEMO_MERCHANT}`, marketing.headers);
    expect(del.statusCode).toBe(200);
    expect(await homeIds()).not.toContain(banner.id);
    expect((await lastAudit('content.banner_delete'))!.before).toMatchObject({ id: banner.id });
  });

  it('refuses a fake picture, an outside URL, both pictures, a partial order, an unknown banner', async () => {
    const n = await auditCount('content.banner_create');
    const ids = await homeIds();
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    const bad: Array<[object, string]> = [
      [{ group: 'home', image: fake, link: null, title }, 'image'],
      [{ group: 'home', imageUrl: 'https://evil.example/x.png', link: null, title }, 'imageUrl'],
      [{ group: 'home', imageUrl: '//evil.example/x.png', link: null, title }, 'imageUrl'],
      [{ group: 'home', imageUrl: '/art/a.svg', image: fake, link: null, title }, 'imageUrl'],
      [{ group: 'home', link: null, title }, 'imageUrl'],
      [{ group: 'side', imageUrl: '/art/a.svg', link: null, title }, 'group'],
      [{ group: 'home', imageUrl: '/art/a.svg', link: 'javascript:alert(1)', title }, 'link'],
      [{ group: 'home', imageUrl: '/art/a.svg', link: null, title: { vi: '', en: 'x' } }, 'title.vi'],
    ];
    for (const [body, field] of bad) {
      const res = await call('POST', P.banners, marketing.headers, { brand: DEMO_MERCHANT, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field });
    }
    const partial = await call('POST', P.bannerOrder, marketing.headers, {
      brand: DEMO_MERCHANT,
      group: 'home',
      ids: ids.slice(1),
    });
    expect(partial.json()).toMatchObject({ errorCode: 'validation_failed', field: 'ids' });
    const gone = await call('DELETE', `${at(P.banner, { id: 'nope' })}?brand=${DEMO_MERCHANT}`, marketing.headers);
    expect(gone.statusCode).toBe(404);
    expect(await auditCount('content.banner_create')).toBe(n);
    expect(await homeIds()).toEqual(ids);
  });

  it('is refused to a support operator', async () => {
    const res = await call('POST', P.banners, support.headers, {
      brand: DEMO_MERCHANT,
      group: 'home',
      imageUrl: '/art/banners/home-1.svg',
      link: null,
      title,
    });
    expect(res.json().errorCode).toBe('permission_denied');
  });
});

describe('inbox broadcast', () => {
  const body = {
    brand: DEMO_MERCHANT,
    title: { vi: 'Bảo trì hệ thống', en: 'System maintenance' },
    content: { vi: 'Hệ thống bảo trì lúc 2 giờ.', en: 'Maintenance at 2 am.' },
  };
  const inbox = (token: string, language: string) =>
    t.app.inject({ method: 'GET', url: MONEY_PATHS.messages, headers: demo({ authorization: token, language }) });

  it('sends to a list of usernames, each reading it in their language', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const res = await call('POST', P.broadcast, marketing.headers, {
      ...body,
      audience: { kind: 'usernames', usernames: [a.username, b.username.toUpperCase()] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.sent).toBe(2);
    const vi = (await inbox(a.token, 'vi')).json().value.list[0];
    expect(vi).toMatchObject({ template: 'notice', title: body.title.vi, content: body.content.vi });
    const en = (await inbox(b.token, 'en')).json().value.list[0];
    expect(en).toMatchObject({ title: body.title.en, content: body.content.en });
    const row = await lastAudit('content.broadcast');
    expect(row!.after).toMatchObject({ sent: 2, audience: { kind: 'usernames' } });
  });

  it('sends to one VIP level, and to all members', async () => {
    const vip = await newMember(t, { vipLevel: 7 });
    const other = await newMember(t, { vipLevel: 2 });
    const res = await call('POST', P.broadcast, marketing.headers, { ...body, audience: { kind: 'vip', level: 7 } });
    expect(res.json().value.sent).toBe(1);
    expect((await inbox(vip.token, 'en')).json().value.total).toBe(1);
    expect((await inbox(other.token, 'en')).json().value.total).toBe(0);
    const all = await call('POST', P.broadcast, marketing.headers, { ...body, audience: { kind: 'all' } });
    expect(all.json().value.sent).toBeGreaterThanOrEqual(4);
    expect((await inbox(other.token, 'en')).json().value.total).toBe(1);
  });

  it('refuses an unknown username (nobody gets it), empty texts, and a support operator', async () => {
    const a = await newMember(t);
    const n = await auditCount('content.broadcast');
    const res = await call('POST', P.broadcast, marketing.headers, {
      ...body,
      audience: { kind: 'usernames', usernames: [a.username, 'nobody_here'] },
    });
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field: 'usernames' });
    expect((await inbox(a.token, 'en')).json().value.total).toBe(0);
    const empty = await call('POST', P.broadcast, marketing.headers, {
      ...body,
      title: { vi: ' ', en: 'x' },
      audience: { kind: 'all' },
    });
    expect(empty.json()).toMatchObject({ errorCode: 'validation_failed', field: 'title.vi' });
    const sup = await call('POST', P.broadcast, support.headers, { ...body, audience: { kind: 'all' } });
    expect(sup.json().errorCode).toBe('permission_denied');
    expect(await auditCount('content.broadcast')).toBe(n);
    expect((await inbox(a.token, 'en')).json().value.total).toBe(0);
  });
});

describe('brand scope', () => {
  let lotusOwner: TestOperator;
  beforeAll(async () => {
    await t.ctx.db.insert(merchants).values({
      code: 'OTHER',
      name: 'Other',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      profile: DEMO_PROFILE,
    });
    lotusOwner = await operatorWithRole(t, 'owner', { brands: [DEMO_MERCHANT] });
  });

  it('needs the brand named when the caller has several, and takes the only one otherwise', async () => {
    const res = await call('GET', P.settings, owner.headers);
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field: 'brand' });
    const own = await call('GET', P.settings, lotusOwner.headers);
    expect(own.json().value.brand).toBe(DEMO_MERCHANT);
  });

  it("refuses another brand's settings, banners and broadcasts to a brand-scoped operator, changing nothing", async () => {
    const n = await auditCount('config.setting');
    const setting = await call('POST', at(P.setting, { modId: MOD.FREE_PLAY }), lotusOwner.headers, {
      brand: 'OTHER',
      enabled: false,
    });
    expect(setting.json()).toMatchObject({ errorCode: 'permission_denied', field: 'brand' });
    const read = await call('GET', `${P.banners}?brand=OTHER`, marketing.headers);
    expect(read.json().errorCode).toBe('permission_denied');
    const send = await call('POST', P.broadcast, marketing.headers, {
      brand: 'OTHER',
      audience: { kind: 'all' },
      title: { vi: 'x', en: 'x' },
      content: { vi: 'x', en: 'x' },
    });
    expect(send.json().errorCode).toBe('permission_denied');
    expect(await auditCount('config.setting')).toBe(n);
  });

  it("cannot remove another brand's announcement or help article by its id (not found, kept)", async () => {
    const text = { vi: 'Tin', en: 'News' };
    const ann = await call('POST', '/ops/announcements', ops(), { brand: 'OTHER', title: text, content: text });
    const annId = ann.json().value[0].id as string;
    const help = await call('POST', '/ops/help/articles', ops(), {
      brand: 'OTHER',
      language: 'vi',
      category: 'other-cat',
      slug: 'other-article',
      format: 'markdown',
      source: '# Khác\n\nNội dung.',
    });
    const helpId = help.json().value[0].id as string;
    const a = await call('DELETE', `/ops/announcements/${annId}`, marketing.headers);
    expect(a.json()).toMatchObject({ errorCode: 'announcement_not_found' });
    const h = await call('DELETE', `/ops/help/articles/${helpId}`, marketing.headers);
    expect(h.json()).toMatchObject({ errorCode: 'help_article_not_found' });
    const anns = (await call('GET', '/ops/announcements?brand=OTHER', ops())).json().value;
    expect(anns.some((x: { id: string }) => x.id === annId)).toBe(true);
    const articles = (await call('GET', '/ops/help/articles?brand=OTHER', ops())).json().value;
    expect(articles.some((x: { id: string }) => x.id === helpId)).toBe(true);
    // An operator of every brand still can.
    expect((await call('DELETE', `/ops/announcements/${annId}`, owner.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/ops/help/articles/${helpId}`, owner.headers)).statusCode).toBe(200);
  });

  it("cannot change another brand's deposit channel by its id (not found, unchanged)", async () => {
    const made = await call('POST', '/ops/deposit-channels', ops(), {
      brand: 'OTHER',
      type: 'ewallet',
      name: { vi: 'Ví khác', en: 'Other wallet' },
      minAmount: 10_000,
      maxAmount: 1_000_000,
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().value.id as number;
    const res = await call('PATCH', `/ops/deposit-channels/${id}`, lotusOwner.headers, { enabled: false });
    expect(res.json()).toMatchObject({ errorCode: 'deposit_channel_not_found' });
    const list = (await call('GET', '/ops/deposit-channels?brand=OTHER', ops())).json().value;
    expect(list.find((c: { id: number }) => c.id === id).enabled).toBe(true);
  });

  it('keeps catalogue-wide changes (vendor maintenance, a game) to operators of every brand', async () => {
    const now = t.ctx.now().getTime();
    const window = { start: new Date(now).toISOString(), end: new Date(now + 60_000).toISOString() };
    const m = await call('PUT', at(P.vendorMaintenance, { vassalage: 'TIGER_SLOTS' }), lotusOwner.headers, window);
    expect(m.json().errorCode).toBe('permission_denied');
    const g = await call('POST', at(P.game, { id: 1 }), lotusOwner.headers, { enabled: false });
    expect(g.json().errorCode).toBe('permission_denied');
    // The brand's own vendor switch is theirs.
    const v = await call('POST', at(P.vendor, { vassalage: 'TIGER_SLOTS' }), lotusOwner.headers, { enabled: true });
    expect(v.statusCode).toBe(200);
    const vendors = (await call('GET', P.vendors, lotusOwner.headers)).json().value.vendors;
    expect(vendors.find((x: { vassalage: string }) => x.vassalage === 'TIGER_SLOTS').maintenance).toBeNull();
  });
});

it('the automation key works too (CLI)', async () => {
  const res = await call('GET', `${P.settings}?brand=${DEMO_MERCHANT}`, ops());
  expect(res.statusCode).toBe(200);
});
