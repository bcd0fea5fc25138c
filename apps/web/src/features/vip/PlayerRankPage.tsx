import type { VipHistoryItem } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { useMoneyFormat } from '@/features/money';
import { useMemberInfo } from '@/features/session';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { vipHistoryQuery } from './queries';

const REASON_TONE: Record<VipHistoryItem['reason'], string> = {
  promotion: 'bg-emerald-500/10 text-emerald-300 ring-emerald-400/30',
  demotion: 'bg-amber-500/10 text-amber-300 ring-amber-400/30',
  operator: 'bg-sky-500/10 text-sky-300 ring-sky-400/30',
};

/** playerRank: the member's rank now and the history of its rank changes (newest first). */
export function PlayerRankPage({ close }: MemberCentrePageProps) {
  const { t, i18n } = useTranslation();
  const { whitelabel } = useBrand();
  const money = useMoneyFormat();
  const info = useMemberInfo();
  const [page, setPage] = useState(1);
  const history = useQuery(vipHistoryQuery(page));
  const name = (n: { vi: string; en: string }) => (i18n.language === 'en' ? n.en : n.vi);
  const columns: Column<VipHistoryItem>[] = [
    {
      id: 'time',
      header: t('vip.history.time'),
      cell: (h) => formatDateTime(h.createdAt, whitelabel.timeZone),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'change',
      header: t('vip.history.change'),
      cell: (h) => `VIP${h.fromLevel} ${name(h.fromName)} → VIP${h.toLevel} ${name(h.toName)}`,
    },
    {
      id: 'reason',
      header: t('vip.history.reason'),
      cell: (h) => (
        <span
          data-reason={h.reason}
          className={cx(
            'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
            REASON_TONE[h.reason],
          )}
        >
          {t(`vip.history.reasons.${h.reason}`)}
        </span>
      ),
    },
    {
      id: 'figures',
      header: t('vip.history.figures'),
      align: 'right',
      cell: (h) => (h.deposits === null || h.validBets === null ? '—' : `${money(h.deposits)} / ${money(h.validBets)}`),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
  ];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-white">{t('memberCentre.pages.playerRank')}</h2>
        <Link to="/vip" onClick={close} className={buttonClass('outline', 'sm')}>
          {t('vip.history.open')}
        </Link>
      </div>
      {info.data && (
        <p className="text-sm text-slate-300" data-testid="player-rank-now">
          {t('vip.history.now', { rank: info.data.clubLabel.labelName })}
        </p>
      )}
      <QueryView
        query={history}
        loading={<PanelLoadingFallback />}
        isEmpty={(p) => p.total === 0}
        empty={<EmptyState level={3} title={t('vip.history.empty')} description={t('vip.history.emptyText')} />}
      >
        {(p) => (
          <>
            <DataTable rows={p.list} columns={columns} rowKey={(h) => h.id} caption={t('vip.history.caption')} />
            <Pagination page={page} totalPages={p.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
