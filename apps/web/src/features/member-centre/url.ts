import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_MEMBER_CENTRE_PAGE, isMemberCentrePage, type MemberCentrePageName } from './pages';

/**
 * The open member-centre page lives in the URL as `?mc=<page>` (e.g. `/index?mc=securityCenter`),
 * so it can be deep-linked, reloaded and tested; other query parameters are kept. `?mc` with an
 * unknown or empty value opens the default page.
 */
export const MEMBER_CENTRE_PARAM = 'mc';

export function useMemberCentreParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(MEMBER_CENTRE_PARAM);
  const page: MemberCentrePageName | null =
    raw === null ? null : isMemberCentrePage(raw) ? raw : DEFAULT_MEMBER_CENTRE_PAGE;

  const setPage = useCallback(
    (next: MemberCentrePageName | null, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set(MEMBER_CENTRE_PARAM, next);
          else p.delete(MEMBER_CENTRE_PARAM);
          return p;
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { page, setPage };
}
