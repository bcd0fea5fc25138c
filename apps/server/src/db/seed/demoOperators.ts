import type { Db } from '../client';
import { and, eq } from 'drizzle-orm';
import { operators } from '../schema/index';
import { hashPassword } from '../../modules/accounts/passwords';

/**
 * The demo site's first operator (README lists it): an owner of every brand without two-factor, so
 * that a fresh `npm start` can sign in to /console. Its password is printed in the README, so the first
 * sign-in must replace it before anything else (the console offers two-factor on the same page), and
 * the start says so (demoOwnerNotice). A real site creates its first owner with
 * `npm run ops -- operator create` and the operator key, with two-factor required.
 */
export const DEMO_OWNER = { username: 'owner', password: 'Owner12345' } as const;

export async function seedDemoOperatorsIfEmpty(db: Db): Promise<void> {
  const [any] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (any) return;
  await db
    .insert(operators)
    .values({
      username: DEMO_OWNER.username,
      displayName: 'Demo owner',
      passwordHash: await hashPassword(DEMO_OWNER.password),
      role: 'owner',
      merchantIds: null,
      totpRequired: false,
      mustChangePassword: true,
      createdAt: new Date(),
      createdBy: 'seed',
    })
    .onConflictDoNothing();
}

/**
 * What `npm start` prints while the demo owner still has the README's password: where to sign in and
 * that the console asks for a new password first. Null once it was changed (or without a demo owner).
 */
export async function demoOwnerNotice(db: Db, url: string): Promise<string | null> {
  const [owner] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        eq(operators.username, DEMO_OWNER.username),
        eq(operators.createdBy, 'seed'),
        eq(operators.mustChangePassword, true),
      ),
    )
    .limit(1);
  if (!owner) return null;
  return (
    `Operator console: ${url}/console, sign in as ${DEMO_OWNER.username} / ${DEMO_OWNER.password} (the demo owner). ` +
    'It must choose a new password before anything else; two-factor is offered on the same page.'
  );
}
