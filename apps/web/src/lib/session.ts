import { STORAGE_KEYS, session } from './storage';
import { createStore, useStore } from './store';

/**
 * The stored session (SPEC §3: token, account, merchant, merchantCode, customerId, memberLabel,
 * isAgent, nickname, toUpline, platform; settings and validate are brand data kept beside it).
 * Logged out means no token in session storage; the logged-in flag is set once the account is
 * stored (SPEC §4). Every write goes through this module so that subscribers re-render.
 */
export interface SessionSnapshot {
  token: string | null;
  account: string | null;
  merchant: string | null;
  merchantCode: string | null;
  customerId: number | null;
  memberLabel: { labelName: string }[];
  /** 0 member, 1/2/41/42 agent, 4 trial (free play); null when unknown. */
  isAgent: number | null;
  nickname: string | null;
  toUpline: boolean;
  platform: string | null;
  /** A token and the account info are stored. */
  loggedIn: boolean;
}

const K = STORAGE_KEYS;

/** The session token (SPEC §4: logged in means a token is present in session storage). */
export function getToken(): string | null {
  const token = session.get(K.token);
  return token && token.trim() ? token : null;
}

function num(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function labels(value: string | null): { labelName: string }[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((l): l is { labelName: string } => typeof l?.labelName === 'string')
      : [];
  } catch {
    return [];
  }
}

function read(): SessionSnapshot {
  const token = getToken();
  const account = session.get(K.account);
  return {
    token,
    account,
    merchant: session.get(K.merchant),
    merchantCode: session.get(K.merchantCode),
    customerId: num(session.get(K.customerId)),
    memberLabel: labels(session.get(K.memberLabel)),
    isAgent: num(session.get(K.isAgent)),
    nickname: session.get(K.nickname),
    toUpline: session.get(K.toUpline) === 'true',
    platform: session.get(K.platform),
    loggedIn: token !== null && !!account,
  };
}

const snapshot = createStore<SessionSnapshot>(read());

/** Re-reads storage and notifies subscribers (call after writing session keys). */
export function refreshSession(): void {
  snapshot.set(read());
}

export const getSession = (): SessionSnapshot => snapshot.get();

/** The session, re-rendering on login, logout and info updates. */
export function useSessionSnapshot(): SessionSnapshot {
  return useStore(snapshot);
}

export interface SessionFields {
  token?: string;
  account?: string;
  merchant?: string;
  merchantCode?: string;
  customerId?: number;
  memberLabel?: { labelName: string }[];
  isAgent?: number;
  nickname?: string | null;
  toUpline?: boolean;
  platform?: string;
}

/** Writes the given session fields (others are kept). */
export function writeSession(fields: SessionFields): void {
  const set = (key: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null) session.remove(key);
    else session.set(key, value);
  };
  set(K.token, fields.token);
  set(K.account, fields.account);
  set(K.merchant, fields.merchant);
  set(K.merchantCode, fields.merchantCode);
  set(K.customerId, fields.customerId === undefined ? undefined : String(fields.customerId));
  set(K.memberLabel, fields.memberLabel === undefined ? undefined : JSON.stringify(fields.memberLabel));
  set(K.isAgent, fields.isAgent === undefined ? undefined : String(fields.isAgent));
  set(K.nickname, fields.nickname);
  set(K.toUpline, fields.toUpline === undefined ? undefined : String(fields.toUpline));
  set(K.platform, fields.platform);
  refreshSession();
}

/** SPEC §4 logout: session storage is cleared except merchant. */
export function clearSession(): void {
  session.clearExcept([K.merchant]);
  refreshSession();
}
