import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { IS_AGENT } from '@lotus/contracts';
import {
  DepositIcon,
  DownloadIcon,
  HeadIcon,
  HeadsetIcon,
  HelpIcon,
  InviteIcon,
  LogoutIcon,
  MailIcon,
  PromoIcon,
  WithdrawIcon,
} from '@/components/icons';
import { LanguageSwitch } from '@/components/LanguageSelector';
import { FreePlayButton } from '@/features/auth';
import { useCategoryLabel, useFeatureFlag } from '@/features/brand';
import { useOfferedCategories } from '@/features/games';
import { useContactUs } from '@/features/customer-service';
import { useOpenMemberCentre } from '@/features/member-centre';
import { BalanceCard, UnreadBadge } from '@/features/money';
import { useLogout, useSession } from '@/features/session';
import { useRgBlocked } from '@/features/security-center';
import { useAccountEntries } from './AccountMenu';
import { AuthDialogButton } from './AuthDialogButton';
import { categoryIcon } from './categoryIcon';

const item = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm transition-colors',
    isActive
      ? 'bg-primary/20 text-gold-300 shadow-[inset_3px_0_0_var(--color-gold-400)]'
      : 'text-slate-300 hover:bg-white/5 hover:text-white',
  );

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h2 className="mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** A side-menu entry that acts rather than links (`onSelect` also closes the phone drawer). */
function ActionItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={item({ isActive: false })} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

function QuickAction({
  icon,
  label,
  onClick,
  to,
}: {
  icon: ReactNode;
  label: string;
  onClick?: () => void;
  to?: string;
}) {
  const cls =
    'flex flex-col items-center gap-1.5 rounded-xl bg-navy-800/80 px-1 py-3 text-center text-[11px] leading-tight text-slate-200 ring-1 ring-white/5 transition hover:bg-navy-700 hover:text-white';
  const body = (
    <>
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-gold-400/10 text-gold-400">{icon}</span>
      {label}
    </>
  );
  if (to)
    return (
      <Link to={to} className={cls} onClick={onClick}>
        {body}
      </Link>
    );
  return (
    <button type="button" className={cls} onClick={onClick}>
      {body}
    </button>
  );
}

/**
 * Side menu (SPEC §2): account area (balance only when logged in; login and register when logged
 * out), invite and earn, promotions, deposit, game centre, app download, customer service, help
 * centre, language. `onNavigate` closes the phone drawer after a choice.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const categories = useOfferedCategories();
  const session = useSession();
  const { loggedIn } = session;
  // A time-out or self-exclusion: no deposit and no reward badge offered.
  const blocked = useRgBlocked();
  const openMemberCentre = useOpenMemberCentre();
  // Invite and earn needs the referral promotion (SPEC §6).
  const referralOn = useFeatureFlag('referral');
  const logout = useLogout();
  const accountEntries = useAccountEntries();
  const contactUs = useContactUs();
  const done = () => onNavigate?.();
  /** Closes the drawer, then does `action`. */
  const then = (action: () => void) => () => {
    done();
    action();
  };

  return (
    <div className="flex flex-col px-3 py-4">
      {!loggedIn && (
        <div className="rounded-2xl bg-gradient-to-br from-primary/40 via-navy-800 to-navy-800 p-4 ring-1 ring-white/10">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 text-slate-400 ring-1 ring-white/10">
              <HeadIcon size={22} />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-white">{t('sideMenu.welcome')}</p>
              <p className="text-xs text-slate-400">{t('sideMenu.welcomeHint')}</p>
            </div>
          </div>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <AuthDialogButton kind="login" className={buttonClass('outline', 'sm')} onOpen={done}>
              {t('auth.login')}
            </AuthDialogButton>
            <AuthDialogButton kind="register" className={buttonClass('gold', 'sm')} onOpen={done}>
              {t('auth.register')}
            </AuthDialogButton>
          </div>
          <FreePlayButton className="mt-2 h-9" onDone={done} />
        </div>
      )}
      {loggedIn && (
        <div
          className="rounded-2xl bg-gradient-to-br from-primary/40 via-navy-800 to-navy-800 p-4 ring-1 ring-white/10"
          data-testid="side-menu-account"
        >
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 text-gold-400 ring-1 ring-white/10">
              <HeadIcon size={22} />
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-white">{session.account}</p>
              <p className="text-xs text-slate-400">
                {session.isAgent === IS_AGENT.TRIAL ? t('account.trial') : t('sideMenu.signedIn')}
              </p>
            </div>
          </div>
          <BalanceCard className="mt-3 border-t border-white/10 pt-3" />
        </div>
      )}

      <div className="mt-4 grid grid-cols-3 gap-2">
        {referralOn && (
          <QuickAction
            icon={<InviteIcon size={18} />}
            label={t('sideMenu.invite')}
            onClick={then(() => openMemberCentre('referral'))}
          />
        )}
        <QuickAction icon={<PromoIcon size={18} />} label={t('nav.promotions')} to="/promotions" onClick={done} />
        {!blocked && (
          <QuickAction
            icon={<DepositIcon size={18} />}
            label={t('sideMenu.deposit')}
            onClick={then(() => openMemberCentre('depositv2'))}
          />
        )}
      </div>

      {loggedIn && (
        <Section title={t('sideMenu.account')}>
          <ul className="space-y-0.5">
            {[
              ...accountEntries,
              { page: 'withdraw' as const, label: t('account.withdraw'), icon: <WithdrawIcon size={18} /> },
              { page: 'messageV2' as const, label: t('account.inbox'), icon: <MailIcon size={18} /> },
            ].map((e) => (
              <ActionItem key={e.page} onSelect={then(() => openMemberCentre(e.page))}>
                <span className="shrink-0 text-gold-400/90">{e.icon}</span>
                <span className="flex-1 text-left">{e.label}</span>
                {e.page === 'messageV2' && <UnreadBadge />}
              </ActionItem>
            ))}
            <ActionItem onSelect={then(() => void logout())}>
              <LogoutIcon size={20} className="shrink-0 text-gold-400/90" />
              {t('session.logout')}
            </ActionItem>
          </ul>
        </Section>
      )}

      <Section title={t('sideMenu.gameCentre')}>
        <ul className="space-y-0.5">
          {categories.map((c) => {
            const Icon = categoryIcon(c);
            return (
              <li key={c.gameType}>
                <NavLink to={c.page} className={item} onClick={done}>
                  <Icon size={20} className="shrink-0 text-gold-400/90" />
                  {label(c)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={t('sideMenu.services')}>
        <ul className="space-y-0.5">
          <li>
            <NavLink to="/down" className={item} onClick={done}>
              <DownloadIcon size={20} className="shrink-0 text-gold-400/90" />
              {t('sideMenu.appDownload')}
            </NavLink>
          </li>
          <ActionItem onSelect={then(contactUs)}>
            <HeadsetIcon size={20} className="shrink-0 text-gold-400/90" />
            {t('customerService.title')}
          </ActionItem>
          <li>
            <NavLink to="/help" className={item} onClick={done}>
              <HelpIcon size={20} className="shrink-0 text-gold-400/90" />
              {t('sideMenu.helpCentre')}
            </NavLink>
          </li>
        </ul>
      </Section>

      <Section title={t('language.label')}>
        <LanguageSwitch className="mx-1" />
      </Section>
    </div>
  );
}
