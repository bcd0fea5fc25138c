import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P } from '@lotus/contracts';
import { inboxMessages } from '../src/db/schema';
import { moneyParams, sendTemplate } from '../src/modules/inbox/service';
import { createTestApp, type TestApp } from './helpers';
import { lotus, newMember, type TestMember } from './moneySupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = async (who: TestMember, language: 'vi' | 'en') =>
  (await t.app.inject({ url: P.messages, headers: { ...who.h, language } })).json().value.list as {
    id: number;
    title: string;
    content: string;
  }[];

describe('inbox messages in the reader’s language', () => {
  it('renders a message written in Vietnamese in English in English mode, and back', async () => {
    const who = await newMember(t);
    const brand = await lotus(t);
    const at = new Date('2026-11-21T11:05:09Z');
    await sendTemplate(t.ctx.db, {
      merchantId: brand.id,
      memberId: who.id,
      template: 'deposit_failed',
      language: 'vi',
      params: moneyParams(
        { orderNo: 'D123', amount: 123_456_750n, currency: 'VND', language: 'vi', at, timeZone: 'Asia/Ho_Chi_Minh' },
        { reason: 'declined' },
      ),
      dedupeKey: 'inbox-test:1',
      at,
    });
    const [en] = await list(who, 'en');
    expect(en).toMatchObject({ title: 'Deposit failed' });
    expect(en!.content).toContain('1,234,567.50 VND');
    expect(en!.content).toContain('the payment was declined');
    const [vi] = await list(who, 'vi');
    expect(vi!.title).toBe('Nạp tiền không thành công');
    expect(vi!.content).toContain('1.234.567,50 VND');
    const one = await t.app.inject({
      url: P.message.replace(':id', String(en!.id)),
      headers: { ...who.h, language: 'en' },
    });
    expect(one.json().value).toMatchObject({ title: 'Deposit failed' });
  });

  it('shows messages written before in the reader’s language once migrated (0019)', async () => {
    const who = await newMember(t);
    const brand = await lotus(t);
    const legacy = (amount: string, n: number) => ({
      merchantId: brand.id,
      memberId: who.id,
      template: 'withdrawal_rejected',
      title: 'Yêu cầu rút tiền bị từ chối',
      content: `… ${amount} …`,
      params: { orderNo: `W${n}`, amount, reason: 'Sai thông tin' },
      dedupeKey: `legacy:${n}`,
    });
    await t.ctx.db.insert(inboxMessages).values([legacy('1.234.567,50 VND', 1), legacy('2,000.00 VND', 2)]);
    await t.ctx.db
      .insert(inboxMessages)
      .values({ merchantId: brand.id, memberId: who.id, template: 'notice', title: 'Bảo trì', content: 'Tối nay' });
    const migration = readFileSync(new URL('../migrations/0019_inbox_message_values.sql', import.meta.url), 'utf8');
    await t.ctx.db.execute(sql.raw(migration));
    await t.ctx.db.execute(sql.raw(migration)); // once done, a second run changes nothing
    const [notice, second, first] = await list(who, 'en');
    expect(notice).toMatchObject({ title: 'Bảo trì', content: 'Tối nay' });
    expect(first!.title).toBe('Withdrawal rejected');
    expect(first!.content).toContain('1,234,567.50 VND');
    expect(first!.content).toContain('Sai thông tin');
    expect(second!.content).toContain('2,000.00 VND');
    expect((await list(who, 'vi'))[2]!.content).toContain('1.234.567,50 VND');
  });
});
