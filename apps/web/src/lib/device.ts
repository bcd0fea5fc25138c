import { local } from './storage';

const KEY = 'deviceId';
const VALID = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * This browser's device id: a random id kept in local storage, sent as `X-Device-Id` where the server
 * compares devices (registration and the referral page: a friend on the referrer's device does not qualify).
 * Not a fingerprint: clearing the site's storage gives a new one.
 */
export function deviceId(): string {
  const stored = local.get(KEY);
  if (stored && VALID.test(stored)) return stored;
  const id =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  local.set(KEY, id);
  return id;
}
