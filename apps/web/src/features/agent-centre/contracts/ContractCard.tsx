import type { AgentContract, ContractTier } from '@lotus/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { useMoneyFormat } from '@/features/money';

/** A rate in basis points as a percentage: 150 → "1.50%". */
export const rateText = (bps: number) => `${(bps / 100).toFixed(2)}%`;

const STATUS_TONES: Record<AgentContract['status'], string> = {
  pending: 'bg-amber-400/15 text-amber-200',
  active: 'bg-emerald-400/15 text-emerald-200',
  rejected: 'bg-rose-400/15 text-rose-200',
  withdrawn: 'bg-slate-400/15 text-slate-300',
  terminated: 'bg-slate-400/15 text-slate-300',
};

export function StatusBadge({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  return (
    <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONES[contract.status])}>
      {t(`agentContracts.status.${contract.status}`)}
      {contract.endReason ? ` · ${t(`agentContracts.endReason.${contract.endReason}`)}` : ''}
    </span>
  );
}

/** The tiers of a contract as a small table (SPEC §3's rows). */
export function TierTable({ tiers, kind }: { tiers: ContractTier[]; kind: AgentContract['kind'] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[420px] text-left text-xs">
        <caption className="sr-only">{t('agentContracts.tiers')}</caption>
        <thead className="text-slate-400">
          <tr>
            <th className="py-1 pr-2 font-medium">#</th>
            <th className="py-1 pr-2 font-medium">{t('agentContracts.tier.validBet')}</th>
            {kind === 'dividend' && <th className="py-1 pr-2 font-medium">{t('agentContracts.tier.profitLoss')}</th>}
            <th className="py-1 pr-2 font-medium">{t('agentContracts.tier.activeMembers')}</th>
            <th className="py-1 pr-2 font-medium">{t(`agentContracts.tier.betAmount_${kind}`)}</th>
            <th className="py-1 font-medium">{t('agentContracts.tier.rate')}</th>
          </tr>
        </thead>
        <tbody className="tabular-nums text-slate-200">
          {tiers.map((tier, i) => (
            <tr key={i} className="border-t border-white/5">
              <td className="py-1 pr-2">{i + 1}</td>
              <td className="py-1 pr-2">{money(tier.validBet)}</td>
              {kind === 'dividend' && <td className="py-1 pr-2">{money(tier.profitLoss)}</td>}
              <td className="py-1 pr-2">{tier.activeMembers}</td>
              <td className="py-1 pr-2">{money(tier.betAmount)}</td>
              <td className="py-1 font-semibold text-white">{rateText(tier.rateBps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One contract: parties, period, status, tiers and its actions. */
export function ContractCard({ contract, actions }: { contract: AgentContract; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={t('agentContracts.contractNo', { id: contract.id })}
      className="flex flex-col gap-2 rounded-xl bg-navy-900/60 p-3 ring-1 ring-white/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-200">
          <span className="font-semibold text-white">{t(`agentContracts.kind.${contract.kind}`)}</span>
          {' · '}
          {t(`agentContracts.period.${contract.period}`)}
          {' · '}
          {t('agentContracts.parties', { upline: contract.upline.username, downline: contract.downline.username })}
        </p>
        <StatusBadge contract={contract} />
      </div>
      {contract.kind === 'dividend' && (
        <p className="text-xs text-slate-400">
          {t('agentContracts.offer.carryOver')}: {t(`agentContracts.carryOver.${contract.carryOver}`)}
        </p>
      )}
      <TierTable tiers={contract.tiers} kind={contract.kind} />
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
