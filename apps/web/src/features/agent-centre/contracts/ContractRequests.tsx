import { KIND_FEATURES, CONTRACT_KINDS, type ContractKind } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState, useErrorMessage } from '@/components/ErrorState';
import { useFeatureFlag } from '@/features/brand';
import { contractKeys, decide, receivedQuery } from './api';
import { ContractCard } from './ContractCard';

/**
 * The contracts my upline offered me of one kind (SPEC §6: a downline accepts or rejects; either side
 * terminates), through the kind's relay. `token`: the agent centre's session; undefined on the member site.
 */
export function ReceivedContracts({ token, kind }: { token: string | undefined; kind: ContractKind }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const query = useQuery(receivedQuery(token, kind));
  const confirm = useConfirm();
  const act = useMutation({
    mutationFn: (v: { id: number; action: 'accept' | 'reject' | 'terminate' }) => decide(token, kind, v.id, v.action),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...contractKeys.all, token] }),
  });
  if (query.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data.contracts;
  if (list.length === 0) return <p className="text-sm text-slate-400">{t('agentContracts.noneReceived')}</p>;
  const button = (id: number, action: 'accept' | 'reject' | 'terminate', variant: 'primary' | 'outline' | 'danger') => (
    <button
      type="button"
      disabled={act.isPending}
      onClick={async () => {
        const asked =
          action !== 'terminate' ||
          (await confirm({
            title: t('agentContracts.confirmTerminate'),
            confirm: t('agentContracts.action.terminate'),
            variant: 'danger',
          }));
        if (asked) act.mutate({ id, action });
      }}
      className={buttonClass(variant, 'sm')}
    >
      {t(`agentContracts.action.${action}`)}
    </button>
  );
  return (
    <div className="flex flex-col gap-2">
      {list.map((c) => (
        <ContractCard
          key={c.id}
          contract={c}
          actions={
            c.status === 'pending' ? (
              <>
                {button(c.id, 'accept', 'primary')}
                {button(c.id, 'reject', 'outline')}
              </>
            ) : c.status === 'active' ? (
              button(c.id, 'terminate', 'danger')
            ) : undefined
          }
        />
      ))}
      <FormAlert message={act.error ? message(act.error) : null} />
    </div>
  );
}

/**
 * The member site's contract requests (SPEC §6: members accept or reject contracts offered by an upline):
 * every kind the brand has switched on that has a contract for me; nothing at all when there is none.
 */
export function ContractRequests() {
  const on = useKindFlags();
  const kinds = CONTRACT_KINDS.filter((k) => on[k]);
  // Each kind's box is a region of its own, shown only when it has a contract for me.
  return (
    <div className="flex flex-col gap-3">
      {kinds.map((k) => (
        <KindRequests key={k} kind={k} />
      ))}
    </div>
  );
}

function KindRequests({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const query = useQuery(receivedQuery(undefined, kind));
  if (!query.data || query.data.contracts.length === 0) return null;
  const title = t('agentContracts.requestsOf', { kind: t(`agentContracts.kind.${kind}`) });
  const pending = query.data.contracts.filter((c) => c.status === 'pending').length;
  return (
    <section
      aria-label={title}
      className={cx(
        'flex flex-col gap-2 rounded-2xl bg-navy-850 p-4 ring-1',
        pending > 0 ? 'ring-gold-400/60' : 'ring-white/10',
      )}
    >
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-200">
        {title}
        {pending > 0 && (
          <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-navy-950">
            {t('agentContracts.pendingBadge', { count: pending })}
          </span>
        )}
      </h3>
      {pending > 0 && <p className="text-xs text-slate-400">{t('agentContracts.pendingHint')}</p>}
      <ReceivedContracts token={undefined} kind={kind} />
    </section>
  );
}

/** Whether each kind's brand switch is on. */
export function useKindFlags(): Record<ContractKind, boolean> {
  return {
    dividend: useFeatureFlag(KIND_FEATURES.dividend),
    daily_salary: useFeatureFlag(KIND_FEATURES.daily_salary),
    hourly_salary: useFeatureFlag(KIND_FEATURES.hourly_salary),
    realtime_salary: useFeatureFlag(KIND_FEATURES.realtime_salary),
  };
}
