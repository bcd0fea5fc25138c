import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { IS_AGENT } from '@lotus/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cx } from '@/components/cx';
import {
  CashbackIcon,
  ChevronDownIcon,
  DepositIcon,
  HeadIcon,
  ReceiptIcon,
  LogoutIcon,
  MailIcon,
  WithdrawIcon,
} from '@/components/icons';
import { useFeatureFlag } from '@/features/brand';
import { useOpenMemberCentre, type MemberCentrePageName } from '@/features/member-centre';
import { UnreadBadge, useUnreadCount } from '@/features/money';
import { MemberAvatar, useAvatar } from '@/features/security-center';
import { useLogout, useSession } from '@/features/session';

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

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-white/5 data-[highlighted]:text-white';

/**
 * Signed in (SPEC §2 header): the username with a menu — personal centre, betting record,
 * cashback (MANUALREBATE3), sign out — and deposit and withdrawal (buttons from 640 px, in the
 * menu on phones).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const open = useOpenMemberCentre();
  const logout = useLogout();
  const entries = useAccountEntries();
  const trial = session.isAgent === IS_AGENT.TRIAL;
  const unread = useUnreadCount().data ?? 0;
  const avatar = useAvatar().data;

  return (
    <>
      <div className="hidden sm:block">
        <button
          type="button"
          className={buttonClass('gold', 'sm', 'h-9 px-4 text-sm')}
          onClick={() => open('depositv2')}
        >
          <DepositIcon size={16} />
          {t('account.deposit')}
        </button>
      </div>
      <div className="hidden md:block">
        <button
          type="button"
          className={buttonClass('outline', 'sm', 'h-9 px-4 text-sm')}
          onClick={() => open('withdraw')}
        >
          <WithdrawIcon size={16} />
          {t('account.withdraw')}
        </button>
      </div>
      <Dropdown.Root modal={false}>
        <Dropdown.Trigger
          className="inline-flex h-8 max-w-[8.5rem] items-center gap-1.5 rounded-lg border border-white/10 bg-navy-800/70 px-2 text-sm text-slate-100 hover:border-gold-400/60 sm:h-9 sm:max-w-[12rem] sm:px-2.5"
          aria-label={t('account.menuLabel', { name: session.account ?? '' })}
        >
          <MemberAvatar avatar={avatar} size={22} />
          <span className="truncate font-semibold" data-testid="header-username">
            {session.account}
          </span>
          {unread > 0 && <span className="h-2 w-2 shrink-0 rounded-full bg-rose-500" aria-hidden="true" />}
          <ChevronDownIcon size={14} className="shrink-0 text-slate-400" />
        </Dropdown.Trigger>
        <Dropdown.Portal>
          <Dropdown.Content
            align="end"
            sideOffset={6}
            className="z-[80] min-w-52 rounded-xl border border-white/10 bg-navy-800 p-1 shadow-xl shadow-black/50"
          >
            <div className="px-3 py-2">
              <p className="truncate text-sm font-semibold text-white">{session.account}</p>
              {trial && <p className="text-xs text-gold-300">{t('account.trial')}</p>}
            </div>
            <Dropdown.Separator className="my-1 h-px bg-white/10" />
            <Dropdown.Item className={cx(itemClass, 'sm:hidden')} onSelect={() => open('depositv2')}>
              <DepositIcon size={18} />
              {t('account.deposit')}
            </Dropdown.Item>
            <Dropdown.Item className={cx(itemClass, 'md:hidden')} onSelect={() => open('withdraw')}>
              <WithdrawIcon size={18} />
              {t('account.withdraw')}
            </Dropdown.Item>
            {entries.map((e) => (
              <Dropdown.Item key={e.page} className={itemClass} onSelect={() => open(e.page)}>
                {e.icon}
                {e.label}
              </Dropdown.Item>
            ))}
            {!trial && (
              <Dropdown.Item className={itemClass} onSelect={() => open('messageV2')}>
                <MailIcon size={18} />
                <span className="flex-1">{t('account.inbox')}</span>
                <UnreadBadge />
              </Dropdown.Item>
            )}
            <Dropdown.Separator className="my-1 h-px bg-white/10" />
            <Dropdown.Item className={itemClass} onSelect={() => void logout()}>
              <LogoutIcon size={18} />
              {t('session.logout')}
            </Dropdown.Item>
          </Dropdown.Content>
        </Dropdown.Portal>
      </Dropdown.Root>
    </>
  );
}
