import crypto from 'node:crypto';
import { checkFieldRules, IS_AGENT } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Limit } from '../../lib/rateLimiter';
import { loadRegisterRules, type Merchant } from '../brands/service';
import { checkPasswordRule, problemError } from './common';
import { hashPassword } from './passwords';
import { createMember } from './register';
import { canonicalUsername, findMemberById, updateMember } from './repository';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Registrations one agent may attempt in an hour: a stolen agent session cannot flood the brand with accounts. */
const DOWNLINE_REGISTRATIONS: Limit = { name: 'agent-register', max: 60, windowMs: 60 * 60_000 };

/** A new affiliate code: 8 characters without look-alikes (0/O, 1/I). */
function newAffiliateCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** The agent's affiliate code, given one first when it has none (agents made before codes existed). */
export async function ensureAffiliateCode(ctx: AppContext, merchantId: number, agentId: number): Promise<string> {
  const agent = await findMemberById(ctx.db, merchantId, agentId);
  if (!agent) throw new AppError('not_an_agent');
  if (agent.affiliateCode) return agent.affiliateCode;
  for (let attempt = 0; ; attempt++) {
    const code = newAffiliateCode();
    try {
      await updateMember(ctx.db, agentId, { affiliateCode: code });
      return code;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/**
 * An agent registers an account directly under itself (the register centre, issue 14): a member, or a
 * sub-agent of the agent's own type with an affiliate code of its own. The brand's username and
 * password rules apply as at registration; the account signs in with the password given. At most 60
 * attempts per agent and hour (TOO_MANY_REQUESTS).
 */
export async function registerDownline(
  ctx: AppContext,
  merchant: Merchant,
  agent: { id: number; isAgent: number },
  input: { kind: 'member' | 'agent'; username: string; password: string; nickname?: string | undefined },
) {
  await ctx.accounts.limiter.hit(DOWNLINE_REGISTRATIONS, `${merchant.id}:${agent.id}`);
  const rules = await loadRegisterRules(ctx.db, merchant.id);
  const problem = checkFieldRules(rules, { username: input.username }, ['username']);
  if (problem) throw problemError(problem);
  checkPasswordRule(rules, input.password, 'password');
  if (input.password === merchant.profile.defaultPassword) throw new AppError('password_reuse', undefined, 'password');
  const now = ctx.now();
  const subAgent = input.kind === 'agent';
  const member = await createMember(ctx.db, {
    merchantId: merchant.id,
    username: canonicalUsername(input.username),
    passwordHash: await hashPassword(input.password),
    nickname: input.nickname?.trim() || null,
    isAgent: subAgent ? agent.isAgent : IS_AGENT.MEMBER,
    affiliateCode: subAgent ? newAffiliateCode() : null,
    uplineId: agent.id,
    passwordChangedAt: now,
    registerMethod: 'AGENT',
    createdAt: now,
    updatedAt: now,
  });
  return { id: member.id, username: member.username, isAgent: member.isAgent, affiliateCode: member.affiliateCode };
}
