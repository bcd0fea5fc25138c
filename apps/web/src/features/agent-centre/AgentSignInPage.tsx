import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { LoginForm } from '@/features/auth/lazy';
import { usePageTitle } from '@/features/brand';
import { logoutCall } from '@/features/session';
import { AgentCentre } from './AgentCentre';
import { FormAlert } from '@/components/FormAlert';
import {
  clearAgentSession,
  storeAgentSession,
  useAgentSession,
  useAgentSessionEnded,
  useEndRefusedAgentSession,
} from './agentSession';
import { agentKeys } from './api';
import { DEFAULT_AGENT_PAGE } from './pages';
import { useAgentCentreParam } from './url';

/**
 * /agent: the agent centre's sign-in (SPEC §6). It admits agents only (isAgent 1, 2, 41, 42);
 * anyone else is told 'not an agent'. Signing in opens the agent centre (the overlay, `?ac=`) on team
 * overview; closed, the page offers to open it again or to sign out.
 */
export function AgentSignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('agent.title'));
  const agent = useAgentSession();
  const { setPage } = useAgentCentreParam();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  useEndRefusedAgentSession(agent?.token);
  const ended = useAgentSessionEnded();

  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-2xl bg-navy-850 p-5 ring-1 ring-white/10 sm:p-6">
        <h1 className="text-xl font-semibold text-gold-300">{t('agent.title')}</h1>
        {agent ? (
          <div className="mt-2" data-testid="agent-signed-in">
            <p className="text-sm text-slate-300">{t('agent.signedInAs', { name: agent.account })}</p>
            <button
              type="button"
              className={buttonClass('gold', 'md', 'mt-5 w-full')}
              onClick={() => setPage(DEFAULT_AGENT_PAGE)}
            >
              {t('agent.open')}
            </button>
            <button
              type="button"
              className={buttonClass('outline', 'md', 'mt-3 w-full')}
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void logoutCall(agent.token)
                  .catch(() => undefined)
                  .finally(() => {
                    clearAgentSession();
                    queryClient.removeQueries({ queryKey: agentKeys.all });
                    setBusy(false);
                  });
              }}
            >
              {t('session.logout')}
            </button>
          </div>
        ) : (
          <>
            <p className="mt-1 mb-5 text-sm text-slate-400">{t('agent.text')}</p>
            {ended && (
              <div className="mb-4">
                <FormAlert tone="info" message={t('agent.sessionEnded')} />
              </div>
            )}
            <LoginForm
              site="agent"
              onAgentSignedIn={(result) => {
                storeAgentSession(result);
                setPage(DEFAULT_AGENT_PAGE, { replace: true });
              }}
            />
          </>
        )}
      </div>
      {agent && <AgentCentre agent={agent} />}
    </div>
  );
}
