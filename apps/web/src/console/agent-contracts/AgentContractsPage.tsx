import type { AgentContract, ContractPayout } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useConfirm } from '@/components/GeneralModal';
import { useErrorMessage } from '@/components/ErrorState';
import { inputClass } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useTranslation } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { ConfigPage } from '../config/shared';
import { formatTime, zoneLabel } from '../format';
import { useCan } from '../operator';
import { PagedTable } from '../PagedTable';
import { agentContractKeys, contractsQuery, payoutsQuery, terminateContract } from './queries';
import { formatRate } from '@/lib/format';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

/** Money of the answers (a bigint of minor units, decision 0021), as the console writes figures. */

/**
 * /console/agents/contracts (agents.read): the contracts an account offered or received and the payouts with
 * the figures each was computed from; an operator with agents.manage terminates a contract.
 */
export function AgentContractsPage() {
  const { t } = useTranslation();
  return <ConfigPage title={t('console.agentContracts.title')}>{(brand) => <Body brand={brand} />}</ConfigPage>;
}

function Body({ brand }: { brand: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rate = (bps: number) => formatRate(bps, i18n.language === 'en' ? 'en' : 'vi');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const [contractsPage, setContractsPage] = useState(1);
  const [payoutsPage, setPayoutsPage] = useState(1);
  const contracts = useQuery(contractsQuery(brand, username, contractsPage));
  const payouts = useQuery(payoutsQuery(brand, username, payoutsPage));
  const canManage = useCan('agents.manage');
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const end = useMutation({
    mutationFn: (contractId: number) => terminateContract(brand, contractId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: agentContractKeys.all }),
  });
  const contractColumns: Column<AgentContract>[] = [
    { id: 'id', header: t('console.agentContracts.col.id'), cell: (c) => c.id, rowHeader: true },
    { id: 'kind', header: t('console.agentContracts.col.kind'), cell: (c) => c.kind },
    { id: 'period', header: t('console.agentContracts.col.period'), cell: (c) => c.period },
    { id: 'upline', header: t('console.agentContracts.col.upline'), cell: (c) => c.upline.username },
    { id: 'downline', header: t('console.agentContracts.col.downline'), cell: (c) => c.downline.username },
    {
      id: 'rates',
      header: t('console.agentContracts.col.rates'),
      cell: (c) => c.tiers.map((x) => rate(x.rateBps)).join(' / '),
    },
    {
      id: 'status',
      header: t('console.agentContracts.col.status'),
      cell: (c) => (c.endReason ? `${c.status} (${c.endReason})` : c.status),
    },
    {
      id: 'since',
      header: `${t('console.agentContracts.col.since')} (${zoneLabel()})`,
      cell: (c) => formatTime(c.decidedAt ?? c.createdAt),
      cellClassName: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: '',
      cell: (c) =>
        canManage && (c.status === 'active' || c.status === 'pending') ? (
          <button
            type="button"
            className={buttonClass('danger', 'sm')}
            disabled={end.isPending}
            onClick={async () => {
              const yes = await confirm({
                title: t('console.agentContracts.confirmTerminate'),
                confirm: t('console.agentContracts.terminate'),
                variant: 'danger',
              });
              if (yes) end.mutate(c.id);
            }}
          >
            {t('console.agentContracts.terminate')}
          </button>
        ) : null,
    },
  ];
  const payoutColumns: Column<ContractPayout>[] = [
    { id: 'contract', header: t('console.agentContracts.col.id'), cell: (p) => p.contractId },
    {
      id: 'period',
      header: t('console.agentContracts.col.period'),
      cell: (p) => (p.type === 'payout' ? p.period : `${p.forPeriod} → ${p.period}`),
    },
    { id: 'member', header: t('console.agentContracts.col.member'), cell: (p) => p.member },
    moneyColumn<ContractPayout>('validBet', t('console.agentContracts.col.validBet'), (p) => p.teamValidBet, money),
    moneyColumn<ContractPayout>('profit', t('console.agentContracts.col.profit'), (p) => p.teamProfit, money),
    {
      id: 'tier',
      header: t('console.agentContracts.col.tier'),
      cell: (p) => (p.tier === null ? '–' : `${p.tier} · ${rate(p.rateBps)}`),
    },
    moneyColumn<ContractPayout>('gross', t('console.agentContracts.col.gross'), (p) => p.gross, money),
    moneyColumn<ContractPayout>(
      'downlineGross',
      t('console.agentContracts.col.downlineGross'),
      (p) => p.downlineGross,
      money,
    ),
    moneyColumn<ContractPayout>('amount', t('console.agentContracts.col.amount'), (p) => p.amount, money),
    moneyColumn<ContractPayout>('paid', t('console.agentContracts.col.paid'), (p) => p.paid, money),
  ];
  const empty = <EmptyState level={3} className="py-8" title={t('console.agentContracts.empty')} />;
  return (
    <div className="flex flex-col gap-4">
      <ConsoleSection title={t('console.agentContracts.filter')}>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            setUsername(draft.trim());
            setContractsPage(1);
            setPayoutsPage(1);
          }}
        >
          <label className="flex flex-col gap-1.5 text-[13px] text-slate-300" htmlFor={`${id}-username`}>
            {t('console.agentContracts.username')}
            <input
              id={`${id}-username`}
              className={inputClass(false, 'h-9')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={64}
            />
          </label>
          <button type="submit" className={buttonClass('primary', 'sm', 'h-9')}>
            {t('console.agentContracts.search')}
          </button>
        </form>
      </ConsoleSection>
      <FormAlert message={end.error ? message(end.error) : null} />
      <ConsoleSection title={t('console.agentContracts.contracts')}>
        <PagedTable
          query={contracts}
          columns={contractColumns}
          rowKey={(c) => c.id}
          caption={t('console.agentContracts.contracts')}
          empty={empty}
          onPage={setContractsPage}
        />
      </ConsoleSection>
      <ConsoleSection title={t('console.agentContracts.payouts')}>
        <PagedTable
          query={payouts}
          columns={payoutColumns}
          rowKey={(p) => p.id}
          caption={t('console.agentContracts.payouts')}
          empty={empty}
          onPage={setPayoutsPage}
        />
      </ConsoleSection>
    </div>
  );
}
