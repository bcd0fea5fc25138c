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
  };
}

export const local = make('local');
export const session = make('session');

/** Storage keys used across the site. Language keys are named by SPEC §3. */
export const STORAGE_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  token: 'token',
  noticeIndex: 'noticeIndex',
  popupNoticesSeen: 'popupNoticesSeen',
} as const;
