import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { LoginForm } from '@/features/auth/lazy';
import { usePageTitle } from '@/features/brand';
import { logoutCall } from '@/features/session';
import { clearAgentSession, storeAgentSession, useAgentSession } from './agentSession';

/**
 * /agent: the agent centre's sign-in (SPEC §6). It admits agents only (isAgent 1, 2, 41, 42);
 * anyone else is told 'not an agent'. The agent centre itself (team, reports, contracts) comes
 * with a later issue; signed in, the page says so and offers to sign out.
 */
export function AgentSignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('agent.title'));
  const agent = useAgentSession();
  const [busy, setBusy] = useState(false);

  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-2xl bg-navy-850 p-5 ring-1 ring-white/10 sm:p-6">
        <h1 className="text-xl font-semibold text-gold-300">{t('agent.title')}</h1>
        {agent ? (
          <div className="mt-2" data-testid="agent-signed-in">
            <p className="text-sm text-slate-300">{t('agent.signedInAs', { name: agent.account })}</p>
            <EmptyState level={2} title={t('agent.centreSoon')} description={t('empty.text')} className="py-8" />
            <button
              type="button"
              className={buttonClass('outline', 'md', 'w-full')}
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void logoutCall(agent.token)
                  .catch(() => undefined)
                  .finally(() => {
                    clearAgentSession();
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
            <LoginForm site="agent" onAgentSignedIn={storeAgentSession} />
          </>
        )}
      </div>
    </div>
  );
}
