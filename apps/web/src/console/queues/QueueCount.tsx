import type { QueueKind } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { queueCountsQuery } from './queries';

/** The number of open items of a queue, after its name in the navigation (nothing while 0 or unknown). */
export function QueueCount({ kind }: { kind: QueueKind }) {
  const { t } = useTranslation();
  const { data } = useQuery(queueCountsQuery());
  const n = data?.[kind];
  if (!n) return null;
  return (
    <span
      className="ml-auto rounded-full bg-primary/30 px-1.5 text-[11px] font-semibold text-white tabular-nums"
      aria-label={t('console.queues.openCount', { count: n })}
    >
      {n > 99 ? '99+' : n}
    </span>
  );
}
