import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonClass } from '@/components/cx';
import { CrownIcon, GlobeIcon, HeadsetIcon, InviteIcon, LiveIcon, RewardIcon } from '@/components/icons';
import { openAuthDialog } from '@/features/auth';
import { useBrand, usePageTitle } from '@/features/brand';
import { useContactUs } from '@/features/customer-service';
import { useSession } from '@/features/session';

/** Where agents sign in (SPEC §6: the agent centre has its own sign-in). */
export const AGENT_SIGN_IN_ROUTE = '/agent';

const WRAPPING = 'h-auto! min-h-12 py-2 text-center whitespace-normal!';

function Reason({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="rounded-2xl border border-white/10 bg-navy-800/60 p-5">
      <span className="mb-3 flex h-10 w-10 items-center justify-center rounded-xl bg-gold-400/10 text-gold-300">
        {icon}
      </span>
      <h3 className="font-semibold text-white">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-slate-400">{text}</p>
    </li>
  );
}

/**
 * /join: why join the brand, how to register (the registration dialog, by username or mobile),
 * and the agent programme with its own sign-in.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const { loggedIn } = useSession();
  const contactUs = useContactUs();
  const site = whitelabel.siteName;
  usePageTitle(t('join.title', { site }));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8" data-testid="join-page">
      <section className="overflow-hidden rounded-3xl border border-gold-400/20 bg-gradient-to-br from-primary/40 via-navy-850 to-navy-900 p-6 sm:p-10">
        <h1 className="text-2xl font-bold text-white sm:text-4xl">{t('join.title', { site })}</h1>
        <p className="mt-3 max-w-2xl text-sm text-slate-200 sm:text-base">
          {t('join.lead', { site, age: whitelabel.agreementAge })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {loggedIn ? (
            <p className="rounded-lg bg-emerald-400/10 px-4 py-2 text-sm text-emerald-200">{t('join.alreadyMember')}</p>
          ) : (
            <>
              <button type="button" className={buttonClass('gold', 'lg')} onClick={() => openAuthDialog('register')}>
                {t('join.registerNow')}
              </button>
              <button type="button" className={buttonClass('outline', 'lg')} onClick={() => openAuthDialog('login')}>
                {t('join.haveAccount')}
              </button>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="join-why">
        <h2 id="join-why" className="mb-4 text-lg font-semibold text-white sm:text-xl">
          {t('join.whyTitle', { site })}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Reason icon={<LiveIcon size={22} />} title={t('join.why.games.title')} text={t('join.why.games.text')} />
          <Reason
            icon={<GlobeIcon size={22} />}
            title={t('join.why.language.title')}
            text={t('join.why.language.text')}
          />
          <Reason
            icon={<RewardIcon size={22} />}
            title={t('join.why.rewards.title')}
            text={t('join.why.rewards.text')}
          />
          <Reason
            icon={<HeadsetIcon size={22} />}
            title={t('join.why.support.title')}
            text={t('join.why.support.text')}
          />
        </ul>
      </section>

      <section aria-labelledby="join-how" className="rounded-2xl border border-white/10 bg-navy-850/80 p-5 sm:p-6">
        <h2 id="join-how" className="text-lg font-semibold text-white sm:text-xl">
          {t('join.howTitle')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex gap-3">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-gold-400 text-sm font-bold text-navy-950">
                {i + 1}
              </span>
              <p className="text-sm text-slate-300">{t(`join.how.${i}`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-slate-400">
          {t('join.howMore')}{' '}
          <Link to="/help?category=getting-started&article=register" className="text-gold-300 underline">
            {t('join.howGuide')}
          </Link>
        </p>
      </section>

      <section
        id="agent"
        aria-labelledby="join-agent"
        className="grid gap-6 rounded-2xl border border-white/10 bg-navy-850/80 p-5 sm:p-6 lg:grid-cols-[1fr_auto] lg:items-center"
      >
        <div>
          <h2 id="join-agent" className="flex items-center gap-2 text-lg font-semibold text-white sm:text-xl">
            <CrownIcon size={22} className="text-gold-300" />
            {t('join.agentTitle')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-300">{t('join.agentText')}</p>
          <ul className="mt-3 space-y-1.5 text-sm text-slate-300">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex gap-2">
                <InviteIcon size={16} className="mt-0.5 shrink-0 text-gold-300" />
                {t(`join.agentPoints.${i}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          {/* Long labels wrap on narrow phones instead of widening the grid. */}
          <Link to={AGENT_SIGN_IN_ROUTE} className={buttonClass('gold', 'lg', WRAPPING)}>
            {t('join.agentSignIn')}
          </Link>
          <button type="button" className={buttonClass('outline', 'lg', WRAPPING)} onClick={contactUs}>
            <HeadsetIcon size={18} />
            {t('join.agentApply')}
          </button>
        </div>
      </section>
    </div>
  );
}
