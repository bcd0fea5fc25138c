import fs from 'node:fs';
import crypto from 'node:crypto';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { MOD, type LoginResult } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { AccountsConfig } from '../../config';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../brands/service';
import { requireSwitch } from './common';
import { checkSite } from './login';
import { createMember, agentForAffiliateCode } from './register';
import { findIdentity, findMemberById, insertIdentity } from './repository';
import { issueSession, type Client } from './sessions';

/** Google's key set for Firebase ID tokens, used when FIREBASE_JWKS is not set. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const PROVIDER = { google: 'google.com', facebook: 'facebook.com' } as const;

const keySets = new Map<string, JWTVerifyGetKey>();
/** FIREBASE_JWKS: a https URL (fetched and cached by jose) or a local JWKS JSON file. */
function keySet(source: string): JWTVerifyGetKey {
  let ks = keySets.get(source);
  if (!ks) {
    ks = /^https?:\/\//.test(source)
      ? createRemoteJWKSet(new URL(source))
      : createLocalJWKSet(JSON.parse(fs.readFileSync(source, 'utf8')));
    keySets.set(source, ks);
  }
  return ks;
}

export interface SocialIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

/** Verifies a Firebase ID token: signature (RS256) against the JWKS, issuer, audience, expiry, and the sign-in provider of the channel. */
export async function verifySocialToken(
  config: AccountsConfig,
  channel: 'google' | 'facebook',
  idToken: string,
  now: Date,
): Promise<SocialIdentity> {
  const projectId = config.firebaseProjectId;
  if (!projectId) throw new AppError('social_not_configured');
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(config.firebaseJwks ?? FIREBASE_JWKS_URL), {
      issuer: `https://securetoken.google.com/${projectId}`,
      audience: projectId,
      algorithms: ['RS256'],
      currentDate: now,
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch {
    throw new AppError('social_token_invalid', undefined, 'firebaseIdToken');
  }
  const firebase = payload.firebase as { sign_in_provider?: string } | undefined;
  if (!payload.sub || firebase?.sign_in_provider !== PROVIDER[channel])
    throw new AppError('social_token_invalid', undefined, 'firebaseIdToken');
  const email =
    typeof payload.email === 'string' && payload.email_verified === true ? payload.email.toLowerCase() : null;
  return { subject: payload.sub, email, name: typeof payload.name === 'string' ? payload.name.slice(0, 32) : null };
}

/** Social sign-in: signs in the member linked to the identity, or registers one (no password). */
export async function socialLogin(
  ctx: AppContext,
  merchant: Merchant,
  input: {
    firebaseChannel: 'google' | 'facebook';
    firebaseIdToken: string;
    affiliateCode?: string | null | undefined;
    domain?: string | null | undefined;
  },
  client: Client,
): Promise<LoginResult> {
  await requireSwitch(ctx, merchant, input.firebaseChannel === 'google' ? MOD.FIREBASE_GOOGLE : MOD.FIREBASE_FACEBOOK);
  const identity = await verifySocialToken(
    ctx.config.accounts,
    input.firebaseChannel,
    input.firebaseIdToken,
    ctx.now(),
  );
  const provider = PROVIDER[input.firebaseChannel];
  const linked = await findIdentity(ctx.db, merchant.id, provider, identity.subject);
  let member = linked && (await findMemberById(ctx.db, merchant.id, linked.memberId));
  if (!member) {
    const upline = input.affiliateCode ? await agentForAffiliateCode(ctx, merchant, input.affiliateCode) : undefined;
    const now = ctx.now();
    member = await createMember(ctx.db, {
      merchantId: merchant.id,
      username: `${input.firebaseChannel === 'google' ? 'gg' : 'fb'}${crypto.randomBytes(5).toString('hex')}`,
      passwordHash: null,
      email: identity.email,
      emailVerifiedAt: identity.email ? now : null,
      nickname: identity.name,
      uplineId: upline?.id ?? null,
      registerMethod: `SOCIAL_${input.firebaseChannel.toUpperCase()}`,
      registerIp: client.ip,
      registerDomain: input.domain ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await insertIdentity(ctx.db, {
      merchantId: merchant.id,
      provider,
      subject: identity.subject,
      memberId: member.id,
      createdAt: now,
    });
  }
  if (member.lockedUntil && member.lockedUntil > ctx.now()) {
    throw new AppError('account_locked', undefined, undefined, {
      lockedUntil: member.lockedUntil.toISOString(),
      unlockBy: ['sms', 'email'],
    });
  }
  checkSite(member, 'member');
  return issueSession(ctx, merchant, member, client, { site: 'member', method: 'social' });
}
