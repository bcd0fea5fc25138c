import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, ops, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const announce = (body: object) =>
  t.app.inject({ method: 'POST', url: '/ops/announcements', headers: ops(), payload: body });
const list = (query: string, language = 'vi') =>
  t.app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements${query}`, headers: demo({ language }) });

describe('announcements', () => {
  it('stores sanitised HTML and serves it per language, newest first, B by default', async () => {
    await announce({
      title: { vi: 'Bảo trì định kỳ', en: 'Scheduled maintenance' },
      content: {
        vi: '<p onclick="x()">Xin chào<script>alert(1)</script></p>',
        en: '<p>Hello <a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await announce({
      type: 'PU',
      title: { vi: 'Khuyến mãi', en: 'Promotion' },
      content: { vi: '<b>100%</b>', en: '<b>100%</b>' },
    });

    const vi = (await list('')).json().value;
    expect(vi.total).toBe(1);
    expect(vi.list[0]).toMatchObject({ type: 'B', title: 'Bảo trì định kỳ', content: '<p>Xin chào</p>' });
    const en = (await list('?types=B', 'en')).json().value.list[0];
    expect(en.title).toBe('Scheduled maintenance');
    expect(en.content).not.toMatch(/javascript:|onerror|<script/i);

    const both = (await list('?types=B,PU')).json().value;
    expect(both.list.map((n: { type: string }) => n.type)).toEqual(['PU', 'B']);
  });

  it('pages 9 per page by default and hides announcements outside their window', async () => {
    for (let i = 0; i < 10; i++) {
      await announce({ type: 'H', title: { vi: `Tin ${i}`, en: `News ${i}` }, content: { vi: 'x', en: 'x' } });
    }
    await announce({
      type: 'H',
      title: { vi: 'Sắp tới', en: 'Later' },
      content: { vi: 'x', en: 'x' },
      startsAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    await announce({
      type: 'H',
      title: { vi: 'Hết hạn', en: 'Expired' },
      content: { vi: 'x', en: 'x' },
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2020-02-01T00:00:00Z',
    });
    const p1 = (await list('?types=H')).json().value;
    expect(p1).toMatchObject({ pageNo: 1, pageSize: 9, total: 10, totalPages: 2 });
    expect(p1.list).toHaveLength(9);
    const p2 = (await list('?types=H&pageNo=2')).json().value;
    expect(p2.list).toHaveLength(1);
  });

  it('removes an announcement, and refuses unknown ids', async () => {
    const created = (
      await announce({ type: 'PL', title: { vi: 'Xoá', en: 'Remove me' }, content: { vi: 'x', en: 'x' } })
    ).json().value[0];
    expect((await list('?types=PL')).json().value.total).toBe(1);
    const del = await t.app.inject({ method: 'DELETE', url: `/ops/announcements/${created.id}`, headers: ops() });
    expect(del.json()).toEqual({ success: true, value: { id: created.id } });
    expect((await list('?types=PL')).json().value.total).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/ops/announcements/${created.id}`, headers: ops() });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'announcement_not_found' });
    const bad = await t.app.inject({ method: 'DELETE', url: '/ops/announcements/not-a-uuid', headers: ops() });
    expect(bad.json()).toMatchObject({ errorCode: 'validation_failed', field: 'id' });
  });

  it('rejects unknown types and bad paging with the failing field', async () => {
    for (const [query, field] of [
      ['?types=ZZ', 'types'],
      ['?types=', 'types'],
      ['?pageNo=0', 'pageNo'],
      ['?pageSize=abc', 'pageSize'],
      ['?platform=X', 'platform'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, errorCode: 'validation_failed' });
      expect(res.json().field, query).toContain(field);
    }
    const missingTitle = await announce({ content: { vi: 'x', en: 'x' } });
    expect(missingTitle.json()).toMatchObject({ errorCode: 'validation_failed', field: 'title' });
  });
});
