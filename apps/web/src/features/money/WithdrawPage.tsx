import type { WithdrawalOrder, WithdrawalSettings } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { ErrorState } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { BankAccounts } from './BankAccounts';
import { useMoneyFormat } from './hooks';
import { bankAccountsQuery, withdrawalSettingsQuery } from './queries';
import { Card, Facts, Loading, MoneyPage } from './ui';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';

/** Why a withdrawal cannot be asked for now, before the member types anything (null: it can). */
function refusal(s: WithdrawalSettings): string | null {
  if (!s.hasPaymentPassword) return 'noPaymentPassword';
  if (s.turnover.outstanding > 0) return 'turnover';
  if (s.usedTodayCount >= s.dailyMaxCount) return 'dailyCount';
  if (s.usedTodayAmount >= s.dailyMaxAmount) return 'dailyAmount';
  if (s.withdrawable < s.minAmount) return 'belowMin';
  return null;
}

/** What is left of a daily limit (never below zero). */
const left = (max: bigint, used: bigint) => (used < max ? max - used : 0n);

/**
 * withdraw: the limits and the turnover requirement, bank accounts bound by the member (the payee
 * name must match the profile's), the request with the payment password, and the withdrawals with
 * their status and the confirmation of SPEC §4 after payment.
 */
export function WithdrawPage({ go }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const settings = useQuery(withdrawalSettingsQuery());
  const accounts = useQuery(bankAccountsQuery());
  // Kept here, not in the form: a request for all that is left removes the form (nothing to withdraw).
  const [requested, setRequested] = useState<WithdrawalOrder | null>(null);

  if (settings.isPending || accounts.isPending) return <Loading />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (accounts.isError) return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  const s = settings.data;
  const why = refusal(s);

  return (
    <MoneyPage title={t('memberCentre.pages.withdraw')}>
      <Card title={t('money.withdraw.limitsTitle')}>
        <Facts
          items={[
            [
              t('money.withdraw.withdrawable'),
              <span data-testid="withdrawable">{`${money(s.withdrawable)} ${s.currency}`}</span>,
            ],
            [
              t('money.withdraw.perRequest'),
              t('money.amount.limits', { min: money(s.minAmount), max: money(s.maxAmount) }),
            ],
            [t('money.withdraw.todayCount'), `${s.usedTodayCount} / ${s.dailyMaxCount}`],
            [t('money.withdraw.todayAmount'), `${money(s.usedTodayAmount)} / ${money(s.dailyMaxAmount)}`],
            [
              t('money.withdraw.leftToday'),
              <span data-testid="left-today">
                {t('money.withdraw.leftTodayValue', {
                  amount: money(left(s.dailyMaxAmount, s.usedTodayAmount)),
                  count: Math.max(s.dailyMaxCount - s.usedTodayCount, 0),
                })}
              </span>,
            ],
            [
              t('money.withdraw.turnover'),
              s.turnover.required > 0
                ? t('money.withdraw.turnoverProgress', {
                    progress: money(s.turnover.progress),
                    required: money(s.turnover.required),
                  })
                : t('money.withdraw.turnoverNone'),
            ],
          ]}
        />
        <p className="mt-2 text-xs text-slate-400">{t('money.withdraw.limitsByRank')}</p>
        {why && (
          <div className="mt-3 flex flex-col gap-2">
            <FormAlert
              tone="info"
              message={t(`money.withdraw.refused.${why}`, {
                outstanding: money(s.turnover.outstanding),
                min: money(s.minAmount),
              })}
            />
            {why === 'noPaymentPassword' && (
              <button
                type="button"
                className={buttonClass('outline', 'sm', 'self-start')}
                onClick={() => go('securityCenter')}
              >
                {t('money.withdraw.goSetPassword')}
              </button>
            )}
          </div>
        )}
      </Card>
      <BankAccounts settings={s} accounts={accounts.data} onChanged={() => void accounts.refetch()} go={go} />
      {accounts.data.length > 0 && (!why || requested) && (
        <Card title={t('money.withdraw.new')}>
          <div className="flex flex-col gap-4">
            {!why && <WithdrawForm settings={s} accounts={accounts.data} onRequested={setRequested} />}
            <FormAlert
              tone="success"
              message={
                requested
                  ? t('money.withdraw.requested', { amount: money(requested.amount), orderNo: requested.orderNo })
                  : null
              }
            />
          </div>
        </Card>
      )}
      <WithdrawalList autoReceiveMinutes={s.autoReceiveMinutes} />
    </MoneyPage>
  );
}
