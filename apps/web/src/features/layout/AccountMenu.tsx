import type { ReactNode } from 'react';
import { IS_AGENT } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { CashbackIcon, ChevronDownIcon, DepositIcon, HeadIcon, ReceiptIcon, WithdrawIcon } from '@/components/icons';
import { LazyMenuTrigger } from '@/components/LazyMenuTrigger';
import { useFeatureFlag } from '@/features/brand';
import { useOpenMemberCentre, type MemberCentrePageName } from '@/features/member-centre';
import { useUnreadCount } from '@/features/money';
import { MemberAvatar, useAvatar, useRgBlocked } from '@/features/security-center';
import { useSession } from '@/features/session';
import { lazyComponent } from '@/lib/lazy';

/** The header entries of a signed-in member (SPEC §2), each opening its member-centre page. */
export function useAccountEntries() {
  const { t } = useTranslation();
  const cashback = useFeatureFlag('manualRebate');
  const entries: { page: MemberCentrePageName; label: string; icon: ReactNode }[] = [
    { page: 'securityCenter', label: t('account.personalCentre'), icon: <HeadIcon size={18} /> },
    { page: 'personalHistoryCopy', label: t('account.bettingRecord'), icon: <ReceiptIcon size={18} /> },
  ];
  if (cashback) entries.push({ page: 'manualRebate', label: t('account.cashback'), icon: <CashbackIcon size={18} /> });
  return entries;
}

const triggerClassName =
  'inline-flex h-8 max-w-[8.5rem] items-center gap-1.5 rounded-lg border border-white/10 bg-navy-800/70 px-2 text-sm text-slate-100 hover:border-gold-400/60 sm:h-9 sm:max-w-[12rem] sm:px-2.5';

/** The header's money buttons: deposit from 640 px, withdraw from 768 px (in the menu on phones). */
const MONEY_BUTTONS = [
  {
    page: 'depositv2',
    label: 'account.deposit',
    variant: 'gold',
    shownFrom: 'hidden sm:block',
    icon: <DepositIcon size={16} />,
  },
  {
    page: 'withdraw',
    label: 'account.withdraw',
    variant: 'outline',
    shownFrom: 'hidden md:block',
    icon: <WithdrawIcon size={16} />,
  },
] as const satisfies readonly {
  page: MemberCentrePageName;
  label: string;
  variant: Parameters<typeof buttonClass>[0];
  shownFrom: string;
  icon: ReactNode;
}[];

/** The menu itself (Radix) loads on its first opening. */
const AccountMenuPanel = lazyComponent(() => import('./AccountMenuPanel').then((m) => m.AccountMenuPanel));

/**
 * Signed in (SPEC §2 header): the username with a menu — personal centre, betting record,
 * cashback (MANUALREBATE3), sign out — and deposit and withdrawal (buttons from 640 px, in the
 * menu on phones), which a free-play account, with play money only, is not offered.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const open = useOpenMemberCentre();
  const unread = useUnreadCount().data ?? 0;
  const avatar = useAvatar().data;
  const label = t('account.menuLabel', { name: session.account ?? '' });
  const trial = session.isAgent === IS_AGENT.TRIAL;
  // No deposit is offered during a time-out or self-exclusion; withdrawals stay.
  const blocked = useRgBlocked();

  return (
    <>
      {!trial &&
        MONEY_BUTTONS.filter((m) => !blocked || m.page !== 'depositv2').map((m) => (
          <div key={m.page} className={m.shownFrom}>
            <button
              type="button"
              className={buttonClass(m.variant, 'sm', 'h-9 px-4 text-sm')}
              onClick={() => open(m.page)}
            >
              {m.icon}
              {t(m.label)}
            </button>
          </div>
        ))}
      <LazyMenuTrigger
        label={label}
        className={triggerClassName}
        preload={AccountMenuPanel.preload}
        renderMenu={(face) => (
          <AccountMenuPanel label={label} triggerClassName={triggerClassName}>
            {face}
          </AccountMenuPanel>
        )}
      >
        <MemberAvatar avatar={avatar} size={22} />
        <span className="truncate font-semibold" data-testid="header-username">
          {session.account}
        </span>
        {unread > 0 && <span className="h-2 w-2 shrink-0 rounded-full bg-rose-500" aria-hidden="true" />}
        <ChevronDownIcon size={14} className="shrink-0 text-slate-400" />
      </LazyMenuTrigger>
    </>
  );
}
