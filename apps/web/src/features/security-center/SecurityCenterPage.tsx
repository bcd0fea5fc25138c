import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { Spinner } from '@/components/Spinner';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { useMemberInfo } from '@/features/session';
import { formatDateTime } from '@/lib/format';
import { useIdle } from '@/lib/prefetch';
import { AvatarSection } from './AvatarSection';
import { LoginHistorySection, SessionsSection } from './ActivitySections';
import { ContactSection } from './ContactSection';
import { KYC_SECTION_ID, KycSection } from './KycSection';
import { PasswordSection, PaymentPasswordSection } from './PasswordSections';
import { ProfileSection } from './ProfileSection';
import { ResponsibleGamingSection } from './ResponsibleGamingSection';
import { RG_SECTION_ID } from './rgSection';
import { profileKey, profileQuery } from './queries';
import { Section } from './Section';

/**
 * securityCenter ("my account", the member centre's default page): the account, the profile of
 * SPEC §3, phone and e-mail binding, the login and payment passwords, sign-in history and the
 * open sessions, responsible gaming (issue 17: limits, reality checks, breaks, the statement), and
 * identity verification (issue 34: the documents that let held withdrawals go on).
 */
export function SecurityCenterPage({ go }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const client = useQueryClient();
  const info = useMemberInfo();
  const profile = useQuery(profileQuery());
  const reload = () => void client.invalidateQueries({ queryKey: profileKey });
  // The sections past a phone's first screen (forms, limits, sessions) render once the page is idle:
  // all at once they were one long task when the member centre opened (issue 37). Opened at the
  // responsible-gaming section (the footer's link), they render at once.
  const idle = useIdle();
  const { hash } = useLocation();
  const rest = idle || hash === `#${RG_SECTION_ID}` || hash === `#${KYC_SECTION_ID}`;

  if (profile.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const p = profile.data;

  const facts: [string, string][] = [
    [t('fields.username'), p.username],
    [t('security.account.vip'), info.data?.clubLabel.labelName ?? `VIP${p.vipLevel}`],
    [t('security.account.createdAt'), formatDateTime(p.createdAt, whitelabel.timeZone)],
    [
      t('security.account.passwordChangedAt'),
      p.passwordChangedAt ? formatDateTime(p.passwordChangedAt, whitelabel.timeZone) : '—',
    ],
  ];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('memberCentre.pages.securityCenter')}</h2>
      <Section id="sc-account" title={t('security.account.title')}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {facts.map(([k, v]) => (
            <div key={k} className="min-w-0 rounded-xl bg-navy-900/60 px-3 py-3 ring-1 ring-white/5 sm:px-4">
              <dt className="text-xs text-slate-400">{k}</dt>
              <dd className="mt-0.5 text-sm font-medium break-words text-white tabular-nums sm:text-base">{v}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <AvatarSection />
      <ContactSection profile={p} onChanged={reload} />
      {rest && (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <PasswordSection profile={p} onChanged={reload} />
            <PaymentPasswordSection profile={p} onChanged={reload} />
          </div>
          <KycSection />
          <ProfileSection key={p.createdAt} profile={p} onSaved={(next) => client.setQueryData(profileKey, next)} />
          <ResponsibleGamingSection go={go} />
          <SessionsSection />
          <LoginHistorySection />
        </>
      )}
    </div>
  );
}
