import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_AGENT_PAGE, isAgentCentrePage, type AgentCentrePageName } from './pages';

/**
 * The open agent-centre page lives in the URL as `/agent?ac=<page>` (deep links, reloads, tests), and the
 * downline a page was opened for as `&acm=<username>`. `?ac` with an unknown or empty value opens the
 * default page; no `ac` means the overlay is closed.
 */
const PAGE_PARAM = 'ac';
const MEMBER_PARAM = 'acm';

export function useAgentCentreParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PAGE_PARAM);
  const page: AgentCentrePageName | null = raw === null ? null : isAgentCentrePage(raw) ? raw : DEFAULT_AGENT_PAGE;
  const member = params.get(MEMBER_PARAM);

  const setPage = useCallback(
    (next: AgentCentrePageName | null, options: { member?: string; replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set(PAGE_PARAM, next);
          else p.delete(PAGE_PARAM);
          if (next && options.member) p.set(MEMBER_PARAM, options.member);
          else p.delete(MEMBER_PARAM);
          return p;
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { page, member, setPage };
}
