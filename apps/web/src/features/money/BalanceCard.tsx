import { useTranslation } from '@/lib/i18n';
import { CountBadge } from '@/features/member-centre';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '@/components/icons';
import { setBalanceHidden, useBalance, useBalanceHidden, useMoneyFormat, useUnreadCount } from './hooks';

/**
 * The side menu's balance (SPEC §2, signed in only): the total with a refresh button and a hide
 * toggle. It follows the balance stream, so it changes without a reload when money moves.
 */
export function BalanceCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const hidden = useBalanceHidden();
  const money = useMoneyFormat();
  const b = balance.data;
  const text = hidden ? '••••••' : b ? money(b.sumBalance) : balance.isError ? '—' : '…';
  // The buttons sit beside the label, so the amount has the card's whole width and is never cut;
  // the currency goes under it when both do not fit.
  return (
    <div className={className}>
      <div className="flex items-center gap-1">
        <p className="min-w-0 flex-1 text-[11px] text-slate-400">
          {b?.trial ? t('money.balance.trial') : t('money.balance.label')}
        </p>
        <button
          type="button"
          className="rounded-full p-1.5 text-slate-300 hover:bg-white/10 hover:text-white disabled:opacity-50"
          aria-label={t('money.balance.refresh')}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <RefreshIcon size={18} className={balance.isFetching ? 'animate-spin' : undefined} />
        </button>
        <button
          type="button"
          className="rounded-full p-1.5 text-slate-300 hover:bg-white/10 hover:text-white"
          aria-label={t('money.balance.hide')}
          aria-pressed={hidden}
          onClick={() => setBalanceHidden(!hidden)}
        >
          {hidden ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
      <p
        className="flex flex-wrap items-baseline gap-x-1 text-lg font-bold text-gold-300 tabular-nums"
        data-testid="balance"
        aria-live="polite"
        aria-label={hidden ? t('money.balance.hiddenLabel') : undefined}
      >
        <span className="whitespace-nowrap">{text}</span>
        {/* Play money (the label says so) has no currency of its own. */}
        {b && !hidden && !b.trial && <span className="text-xs font-medium text-slate-400">{b.currency}</span>}
      </p>
    </div>
  );
}

/** The unread inbox count as a badge (nothing when 0). */
export function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadCount().data ?? 0;
  return <CountBadge count={count} label={t('money.inbox.unreadBadge', { count })} />;
}
