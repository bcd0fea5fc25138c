import type { OperatorListItem } from '@lotus/contracts';

/** Whether the operator is locked out now (after failed sign-ins). */
export const lockedNow = (o: Pick<OperatorListItem, 'lockedUntil'>, now = Date.now()) =>
  o.lockedUntil !== null && Date.parse(o.lockedUntil) > now;
