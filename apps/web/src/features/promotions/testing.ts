import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearSession, writeSession } from '@/lib/session';

/**
 * The promotions tests' setup: English, storage and session fresh before each test (`member`: signed in
 * as demo01), the fetch stub, session and storage gone after it.
 */
export function inEnglish({ member }: { member: boolean }) {
  beforeEach(async () => {
    sessionStorage.clear();
    localStorage.setItem('lang', 'en');
    await i18n.changeLanguage('en');
    if (member) writeSession({ token: 't', account: 'demo01', isAgent: 0 });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
