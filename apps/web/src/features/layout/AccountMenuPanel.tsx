import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { IS_AGENT } from '@lotus/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { OpenedDropdown } from '@/components/OpenedDropdown';
import { DepositIcon, LogoutIcon, MailIcon, WithdrawIcon } from '@/components/icons';
import { useOpenMemberCentre } from '@/features/member-centre';
import { UnreadBadge } from '@/features/money';
import { useLogout, useSession } from '@/features/session';
import { useRgBlocked } from '@/features/security-center';
import { useAccountEntries } from './AccountMenu';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-white/5 data-[highlighted]:text-white';

/**
 * The account menu (Radix), loaded on its first opening (AccountMenu): personal centre, betting
 * record, cashback, inbox, sign out, and deposit and withdrawal on phones. It mounts open, and from
 * then on is the menu.
 */
export function AccountMenuPanel({
  label,
  triggerClassName,
  children,
}: {
  label: string;
  triggerClassName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const open = useOpenMemberCentre();
  const logout = useLogout();
  const entries = useAccountEntries();
  const trial = session.isAgent === IS_AGENT.TRIAL;
  const blocked = useRgBlocked();

  return (
    <OpenedDropdown label={label} triggerClassName={triggerClassName} face={children} contentClassName="min-w-52">
      <div className="px-3 py-2">
        <p className="truncate text-sm font-semibold text-white">{session.account}</p>
        {trial && <p className="text-xs text-gold-300">{t('account.trial')}</p>}
      </div>
      <Dropdown.Separator className="my-1 h-px bg-white/10" />
      {!blocked && (
        <Dropdown.Item className={cx(itemClass, 'sm:hidden')} onSelect={() => open('depositv2')}>
          <DepositIcon size={18} />
          {t('account.deposit')}
        </Dropdown.Item>
      )}
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
    </OpenedDropdown>
  );
}
