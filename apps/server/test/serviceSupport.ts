import { eq } from 'drizzle-orm';
import { members } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/accounts/passwords';
import { demoMerchantId, tokenFor } from './accounts/support';
import type { TestApp } from './helpers';

let counter = 0;

/** A new member of the demo brand (optionally with a VIP rank) and a session token for it. */
export async function newMember(
  t: TestApp,
  options: { vipLevel?: number } = {},
): Promise<{ id: number; username: string; token: string }> {
  const username = `svc${process.pid % 1000}x${++counter}${Math.floor(Math.random() * 100)}`.slice(0, 16);
  const password = 'Passw0rd1';
  const [row] = await t.ctx.db
    .insert(members)
    .values({
      merchantId: await demoMerchantId(t),
      username,
      passwordHash: await hashPassword(password),
      firstLogin: false,
      passwordChangedAt: new Date(),
      registerMethod: 'SEED',
      vipLevel: options.vipLevel ?? 0,
    })
    .returning({ id: members.id });
  return { id: row!.id, username, token: await tokenFor(t, username, password) };
}

export async function setVipLevel(t: TestApp, memberId: number, vipLevel: number) {
  await t.ctx.db.update(members).set({ vipLevel }).where(eq(members.id, memberId));
}
