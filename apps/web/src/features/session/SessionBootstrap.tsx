import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { countriesQuery } from '@/components/CountryCodePicker';
import { useBrand } from '@/features/brand';
import { setSessionInvalidHandler } from '@/lib/api';
import { whenIdle } from '@/lib/prefetch';
import { clearSession, getToken } from '@/lib/session';
import { STORAGE_KEYS, session } from '@/lib/storage';
import { dropMemberData } from './hooks';
import { emitSessionExpired, reloadSessionInfo } from './store';

/**
 * Start-up of the session (SPEC §4): with a token in session storage, loginInfo is loaded (the
 * member info query follows once the account is stored). Any call answered
 * `401 user.or.token.invalid` clears the session (except merchant) and announces it, which
 * opens the login popup. Also keeps the brand's flags under `settings`.
 */
export function SessionBootstrap() {
  const client = useQueryClient();
  const brand = useBrand();
  const started = useRef(false);
  const { i18n } = useTranslation();

  // SPEC §4: on start the product loads the country codes; once the page is idle (issue 37), as no
  // first screen shows them (the sign-in and register forms load later still).
  useEffect(() => whenIdle(() => void client.prefetchQuery(countriesQuery(i18n.language))), [client, i18n.language]);

  useEffect(() => {
    setSessionInvalidHandler(() => {
      if (!getToken()) return;
      clearSession();
      session.set(STORAGE_KEYS.settings, JSON.stringify(brand.settings));
      dropMemberData(client);
      emitSessionExpired();
    });
    return () => setSessionInvalidHandler(undefined);
  }, [brand.settings, client]);

  useEffect(() => {
    session.set(STORAGE_KEYS.settings, JSON.stringify(brand.settings));
  }, [brand.settings]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A 401 is handled above; other failures leave the stored session as it is.
    if (getToken()) void reloadSessionInfo().catch(() => undefined);
  }, []);

  return null;
}
