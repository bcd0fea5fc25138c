import {
  TEAM_LAST_LOGIN,
  TEAM_MEMBER_STATUSES,
  TEAM_SORTS,
  type AgentCentrePageName,
  type TeamMember,
} from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { FilterSelect } from '@/components/FilterSelect';
import { inputClass } from '@/components/form';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { QueryView } from '@/components/QueryView';
import { RecordPages } from '@/components/RecordPages';
import { useBrand, useFeatureFlag } from '@/features/brand';
import { useMoneyFormat } from '@/features/money';
import { formatDateTime } from '@/lib/format';
import { teamQuery, type TeamQuery } from './api';
import { DownlineDialog } from './DownlineDialog';
import type { AgentPageProps } from './pages';
import { TransferDialog } from './TransferDialog';
import { AgentPage, Panel } from './ui';

const PAGE_SIZE = 20;
const LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);

interface Filter {
  username: string;
  level: string;
  type: string;
  status: string;
  lastLogin: string;
  minBalance: string;
  maxBalance: string;
  sort: (typeof TEAM_SORTS)[number];
}

const EMPTY: Filter = {
  username: '',
  level: '',
  type: '',
  status: '',
  lastLogin: '',
  minBalance: '',
  maxBalance: '',
  sort: 'newest',
};

const amountOrUndefined = (s: string) => (/^\d{1,12}(\.\d{1,2})?$/.test(s.trim()) ? s.trim() : undefined);

function toQuery(f: Filter, pageNo: number): TeamQuery {
  return {
    username: f.username.trim() || undefined,
    level: f.level ? Number(f.level) : undefined,
    type: (f.type || undefined) as TeamQuery['type'],
    status: (f.status || undefined) as TeamQuery['status'],
    lastLogin: (f.lastLogin || undefined) as TeamQuery['lastLogin'],
    minBalance: amountOrUndefined(f.minBalance),
    maxBalance: amountOrUndefined(f.maxBalance),
    sort: f.sort,
    pageNo,
    pageSize: PAGE_SIZE,
  };
}

/** The contract page a downline's contract opens: the first contract kind the brand has switched on. */
function useContractPage(): AgentCentrePageName | null {
  const daily = useFeatureFlag('dailySalary');
  const hourly = useFeatureFlag('hourlySalary');
  const realtime = useFeatureFlag('realtimeSalary');
  const dividend = useFeatureFlag('dividend');
  if (daily) return 'agentDailyWages';
  if (hourly) return 'agentHourlySalary';
  if (realtime) return 'agentRealTimeSalary';
  if (dividend) return 'agentDividendRecord';
  return null;
}

/**
 * Page 4, team management (downline): the whole team searched and filtered by level, type, status, last
 * sign-in and balance; each downline's figures, a transfer to a direct downline and its contract.
 */
export function TeamManagementPage({ token, go, member }: AgentPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const contractPage = useContractPage();
  const [draft, setDraft] = useState<Filter>({ ...EMPTY, username: member ?? '' });
  const [filter, setFilter] = useState<Filter>(draft);
  const [page, setPage] = useState(1);
  const [figuresOf, setFiguresOf] = useState<number | null>(null);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const team = useQuery(teamQuery(token, toQuery(filter, page)));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
    setPage(1);
  };
  const set = (patch: Partial<Filter>) => setDraft((d) => ({ ...d, ...patch }));
  const when = (iso: string | null) => (iso ? formatDateTime(iso, whitelabel.timeZone) : t('agent.team.never'));

  const actions = (r: TeamMember) => (
    <div className="flex flex-wrap gap-1.5">
      <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setFiguresOf(r.id)}>
        {t('agent.team.figures')}
      </button>
      {r.level === 1 && (
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setTransferTo(r.username)}>
          {t('agent.team.transfer')}
        </button>
      )}
      {r.level === 1 && contractPage && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => go(contractPage, { member: r.username })}
        >
          {t('agent.team.contract')}
        </button>
      )}
    </div>
  );

  const columns: Column<TeamMember>[] = [
    {
      id: 'username',
      header: t('agent.team.username'),
      rowHeader: true,
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium text-white">{r.username}</span>
          {r.nickname && <span className="text-xs text-slate-400">{r.nickname}</span>}
        </span>
      ),
    },
    {
      id: 'type',
      header: t('agent.team.type'),
      cell: (r) => t(r.isAgent ? 'agent.team.types.agent' : 'agent.team.types.member'),
    },
    { id: 'level', header: t('agent.team.level'), cell: (r) => r.level, align: 'right' },
    { id: 'upline', header: t('agent.team.upline'), cell: (r) => r.upline ?? '—' },
    { id: 'status', header: t('agent.team.status'), cell: (r) => t(`agent.team.statuses.${r.status}`) },
    {
      id: 'lastLogin',
      header: t('agent.team.lastLogin'),
      cell: (r) => when(r.lastLoginAt),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'balance',
      header: t('agent.team.balance'),
      cell: (r) => money(r.balance),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    { id: 'actions', header: t('agent.team.actions'), cell: actions },
  ];

  return (
    <AgentPage title={t('agent.pages.agentTeamManagement')}>
      <Panel title={t('agent.team.filters')}>
        <form
          onSubmit={apply}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={t('agent.team.filters')}
        >
          <label className="flex flex-col gap-1.5 text-[13px] font-medium text-slate-300">
            {t('agent.team.username')}
            <input
              className={inputClass(false)}
              value={draft.username}
              maxLength={64}
              onChange={(e) => set({ username: e.target.value })}
              placeholder={t('agent.team.search')}
            />
          </label>
          <FilterSelect
            label={t('agent.team.level')}
            value={draft.level}
            onChange={(level) => set({ level })}
            allLabel={t('agent.team.allLevels')}
            options={LEVELS.map((l) => ({
              value: String(l),
              label: l === 1 ? t('agent.team.direct') : t('agent.team.levelN', { level: l }),
            }))}
          />
          <FilterSelect
            label={t('agent.team.type')}
            value={draft.type}
            onChange={(type) => set({ type })}
            allLabel={t('agent.team.all')}
            options={(['member', 'agent'] as const).map((v) => ({ value: v, label: t(`agent.team.types.${v}`) }))}
          />
          <FilterSelect
            label={t('agent.team.status')}
            value={draft.status}
            onChange={(status) => set({ status })}
            allLabel={t('agent.team.all')}
            options={TEAM_MEMBER_STATUSES.map((v) => ({ value: v, label: t(`agent.team.statuses.${v}`) }))}
          />
          <FilterSelect
            label={t('agent.team.lastLogin')}
            value={draft.lastLogin}
            onChange={(lastLogin) => set({ lastLogin })}
            allLabel={t('agent.team.all')}
            options={TEAM_LAST_LOGIN.map((v) => ({ value: v, label: t(`agent.team.lastLogins.${v}`) }))}
          />
          <label className="flex flex-col gap-1.5 text-[13px] font-medium text-slate-300">
            {t('agent.team.minBalance')}
            <input
              className={inputClass(false)}
              inputMode="decimal"
              value={draft.minBalance}
              onChange={(e) => set({ minBalance: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1.5 text-[13px] font-medium text-slate-300">
            {t('agent.team.maxBalance')}
            <input
              className={inputClass(false)}
              inputMode="decimal"
              value={draft.maxBalance}
              onChange={(e) => set({ maxBalance: e.target.value })}
            />
          </label>
          <FilterSelect
            label={t('agent.team.sort')}
            value={draft.sort === 'newest' ? '' : draft.sort}
            onChange={(sort) => set({ sort: (sort || 'newest') as Filter['sort'] })}
            allLabel={t('agent.team.sorts.newest')}
            options={TEAM_SORTS.filter((s) => s !== 'newest').map((v) => ({
              value: v,
              label: t(`agent.team.sorts.${v}`),
            }))}
          />
          <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
            <button type="submit" className={buttonClass('gold', 'md')}>
              {t('agent.team.apply')}
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'md')}
              onClick={() => {
                setDraft(EMPTY);
                setFilter(EMPTY);
                setPage(1);
              }}
            >
              {t('agent.team.reset')}
            </button>
          </div>
        </form>
      </Panel>
      <QueryView
        query={team}
        loading={<PanelLoadingFallback />}
        isEmpty={(d) => d.list.length === 0}
        empty={<EmptyState level={3} title={t('agent.team.empty')} description={t('agent.team.emptyText')} />}
      >
        {(d) => (
          <>
            <p className="text-xs text-slate-400" data-testid="team-total">
              {t('agent.team.total', { count: d.total })}
            </p>
            <RecordPages
              rows={d.list}
              columns={columns}
              rowKey={(r) => r.id}
              caption={t('agent.pages.agentTeamManagement')}
              page={page}
              totalPages={d.totalPages}
              onPage={setPage}
              fetching={team.isFetching}
              card={(r) => (
                <div className="flex flex-col gap-2">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium text-white">{r.username}</span>
                    <span className="text-sm font-semibold text-gold-300 tabular-nums">{money(r.balance)}</span>
                  </div>
                  <div className={cx('flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-400')}>
                    <span>{t(r.isAgent ? 'agent.team.types.agent' : 'agent.team.types.member')}</span>
                    <span>{t('agent.team.levelN', { level: r.level })}</span>
                    <span>{t(`agent.team.statuses.${r.status}`)}</span>
                    <span className="tabular-nums">{when(r.lastLoginAt)}</span>
                  </div>
                  {actions(r)}
                </div>
              )}
            />
          </>
        )}
      </QueryView>
      <DownlineDialog token={token} memberId={figuresOf} onClose={() => setFiguresOf(null)} />
      <TransferDialog token={token} username={transferTo} onClose={() => setTransferTo(null)} />
    </AgentPage>
  );
}
