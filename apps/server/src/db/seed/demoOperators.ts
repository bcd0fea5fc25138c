import type { Db } from '../client';
import { operators } from '../schema/index';
import { hashPassword } from '../../modules/accounts/passwords';

/**
 * The demo site's first operator (README lists it): an owner of every brand without two-factor, so
 * that a fresh `npm start` can sign in to /console. A real site creates its first owner with
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
      createdAt: new Date(),
      createdBy: 'seed',
    })
    .onConflictDoNothing();
}
