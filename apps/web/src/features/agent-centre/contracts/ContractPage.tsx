import type { ContractKind, ContractPayout } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { DayPresets, type DayPreset } from '@/components/DayPresets';
import { EmptyState } from '@/components/EmptyState';
import { useErrorMessage } from '@/components/ErrorState';
import { inputClass } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { RecordPages } from '@/components/RecordPages';
import { useBrand } from '@/features/brand';
import { useMoneyFormat } from '@/features/money';
import { formatDateTime } from '@/lib/format';
import type { AgentPageProps } from '../pages';
import { AgentPage, Panel } from '../ui';
import { contractKeys, offeredQuery, payoutsQuery, terminate } from './api';
import { ContractCard, rateText } from './ContractCard';
import { ReceivedContracts } from './ContractRequests';
import { OfferContractDialog } from './OfferContractDialog';

/**
 * Pages 9–12 (dividend record, daily wages, hourly salary, real-time salary), one per kind: my own contract
 * from my upline (accept, reject, terminate), the contracts I offered my downlines (offer, terminate), and
 * the payouts with the figures each was computed from. Opened with `member` (team management's "contract"
 * on a downline), the offer dialog opens for that downline.
 */
function ContractPage({ token, member, kind, page }: AgentPageProps & { kind: ContractKind }) {
  const { t } = useTranslation();
  const [offerTo, setOfferTo] = useState<string | null>(member);
  // A new `member` (team management's "contract" on another downline) opens the dialog for it.
  const [shownFor, setShownFor] = useState(member);
  if (member !== shownFor) {
    setShownFor(member);
    setOfferTo(member);
  }
  return (
    <AgentPage title={t(`agent.pages.${page}`)}>
      <Panel title={t('agentContracts.mine')}>
        <ReceivedContracts token={token} kind={kind} />
      </Panel>
      <Panel title={t('agentContracts.offered')}>
        <OfferBar onOffer={setOfferTo} />
        <OfferedList token={token} kind={kind} />
      </Panel>
      <Panel title={t('agentContracts.payouts')}>
        <Payouts token={token} kind={kind} />
      </Panel>
      <OfferContractDialog token={token} kind={kind} downline={offerTo} onClose={() => setOfferTo(null)} />
    </AgentPage>
  );
}

function OfferBar({ onOffer }: { onOffer: (username: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) onOffer(name.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('agentContracts.offerTo')}>
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-slate-400">
        {t('agentContracts.downline')}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass(false)}
          autoComplete="off"
          maxLength={64}
        />
      </label>
      <button type="submit" className={buttonClass('primary', 'md')} disabled={!name.trim()}>
        {t('agentContracts.offerTo')}
      </button>
    </form>
  );
}

function OfferedList({ token, kind }: { token: string; kind: ContractKind }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(offeredQuery(token, kind, pageNo));
  const confirm = useConfirm();
  const end = useMutation({
    mutationFn: (id: number) => terminate(token, id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...contractKeys.all, token] }),
  });
  return (
    <QueryView
      query={query}
      loading={<PanelLoadingFallback />}
      isEmpty={(d) => d.list.length === 0}
      empty={<p className="text-sm text-slate-400">{t('agentContracts.noneOffered')}</p>}
    >
      {(d) => (
        <div className="flex flex-col gap-2">
          {d.list.map((c) => (
            <ContractCard
              key={c.id}
              contract={c}
              actions={
                c.status === 'pending' || c.status === 'active' ? (
                  <button
                    type="button"
                    className={buttonClass('danger', 'sm')}
                    disabled={end.isPending}
                    onClick={async () => {
                      const yes = await confirm({
                        title: t('agentContracts.confirmTerminate'),
                        confirm: t(
                          c.status === 'pending' ? 'agentContracts.action.withdraw' : 'agentContracts.action.terminate',
                        ),
                        variant: 'danger',
                      });
                      if (yes) end.mutate(c.id);
                    }}
                  >
                    {t(c.status === 'pending' ? 'agentContracts.action.withdraw' : 'agentContracts.action.terminate')}
                  </button>
                ) : undefined
              }
            />
          ))}
          <FormAlert message={end.error ? message(end.error) : null} />
          <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} />
        </div>
      )}
    </QueryView>
  );
}

// Periods, tiers and times read as one line each; the table scrolls sideways instead.
const NOWRAP = 'whitespace-nowrap';

function Payouts({ token, kind }: { token: string; kind: ContractKind }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const [days, setDays] = useState<DayPreset>(7);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(payoutsQuery(token, kind, days === 7 ? '7D' : '30D', pageNo));
  const periodText = (p: ContractPayout) =>
    p.type === 'payout' ? p.period : t('agentContracts.adjustmentOf', { period: p.forPeriod });
  const columns: Column<ContractPayout>[] = [
    { id: 'period', header: t('agentContracts.col.period'), cell: periodText, cellClassName: NOWRAP },
    { id: 'member', header: t('agentContracts.col.member'), cell: (p) => p.member },
    {
      id: 'validBet',
      header: t('agentContracts.col.teamValidBet'),
      cell: (p) => money(p.teamValidBet),
      align: 'right',
    },
    { id: 'profit', header: t('agentContracts.col.teamProfit'), cell: (p) => money(p.teamProfit), align: 'right' },
    // A dividend's team win carried in by the contract's rule, taken off the loss (issue 33).
    ...(kind === 'dividend'
      ? [
          {
            id: 'carried',
            header: t('agentContracts.col.carried'),
            cell: (p: ContractPayout) => money(p.carried),
            align: 'right' as const,
          },
        ]
      : []),
    { id: 'active', header: t('agentContracts.col.active'), cell: (p) => p.activeMembers, align: 'right' },
    {
      id: 'tier',
      header: t('agentContracts.col.tier'),
      cell: (p) => (p.tier === null ? '–' : `${p.tier} · ${rateText(p.rateBps)}`),
      cellClassName: NOWRAP,
    },
    { id: 'gross', header: t('agentContracts.col.gross'), cell: (p) => money(p.gross), align: 'right' },
    { id: 'down', header: t('agentContracts.col.downlineGross'), cell: (p) => money(p.downlineGross), align: 'right' },
    { id: 'amount', header: t('agentContracts.col.amount'), cell: (p) => money(p.amount), align: 'right' },
    { id: 'paid', header: t('agentContracts.col.paid'), cell: (p) => money(p.paid), align: 'right' },
    {
      id: 'at',
      header: t('agentContracts.col.at'),
      cell: (p) => formatDateTime(p.computedAt, whitelabel.timeZone),
      cellClassName: NOWRAP,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <DayPresets
        value={days}
        onChange={(d) => {
          setDays(d);
          setPageNo(1);
        }}
        label={t('agentContracts.periodLabel')}
        optionLabel={(d) => t('agentContracts.lastDays', { count: d })}
      />
      <QueryView
        query={query}
        loading={<PanelLoadingFallback />}
        isEmpty={(d) => d.list.length === 0}
        empty={<EmptyState title={t('agentContracts.noPayouts')} />}
      >
        {(d) => (
          <RecordPages
            rows={d.list}
            columns={columns}
            rowKey={(p) => p.id}
            caption={t('agentContracts.payouts')}
            page={pageNo}
            totalPages={d.totalPages}
            onPage={setPageNo}
            fetching={query.isPlaceholderData}
            card={(p) => (
              <div className="flex flex-col gap-1 text-sm">
                <div className="flex justify-between gap-2">
                  <span className="font-semibold text-white">{periodText(p)}</span>
                  <span className="tabular-nums text-emerald-300">{money(p.paid)}</span>
                </div>
                <p className="text-slate-400">
                  {p.member} · {t('agentContracts.col.teamValidBet')} {money(p.teamValidBet)} ·{' '}
                  {t('agentContracts.col.teamProfit')} {money(p.teamProfit)}
                  {kind === 'dividend' && ` · ${t('agentContracts.col.carried')} ${money(p.carried)}`}
                </p>
                <p className="text-slate-400">
                  {p.tier === null ? '–' : `${t('agentContracts.col.tier')} ${p.tier} · ${rateText(p.rateBps)}`} ·{' '}
                  {t('agentContracts.col.gross')} {money(p.gross)} · {t('agentContracts.col.downlineGross')}{' '}
                  {money(p.downlineGross)} · {t('agentContracts.col.amount')} {money(p.amount)}
                </p>
              </div>
            )}
          />
        )}
      </QueryView>
    </div>
  );
}

export const DividendRecordPage = (p: AgentPageProps) => <ContractPage {...p} kind="dividend" />;
export const DailyWagesPage = (p: AgentPageProps) => <ContractPage {...p} kind="daily_salary" />;
export const HourlySalaryPage = (p: AgentPageProps) => <ContractPage {...p} kind="hourly_salary" />;
export const RealTimeSalaryPage = (p: AgentPageProps) => <ContractPage {...p} kind="realtime_salary" />;
