import type { Tx } from '../../db/client';
import { grantProgress } from './bonus';
import { activeGrant } from './repository';

/** A member's open bonus as the operator sees it beside a withdrawal: title, amount and the wagering still owed. */
export async function openBonusOf(db: Tx, memberId: number) {
  const grant = await activeGrant(db, memberId);
  if (!grant) return null;
  const progress = await grantProgress(db, grant);
  return { title: grant.title, amount: grant.amount, wageringLeft: grant.required - progress };
}
