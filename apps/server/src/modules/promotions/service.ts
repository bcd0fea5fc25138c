/**
 * The promotions module's face (docs/API.md "Promotions"): what other modules call — the deposit hook
 * (payments), the bonus wallet in the bet path (provider), the jobs — and what its routes use.
 */
import type { SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { memberById, type MemberSummary } from '../accounts/service';
import type { Merchant } from '../brands/service';
import { hasCreditedDeposit } from '../deposits/service';
import type { Qualifies, Standing, Viewer } from './memberView';
import { activeGrant } from './repository';
import { quote } from './participation';

export {
  bonusFunding,
  bonusOnWithdrawal,
  convertIfWagered,
  expireBonuses,
  issueBonus,
  openBonusAccount,
  playableBalance,
  winSplit,
} from './bonus';
export { onDepositCredited, settleEndedPromotions } from './events';
export { openBonusOf } from './openBonus';
export { applicationMerchantId, pendingApplicationCount } from './operator';

/** The viewer of a request: the brand's time zone, the member's summary when signed in. */
export async function viewerOf(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number | undefined,
  language: SiteLanguage,
): Promise<Viewer> {
  const member = memberId === undefined ? null : ((await memberById(ctx.db, merchant.id, memberId)) ?? null);
  const viewer: Viewer = { member, language, timeZone: merchant.timeZone, now: ctx.now() };
  if (member) viewer.standing = await standingOf(ctx.db, member.id);
  return viewer;
}

/** Whether the member has an open bonus (a new one is refused until it closes: the points mall says so first). */
export async function hasOpenBonus(db: Tx, memberId: number): Promise<boolean> {
  return (await activeGrant(db, memberId)) !== undefined;
}

/** What may block a member's actions now: an open bonus, a credited deposit (memberView's blockOf). */
async function standingOf(db: Tx, memberId: number): Promise<Standing> {
  return {
    bonusOpen: await hasOpenBonus(db, memberId),
    deposited: await hasCreditedDeposit(db, memberId),
  };
}

export function signedIn(v: Viewer): Viewer & { member: MemberSummary } {
  if (!v.member) throw new AppError('user.or.token.invalid');
  return v as Viewer & { member: MemberSummary };
}

/** Whether the viewer qualifies now for a claim promotion they have not claimed (a quote above 0). */
export function qualifiesFor(db: Tx, v: Viewer): Qualifies {
  return async (p) => (v.member ? (await quote(db, p, { member: v.member, timeZone: v.timeZone }, v.now)) > 0n : true);
}

/** Sums for the operator's dashboard and reports (modules/reports). */
export * as promotionReports from './reportsRepository';
