import {
  LEDGER_ENTRY_TYPES,
  RECORD_DATE_PRESETS,
  type OpsAdjustment,
  type OpsMemberProfile,
  type OpsStatementLine,
} from '@lotus/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { FilterSelect } from '@/components/FilterSelect';
import { TextField } from '@/components/form';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsoleSection } from '../ConsolePage';
import { formatTime, zoneLabel } from '../format';
import { useCan } from '../operator';
import { Tag } from '../Tag';
import { betsQuery, memberAdjustmentsQuery, rgQuery, statementQuery } from './queries';
import { brandTime, brandZone, Empty, Loading, SignedAmount, useMoney } from './shared';
import { moneyColumn } from '../columns';

export function StatementTab({ member: m }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [draft, setDraft] = useState({ from: '', to: '', type: '' });
  const [filter, setFilter] = useState({ ...draft, pageNo: 1 });
  const query = useQuery({ ...statementQuery(m.id, filter), placeholderData: keepPreviousData });
  const tz = m.timeZone;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ ...draft, pageNo: 1 });
  };
  const columns: Column<OpsStatementLine>[] = [
    {
      id: 'at',
      header: `${t('console.members.time')} (${brandZone(tz)})`,
      cellClassName: 'tabular-nums',
      cell: (l) => brandTime(l.at, tz),
    },
    { id: 'entry', header: '#', align: 'right', cellClassName: 'tabular-nums text-slate-400', cell: (l) => l.entryId },
    { id: 'type', header: t('console.members.type'), cell: (l) => t(`console.members.entryTypes.${l.type}`) },
    { id: 'wallet', header: t('console.members.wallet'), cell: (l) => l.wallet },
    {
      id: 'amount',
      header: `${t('console.members.amountShort')} (${m.currency})`,
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (l) => <SignedAmount amount={l.amount} money={money} />,
    },
    moneyColumn('balance', t('console.members.balanceAfter'), (l) => l.balanceAfter, money),
    {
      id: 'ref',
      header: t('console.members.reference'),
      cell: (l) => (
        <span className="block max-w-64 truncate" title={[l.reference, l.memo].filter(Boolean).join(' — ')}>
          {l.reference ?? '—'}
          {l.memo ? <span className="text-slate-400"> · {l.memo}</span> : null}
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <form
        onSubmit={submit}
        aria-label={t('console.members.statementFilters')}
        className="grid grid-cols-2 gap-3 rounded-lg bg-navy-850 p-3 ring-1 ring-white/10 md:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      >
        <TextField
          label={t('console.members.from')}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
        />
        <TextField
          label={t('console.members.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
        />
        <FilterSelect
          label={t('console.members.type')}
          value={draft.type}
          onChange={(type) => setDraft((d) => ({ ...d, type }))}
          allLabel={t('console.members.allTypes')}
          options={LEDGER_ENTRY_TYPES.map((type) => ({ value: type, label: t(`console.members.entryTypes.${type}`) }))}
          className="col-span-2 md:col-span-1"
        />
        <div className="col-span-2 flex items-end md:col-span-1">
          <button type="submit" className={buttonClass('primary', 'md', 'h-11 w-full md:w-auto')}>
            {t('console.members.apply')}
          </button>
        </div>
      </form>
      <QueryView
        query={query}
        loading={<Loading />}
        isEmpty={(p) => p.list.length === 0}
        empty={<Empty>{t('console.members.noPostings')}</Empty>}
      >
        {(p) => (
          <>
            <DataTable
              rows={p.list}
              columns={columns}
              rowKey={(l) => `${l.entryId}-${l.wallet}`}
              caption={t('console.members.tabs.statement')}
              look={CONSOLE_TABLE}
            />
            <Pagination
              page={p.pageNo}
              totalPages={p.totalPages}
              onChange={(pageNo) => setFilter((f) => ({ ...f, pageNo }))}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}

export function BetsTab({ member: m }: { member: OpsMemberProfile }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [filter, setFilter] = useState({ datePreset: '7D', pageNo: 1 });
  const query = useQuery({ ...betsQuery(m.id, filter, i18n.language), placeholderData: keepPreviousData });
  const tz = m.timeZone;
  return (
    <div className="flex flex-col gap-3">
      <FilterSelect
        label={t('console.members.period')}
        value={filter.datePreset}
        onChange={(datePreset) => setFilter({ datePreset: datePreset || '7D', pageNo: 1 })}
        allLabel={t('console.members.presets.7D')}
        options={RECORD_DATE_PRESETS.filter((p) => p !== '7D').map((p) => ({
          value: p,
          label: t(`console.members.presets.${p}`),
        }))}
        className="max-w-60"
      />
      <QueryView query={query} loading={<Loading />}>
        {(h) => (
          <>
            <p className="text-xs text-slate-400">
              {t('console.members.betSummary', {
                count: h.summary.count,
                stake: money(h.summary.stake),
                win: money(h.summary.win),
                profit: money(h.summary.profit),
              })}
            </p>
            {h.list.length === 0 ? (
              <Empty>{t('console.members.noBets')}</Empty>
            ) : (
              <DataTable
                rows={h.list}
                rowKey={(r) => `${r.vassalage}-${r.roundId}`}
                caption={t('console.members.tabs.bets')}
                look={CONSOLE_TABLE}
                columns={[
                  {
                    id: 'at',
                    header: `${t('console.members.time')} (${brandZone(tz)})`,
                    cellClassName: 'tabular-nums',
                    cell: (r) => brandTime(r.betTime, tz),
                  },
                  { id: 'game', header: t('console.members.game'), cell: (r) => `${r.gameName} · ${r.vendorName}` },
                  {
                    id: 'round',
                    header: t('console.members.round'),
                    cellClassName: 'font-mono text-xs',
                    cell: (r) => r.roundId,
                  },
                  moneyColumn('stake', t('console.members.stake'), (r: { stake: bigint }) => r.stake, money),
                  moneyColumn('win', t('console.members.win'), (r: { win: bigint }) => r.win, money),
                  {
                    id: 'profit',
                    header: t('console.members.profit'),
                    align: 'right',
                    cellClassName: 'tabular-nums',
                    // An open round has no result yet (its status says so), not a loss.
                    cell: (r) => (r.profit === null ? '—' : <SignedAmount amount={r.profit} money={money} />),
                  },
                  {
                    id: 'status',
                    header: t('console.members.statusLabel'),
                    cell: (r) => (
                      <Tag tone={r.status === 'settled' ? 'green' : r.status === 'open' ? 'amber' : 'slate'}>
                        {t(`console.members.roundStatus.${r.status}`)}
                      </Tag>
                    ),
                  },
                ]}
              />
            )}
            <Pagination
              page={h.pageNo}
              totalPages={h.totalPages}
              onChange={(pageNo) => setFilter((f) => ({ ...f, pageNo }))}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}

export function RgTab({ member: m }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const money = useMoney();
  const canRead = useCan('rg.read');
  const query = useQuery({ ...rgQuery(m.id, m.username, m.brand), enabled: canRead });
  if (!canRead) return <Empty>{t('console.members.rgNoPermission')}</Empty>;
  const tz = m.timeZone;
  const minutes = (n: number | null) => (n === null ? t('console.members.off') : t('console.members.minutes', { n }));
  return (
    <QueryView query={query} loading={<Loading />}>
      {(rg) => (
        <div className="flex flex-col gap-4">
          <ConsoleSection title={t('console.members.rgSettings')} description={t('console.members.rgReadOnly')}>
            <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-400">{t('console.members.rgBlock')}</dt>
                <dd className="text-slate-100">
                  {rg.settings.block
                    ? t('console.members.rgBlockUntil', {
                        kind: t(`console.members.rgBlocks.${rg.settings.block.kind}`),
                        until: brandTime(rg.settings.block.until, tz),
                      })
                    : t('console.members.none')}
                </dd>
              </div>
              <div>
                <dt className="text-slate-400">{t('console.members.rgSession')}</dt>
                <dd className="text-slate-100">{minutes(rg.settings.sessionMinutes)}</dd>
              </div>
              <div>
                <dt className="text-slate-400">{t('console.members.rgReality')}</dt>
                <dd className="text-slate-100">{minutes(rg.settings.realityCheckMinutes)}</dd>
              </div>
            </dl>
          </ConsoleSection>
          <ConsoleSection title={t('console.members.rgLimits')}>
            {rg.settings.limits.length === 0 ? (
              <Empty>{t('console.members.rgNoLimits')}</Empty>
            ) : (
              <DataTable
                rows={rg.settings.limits}
                rowKey={(l) => `${l.kind}-${l.period}`}
                caption={t('console.members.rgLimits')}
                look={CONSOLE_TABLE}
                columns={[
                  { id: 'kind', header: t('console.members.rgLimit'), cell: (l) => `${l.kind} / ${l.period}` },
                  moneyColumn(
                    'amount',
                    t('console.members.amountShort'),
                    (l: { amount: bigint | null }) => l.amount,
                    money,
                  ),
                  moneyColumn('used', t('console.members.rgUsed'), (l: { used: bigint }) => l.used, money),
                  {
                    id: 'pending',
                    header: t('console.members.rgPending'),
                    cell: (l) =>
                      l.pending
                        ? `${l.pending.amount === null ? t('console.members.rgRemoval') : money(l.pending.amount)} · ${brandTime(l.pending.confirmableAt, tz)}`
                        : '—',
                  },
                ]}
              />
            )}
          </ConsoleSection>
          <ConsoleSection title={t('console.members.rgHistory')}>
            {rg.history.length === 0 ? (
              <Empty>{t('console.members.rgNoHistory')}</Empty>
            ) : (
              <DataTable
                rows={rg.history}
                rowKey={(h) => h.id}
                caption={t('console.members.rgHistory')}
                look={CONSOLE_TABLE}
                columns={[
                  {
                    id: 'at',
                    header: `${t('console.members.time')} (${brandZone(tz)})`,
                    cellClassName: 'tabular-nums',
                    cell: (h) => brandTime(h.at, tz),
                  },
                  { id: 'by', header: t('console.members.rgBy'), cell: (h) => h.by },
                  {
                    id: 'action',
                    header: t('console.members.action'),
                    cellClassName: 'font-mono text-xs',
                    cell: (h) => h.action,
                  },
                  {
                    id: 'detail',
                    header: t('console.members.detail'),
                    cellClassName: 'whitespace-normal',
                    cell: (h) => h.detail,
                  },
                ]}
              />
            )}
          </ConsoleSection>
        </div>
      )}
    </QueryView>
  );
}

const ADJ_TONE = { pending: 'amber', posted: 'green', rejected: 'slate' } as const;

/** Adjustments as a table (the member's tab and the approvals page share it). */
export function AdjustmentsTable({
  rows,
  timeZone,
  member = true,
  actions,
}: {
  rows: OpsAdjustment[];
  timeZone?: string;
  member?: boolean;
  actions?: (a: OpsAdjustment) => ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  // The approvals list mixes brands: there times are in the operator's zone.
  const time = (v: string | null) => (timeZone ? brandTime(v, timeZone) : formatTime(v));
  const columns: Column<OpsAdjustment>[] = [
    { id: 'id', header: '#', align: 'right', cellClassName: 'tabular-nums text-slate-400', cell: (a) => a.id },
    ...(actions
      ? [{ id: 'actions', header: <span className="sr-only">{t('console.members.actions')}</span>, cell: actions }]
      : []),
    {
      id: 'at',
      header: `${t('console.members.time')} (${timeZone ? brandZone(timeZone) : zoneLabel()})`,
      cellClassName: 'tabular-nums',
      cell: (a) => time(a.createdAt),
    },
    ...(member
      ? []
      : [
          {
            id: 'member',
            header: t('console.members.username'),
            cell: (a: OpsAdjustment) => (
              <Link to={`/members/${a.memberId}`} className="font-medium text-gold-200 hover:underline">
                {a.username} · {a.brand}
              </Link>
            ),
          },
        ]),
    {
      id: 'amount',
      header: t('console.members.amountShort'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (a) => <SignedAmount amount={a.direction === 'debit' ? -a.amount : a.amount} money={money} />,
    },
    {
      id: 'reason',
      header: t('console.members.reason'),
      cellClassName: 'whitespace-normal min-w-48',
      cell: (a) => a.reason,
    },
    {
      id: 'status',
      header: t('console.members.statusLabel'),
      cell: (a) => <Tag tone={ADJ_TONE[a.status]}>{t(`console.members.adjustmentStatus.${a.status}`)}</Tag>,
    },
    { id: 'by', header: t('console.members.requestedBy'), cell: (a) => a.requestedBy },
    {
      id: 'decided',
      header: t('console.members.decidedBy'),
      cell: (a) => (a.decidedBy ? `${a.decidedBy}${a.decisionNote ? ` · ${a.decisionNote}` : ''}` : '—'),
    },
    {
      id: 'balance',
      header: t('console.members.mainBeforeAfter'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (a) => (a.balanceBefore === null ? '—' : `${money(a.balanceBefore)} → ${money(a.balanceAfter ?? 0n)}`),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(a) => a.id}
      caption={t('console.members.tabs.adjustments')}
      look={CONSOLE_TABLE}
    />
  );
}

export function AdjustmentsTab({ member: m }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({ ...memberAdjustmentsQuery(m.id, pageNo), placeholderData: keepPreviousData });
  return (
    <QueryView
      query={query}
      loading={<Loading />}
      isEmpty={(p) => p.list.length === 0}
      empty={<Empty>{t('console.members.noAdjustments')}</Empty>}
    >
      {(p) => (
        <div className="flex flex-col gap-3">
          <p className="text-xs text-slate-400">
            {t('console.members.thresholdText', { threshold: money(p.list[0]!.threshold) })}
          </p>
          <AdjustmentsTable rows={p.list} timeZone={m.timeZone} />
          <Pagination page={p.pageNo} totalPages={p.totalPages} onChange={setPageNo} />
        </div>
      )}
    </QueryView>
  );
}
