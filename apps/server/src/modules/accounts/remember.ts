import type { LoginResult } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../brands/service';
import { checkSite } from './login';
import { findMemberById, useRememberToken } from './repository';
import { issueSession, type Client } from './sessions';
import { sha256Hex } from './tokens';

/** Exchanges a remember token (single use, one day) for a session and a fresh remember token. */
export async function loginWithRememberToken(
  ctx: AppContext,
  merchant: Merchant,
  token: string,
  client: Client,
): Promise<LoginResult> {
  const memberId = await useRememberToken(ctx.db, sha256Hex(token), ctx.now());
  const member = memberId === undefined ? undefined : await findMemberById(ctx.db, merchant.id, memberId);
  if (!member) throw new AppError('remember_token_invalid', undefined, 'rememberToken');
  if (member.lockedUntil && member.lockedUntil > ctx.now())
    throw new AppError('remember_token_invalid', undefined, 'rememberToken');
  checkSite(member, 'member');
  return issueSession(ctx, merchant, member, client, { site: 'member', method: 'remember', remember: true });
}
