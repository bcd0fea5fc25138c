/** Storage access that never throws (private mode, disabled storage, quota). */
function safe(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function make(kind: 'local' | 'session') {
  return {
    get(key: string): string | null {
      try {
        return safe(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        safe(kind)?.setItem(key, value);
      } catch {
        /* storage unavailable: the value lives for this page only */
      }
    },
    remove(key: string): void {
      try {
        safe(kind)?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
    /** Removes every key except those listed. */
    clearExcept(keep: readonly string[]): void {
      try {
        const store = safe(kind);
        if (!store) return;
        const names: string[] = [];
        for (let i = 0; i < store.length; i++) {
          const k = store.key(i);
          if (k !== null && !keep.includes(k)) names.push(k);
        }
        names.forEach((k) => store.removeItem(k));
      } catch {
        /* ignore */
      }
    },
  };
}

export const local = make('local');
export const session = make('session');

/** Storage keys used across the site. Language keys are named by SPEC §3. */
export const STORAGE_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  noticeIndex: 'noticeIndex',
  popupNoticesSeen: 'popupNoticesSeen',
  // The stored session (SPEC §3), in session storage.
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  customerId: 'customerId',
  memberLabel: 'memberLabel',
  isAgent: 'isAgent',
  nickname: 'nickname',
  toUpline: 'toUpline',
  platform: 'platform',
  /** The brand's feature flags as JSON ({ modId: boolean }). */
  settings: 'settings',
  /** The registration field rules as JSON (GET /wps/system/setting/register). */
  validate: 'validate',
  /** The affiliate code the visitor arrived with (?affiliateCode= or ?code=). */
  affiliateCode: 'affiliateCode',
  /** The referral code a friend's link brought (?ref=), for the registration's referralCode. */
  referralCode: 'referralCode',
  /** The agent-centre session as JSON ({ token, account, isAgent }), separate from the member's. */
  agentSession: 'agentSession',
} as const;
