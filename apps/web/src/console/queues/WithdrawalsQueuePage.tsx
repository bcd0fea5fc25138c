import type { OpsWithdrawal, WithdrawalStanding } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Column } from '@/components/DataTable';
import { buttonClass } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';
import { formatTime } from '../format';
import { useCan, useOperator } from '../operator';
import { useMoney } from '../members/shared';
import { Tag } from '../Tag';
import { timeColumn } from '../columns';
import { withdrawalQueueQuery, withdrawalStandingQuery } from './queries';
import { queuesApi } from './queuesApi';
import {
  ClaimControl,
  useClaimedByOther,
  useDecision,
  useQueueErrorMessage,
  useMine,
  useRejection,
  QueueTable,
  useOrderColumns,
} from './shared';

/**
 * The member behind an order (issue 33, item 20), one column of three short lines so that the claim and the decisions
 * stay in view: turnover still owed, the open bonus, responsible gaming.
 */
function useStandingColumn(standing: Map<string, WithdrawalStanding>): Column<OpsWithdrawal> {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const line = (label: string, value: ReactNode) => (
    <span className="block whitespace-nowrap">
      <span className="text-slate-400">{label}: </span>
      {value}
    </span>
  );
  return {
    id: 'standing',
    header: t('console.queues.withdrawals.standing'),
    cellClassName: 'text-xs',
    cell: (w) => {
      const s = standing.get(w.orderNo);
      if (!s) return '—';
      const bonus = s.bonus
        ? t('console.queues.withdrawals.bonusLine', {
            title: s.bonus.title[lang],
            amount: money(s.bonus.amount),
            left: money(s.bonus.wageringLeft),
          })
        : t('console.queues.withdrawals.noBonus');
      const limits =
        s.rg.limits > 0
          ? t('console.queues.withdrawals.rgLimits', { count: s.rg.limits })
          : t('console.queues.withdrawals.rgNone');
      const block = s.rg.block && (
        <Tag tone="red">
          {t(`console.queues.withdrawals.${s.rg.block.kind === 'timeout' ? 'rgTimeout' : 'rgExclusion'}`, {
            time: formatTime(s.rg.block.until),
          })}
        </Tag>
      );
      return (
        <span className="flex flex-col items-start gap-0.5">
          {line(
            t('console.queues.withdrawals.turnover'),
            <span className="tabular-nums">{money(s.turnoverLeft)}</span>,
          )}
          {line(t('console.queues.withdrawals.bonus'), bonus)}
          {line(t('console.queues.withdrawals.rg'), limits)}
          {block}
        </span>
      );
    },
  };
}

/** /console/queues/withdrawals (withdrawals.review): requested orders to approve, approved ones to pay (withdrawals.pay). */
export function WithdrawalsQueuePage() {
  const { t } = useTranslation();
  const orderColumns = useOrderColumns<Awaited<ReturnType<typeof queuesApi.withdrawals>>[number]>();
  const money = useMoney();
  const confirm = useConfirm();
  const message = useQueueErrorMessage();
  const byOther = useClaimedByOther();
  const canPay = useCan('withdrawals.pay');
  const me = useOperator();
  // Four-eyes (issue 34): the operator who gave the first approval cannot give the second.
  const firstIsMine = (w: OpsWithdrawal) => w.waitingFor === 'second_approval' && w.firstApprovedBy === me.username;
  const mine = useMine();
  const query = useQuery(withdrawalQueueQuery());
  const orderNos = (query.data ?? []).map((w) => w.orderNo);
  const standingQuery = useQuery(withdrawalStandingQuery(orderNos));
  const standingColumn = useStandingColumn(new Map((standingQuery.data ?? []).map((s) => [s.orderNo, s])));
  const decide = useDecision((v: { orderNo: string; action: 'approve' | 'pay' }) =>
    queuesApi.decideWithdrawal(v.orderNo, v.action),
  );
  const reject = useDecision((v: { orderNo: string; reason: string }) =>
    queuesApi.rejectWithdrawal(v.orderNo, v.reason),
  );
  const rejection = useRejection((orderNo: string, reason: string) => reject.mutateAsync({ orderNo, reason }));

  const step = async (w: OpsWithdrawal, action: 'approve' | 'pay') => {
    const ok = await confirm({
      title: t(`console.queues.withdrawals.${action}Title`, { order: w.orderNo }),
      content: t(`console.queues.withdrawals.${action}Text`, {
        amount: money(w.amount),
        name: w.username,
        bank: w.bankAccount.bankName,
        account: w.accountNo,
        holder: w.bankAccount.accountName,
      }),
      confirm: t(`console.queues.withdrawals.${action}`),
    });
    if (ok) decide.mutate({ orderNo: w.orderNo, action });
  };

  return (
    <ConsolePage title={t('console.queues.withdrawals.title')} description={t('console.queues.withdrawals.text')}>
      {decide.error && <FormAlert message={message(decide.error)} />}
      <QueueTable
        query={query}
        title={t('console.queues.withdrawals.title')}
        empty={t('console.queues.withdrawals.empty')}
        rowKey={(w) => w.orderNo}
        columns={[
          ...orderColumns,
          {
            id: 'bank',
            header: t('console.queues.withdrawals.bank'),
            cell: (w) => `${w.bankAccount.bankName} ${w.accountNo} · ${w.bankAccount.accountName}`,
          },
          {
            id: 'status',
            header: t('console.queues.status'),
            cell: (w) => (
              <span className="flex flex-col items-start gap-0.5">
                <Tag tone={w.status === 'approved' ? 'green' : 'amber'}>
                  {t(`console.queues.withdrawals.status.${w.status}`)}
                </Tag>
                {w.waitingFor === 'kyc' && <Tag tone="red">{t('console.queues.withdrawals.waitsKyc')}</Tag>}
                {w.waitingFor === 'second_approval' && (
                  <span className="text-xs text-slate-400">
                    {t('console.queues.withdrawals.firstApproval', { name: w.firstApprovedBy ?? '' })}
                  </span>
                )}
              </span>
            ),
          },
          standingColumn,
          timeColumn('created', t('console.queues.created'), (w: { createdAt: string }) => w.createdAt),
          {
            id: 'claim',
            header: t('console.queues.claimColumn'),
            cell: (w) => <ClaimControl kind="withdrawal" refId={w.orderNo} claim={w.claim} label={w.orderNo} />,
          },
          {
            id: 'actions',
            header: t('console.queues.actions'),
            cell: (w) => (
              <span className="flex gap-1.5">
                {w.status === 'requested' && firstIsMine(w) && (
                  <span className="text-xs text-slate-400">{t('console.queues.withdrawals.waitsOther')}</span>
                )}
                {w.status === 'requested' && !firstIsMine(w) && (
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm')}
                    disabled={decide.isPending || byOther(w.claim) || w.waitingFor === 'kyc'}
                    aria-label={t('console.queues.withdrawals.approveOf', { order: w.orderNo })}
                    onClick={() => void step(w, 'approve')}
                  >
                    {w.waitingFor === 'second_approval'
                      ? t('console.queues.withdrawals.secondApprove')
                      : t('console.queues.withdrawals.approve')}
                  </button>
                )}
                {w.status === 'approved' && canPay && (
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm')}
                    disabled={decide.isPending || !mine(w.claim)}
                    title={mine(w.claim) ? undefined : t('console.queues.withdrawals.claimFirst')}
                    aria-label={t('console.queues.withdrawals.payOf', { order: w.orderNo })}
                    onClick={() => void step(w, 'pay')}
                  >
                    {t('console.queues.withdrawals.pay')}
                  </button>
                )}
                {rejection.button(w.orderNo, w.orderNo, byOther(w.claim))}
              </span>
            ),
          },
        ]}
      />
      {rejection.dialog}
    </ConsolePage>
  );
}
