import { REFERRAL_LINK_PARAM } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, session } from '@/lib/storage';
import { affiliateQuery } from './queries';

/**
 * The affiliate code a visitor arrives with: `?affiliateCode=` or `?code=` in the URL (the
 * server takes it as the registration's `affiliateCode`). It is kept in session storage so that it
 * survives moving around the site before registering.
 */
export function captureAffiliateCode(search: string): void {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  if (code && /^[A-Za-z0-9_-]{1,32}$/.test(code)) session.set(STORAGE_KEYS.affiliateCode, code);
}

export const arrivedAffiliateCode = (): string | null => session.get(STORAGE_KEYS.affiliateCode);

/**
 * The referral code a member's invitation link brings (`?ref=`, the referral promotion): kept in session
 * storage like the affiliate code and put in the registration's referral code field.
 */
export function captureReferralCode(search: string): void {
  const code = (new URLSearchParams(search).get(REFERRAL_LINK_PARAM) ?? '').trim();
  if (code && /^[A-Za-z0-9]{4,16}$/.test(code)) session.set(STORAGE_KEYS.referralCode, code.toUpperCase());
}

export const arrivedReferralCode = (): string => session.get(STORAGE_KEYS.referralCode) ?? '';

export type AffiliateState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; agentNickname: string | null }
  | { status: 'invalid'; code: string };

/** SPEC §4: a code from the URL is checked on load; the field shows only if it fails or there is none. */
export function useArrivedAffiliate(enabled: boolean): AffiliateState {
  const code = enabled ? arrivedAffiliateCode() : null;
  const query = useQuery(affiliateQuery(code));
  if (!code) return { status: 'none' };
  if (query.isPending) return { status: 'checking', code };
  if (query.data) return { status: 'valid', code: query.data.affiliateCode, agentNickname: query.data.agentNickname };
  return { status: 'invalid', code };
}
