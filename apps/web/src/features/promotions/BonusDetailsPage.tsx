import { BONUS_RECORD_TYPES, type BonusRecord } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Column } from '@/components/DataTable';
import { DayPresets } from '@/components/DayPresets';
import { EmptyState } from '@/components/EmptyState';
import { inputClass } from '@/components/form';
import { RecordPages } from '@/components/RecordPages';
import { QueryView } from '@/components/QueryView';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { useMoneyFormat } from '@/features/money';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { bonusDetailsQuery, type BonusRecordFilter } from './queries';
import { BonusBadge } from './RewardCenterPage';
import { Section } from './ui';

/** bonusDetails: bonus, rebate and prize records by type and the 7/30-day presets (SPEC §9), paged. */
export function BonusDetailsPage(_props: MemberCentrePageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const id = useId();
  const [filter, setFilter] = useState<BonusRecordFilter>({ type: '', days: 7 });
  const [page, setPage] = useState(1);
  const records = useQuery(bonusDetailsQuery(filter, page, i18n.language));
  const change = (f: BonusRecordFilter) => {
    setFilter(f);
    setPage(1);
  };
  const columns: Column<BonusRecord>[] = [
    { id: 'type', header: t('promotions.records.type'), cell: (r) => t(`promotions.recordType.${r.type}`) },
    { id: 'title', header: t('promotions.records.title'), cell: (r) => r.title, cellClassName: 'max-w-56' },
    {
      id: 'amount',
      header: t('promotions.records.amount'),
      cell: (r) => money(r.amount),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'turnover',
      header: t('promotions.records.turnover'),
      cell: (r) => `${money(r.progress)} / ${money(r.required)}`,
      align: 'right',
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
    { id: 'status', header: t('promotions.records.status'), cell: (r) => <BonusBadge status={r.status} /> },
    {
      id: 'time',
      header: t('promotions.records.time'),
      cell: (r) => formatDateTime(r.createdAt, whitelabel.timeZone),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
  ];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('memberCentre.pages.bonusDetails')}</h2>
      <Section title={t('promotions.records.filters')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1.5 sm:w-64">
            <label htmlFor={`${id}-type`} className="text-[13px] font-medium text-slate-300">
              {t('promotions.records.type')}
            </label>
            <select
              id={`${id}-type`}
              className={inputClass(false)}
              value={filter.type}
              onChange={(e) => change({ ...filter, type: e.target.value as BonusRecordFilter['type'] })}
            >
              <option value="">{t('promotions.records.allTypes')}</option>
              {BONUS_RECORD_TYPES.map((x) => (
                <option key={x} value={x}>
                  {t(`promotions.recordType.${x}`)}
                </option>
              ))}
            </select>
          </div>
          <DayPresets
            value={filter.days}
            onChange={(days) => change({ ...filter, days })}
            label={t('promotions.records.period')}
            optionLabel={(days) => t('promotions.records.lastDays', { count: days })}
          />
        </div>
      </Section>
      <QueryView
        query={records}
        loading={<PanelLoadingFallback />}
        isEmpty={(d) => d.list.length === 0}
        empty={
          <EmptyState level={3} title={t('promotions.records.empty')} description={t('promotions.records.emptyText')} />
        }
      >
        {(data) => (
          <RecordPages
            rows={data.list}
            columns={columns}
            rowKey={(r) => `${r.type}-${r.id}`}
            caption={t('memberCentre.pages.bonusDetails')}
            card={(r) => (
              <>
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-sm font-medium text-white">
                    {t(`promotions.recordType.${r.type}`)} · {r.title}
                  </span>
                  <span className="text-sm font-semibold text-gold-300 tabular-nums">{money(r.amount)}</span>
                </div>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-400">
                  <span className="tabular-nums">
                    {t('promotions.records.turnover')}: {money(r.progress)} / {money(r.required)}
                  </span>
                  <BonusBadge status={r.status} />
                </div>
                <p className="mt-1 text-xs text-slate-500 tabular-nums">
                  {formatDateTime(r.createdAt, whitelabel.timeZone)}
                </p>
              </>
            )}
            page={page}
            totalPages={data.totalPages}
            onPage={setPage}
            fetching={records.isFetching}
          />
        )}
      </QueryView>
    </div>
  );
}
