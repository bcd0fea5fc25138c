import { AGENT_TYPES, type AgentList, type AgentNode } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { DayPresets, type DayPreset } from '@/components/DayPresets';
import { ChevronRightIcon } from '@/components/icons';
import { FilterSelect } from '@/components/FilterSelect';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage, ConsoleSection } from '../ConsolePage';
import { formatTime, zoneLabel } from '../format';
import { useCan } from '../operator';
import { Tag } from '../Tag';
import { useScopedBrands } from './brands';
import { MoveMemberDialog } from './MoveMemberDialog';
import { presetRange } from './period';
import { agentsQuery } from './queries';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

const PAGE_SIZE = 20;
const isAgentType = (n: number) => (AGENT_TYPES as readonly number[]).includes(n);

/** The level shown, its page and the period in the address (`?parent=agent01&pageNo=2&days=30`). */
function useTreeSearch() {
  const [params, setParams] = useSearchParams();
  const parent = params.get('parent') ?? undefined;
  const brand = params.get('brand') ?? undefined;
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const days: DayPreset = params.get('days') === '7' ? 7 : 30;
  const go = (next: { parent?: string | undefined; pageNo?: number; days?: DayPreset; brand?: string }) => {
    const out = new URLSearchParams();
    const b = 'brand' in next ? next.brand : brand;
    if (b) out.set('brand', b);
    const p = 'parent' in next ? next.parent : parent;
    if (p) out.set('parent', p);
    if (next.pageNo && next.pageNo > 1) out.set('pageNo', String(next.pageNo));
    const d = next.days ?? days;
    if (d !== 30) out.set('days', String(d));
    setParams(out);
  };
  const levelHref = (p: string | undefined) => {
    const out = new URLSearchParams();
    if (brand) out.set('brand', brand);
    if (p) out.set('parent', p);
    return `?${out}`;
  };
  return { brand, parent, pageNo, days, go, levelHref };
}

/**
 * /console/agents (agents.read): the brand's agent tree one level at a time (the top agents, then an
 * account's direct downline), each account's team and its deposits and valid bets of the period; an
 * operator with agents.manage moves a member under another agent.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const { brand, parent, pageNo, days, go, levelHref } = useTreeSearch();
  const range = presetRange(days === 7 ? 'last7' : 'last30');
  const query = useQuery(agentsQuery({ brand, parent, pageNo, pageSize: PAGE_SIZE, ...range }));
  const brands = useScopedBrands();
  const canMove = useCan('agents.manage');
  const [moving, setMoving] = useState<string | null>(null);
  const money = useMoney();

  const columns: Column<AgentNode>[] = [
    {
      id: 'username',
      header: t('console.agents.account'),
      rowHeader: true,
      cell: (n) =>
        n.directCount > 0 ? (
          <Link
            to={levelHref(n.username)}
            className="inline-flex items-center gap-1 font-medium text-gold-200 hover:underline"
            aria-label={t('console.agents.open', { username: n.username })}
          >
            {n.username}
            <ChevronRightIcon size={14} />
          </Link>
        ) : (
          <span className="font-medium text-white">{n.username}</span>
        ),
    },
    { id: 'nickname', header: t('console.agents.nickname'), cell: (n) => n.nickname ?? '—' },
    {
      id: 'type',
      header: t('console.agents.type'),
      cell: (n) => (
        <Tag tone={isAgentType(n.isAgent) ? 'gold' : n.isAgent === 4 ? 'slate' : 'green'}>
          {isAgentType(n.isAgent)
            ? t('console.agents.agentType', { type: n.isAgent })
            : t(n.isAgent === 4 ? 'console.agents.trial' : 'console.agents.member')}
        </Tag>
      ),
    },
    { id: 'direct', header: t('console.agents.direct'), align: 'right', cell: (n) => n.directCount },
    { id: 'team', header: t('console.agents.team'), align: 'right', cell: (n) => n.teamSize },
    moneyColumn('deposits', t('console.agents.deposits'), (n) => n.teamDeposits, money),
    moneyColumn('validBet', t('console.agents.validBet'), (n) => n.teamValidBet, money),
    {
      id: 'createdAt',
      header: `${t('console.agents.createdAt')} (${zoneLabel()})`,
      cellClassName: 'tabular-nums',
      cell: (n) => formatTime(n.createdAt),
    },
    ...(canMove
      ? [
          {
            id: 'move',
            header: <span className="sr-only">{t('console.agents.actions')}</span>,
            cell: (n: AgentNode) => (
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={t('console.agents.moveOne', { username: n.username })}
                onClick={() => setMoving(n.username)}
              >
                {t('console.agents.move')}
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <ConsolePage
      title={t('console.agents.title')}
      description={t('console.agents.text')}
      actions={
        <>
          {brands.length > 1 && (
            <FilterSelect
              label={t('console.reports.brand')}
              value={brand ?? ''}
              onChange={(b) => go({ brand: b, parent: undefined, pageNo: 1 })}
              allLabel={t('console.agents.firstBrand', { brand: brands[0]!.label })}
              options={brands.slice(1)}
            />
          )}
          <DayPresets
            value={days}
            onChange={(d) => go({ days: d })}
            label={t('console.agents.period')}
            optionLabel={(d) => t('console.dashboard.lastDays', { count: d })}
          />
        </>
      }
    >
      <QueryView
        query={query}
        loading={
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        }
      >
        {(level) => (
          <>
            <Breadcrumbs level={level} levelHref={levelHref} />
            {level.parent && <ParentFigures level={level} money={money} />}
            <p className="text-xs text-slate-400" aria-live="polite">
              {t('console.agents.count', { count: level.total, from: level.from, to: level.to })}
            </p>
            {level.list.length === 0 ? (
              <p className="py-8 text-center text-sm text-slate-400">
                {t(level.parent ? 'console.agents.noDownline' : 'console.agents.noAgents')}
              </p>
            ) : (
              <DataTable
                rows={level.list}
                columns={columns}
                rowKey={(n) => n.id}
                caption={t('console.agents.levelCaption', {
                  level: level.parent ? level.parent.username : t('console.agents.top'),
                })}
                look={CONSOLE_TABLE}
              />
            )}
            <Pagination page={level.pageNo} totalPages={level.totalPages} onChange={(n) => go({ pageNo: n })} />
          </>
        )}
      </QueryView>
      <ConsoleSection title={t('console.agents.contractsTitle')}>
        <p className="text-sm text-slate-400">{t('console.agents.noContracts')}</p>
      </ConsoleSection>
      {moving && (
        <MoveMemberDialog
          brand={query.data?.brand}
          username={moving}
          open={moving !== null}
          onOpenChange={(open) => !open && setMoving(null)}
        />
      )}
    </ConsolePage>
  );
}

function Breadcrumbs({ level, levelHref }: { level: AgentList; levelHref: (parent: string | undefined) => string }) {
  const { t } = useTranslation();
  const trail = level.parent ? [...level.parent.path, level.parent.username] : [];
  return (
    <nav aria-label={t('console.agents.path')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {trail.length === 0 ? (
            <span aria-current="page" className="font-semibold text-white">
              {t('console.agents.top')}
            </span>
          ) : (
            <Link to={levelHref(undefined)} className="text-gold-200 hover:underline">
              {t('console.agents.top')}
            </Link>
          )}
        </li>
        {trail.map((u, i) => (
          <li key={u} className="flex items-center gap-1">
            <ChevronRightIcon size={14} className="text-slate-500" />
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-semibold text-white">
                {u}
              </span>
            ) : (
              <Link to={levelHref(u)} className="text-gold-200 hover:underline">
                {u}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ParentFigures({ level, money }: { level: AgentList; money: (v: bigint) => string }) {
  const { t } = useTranslation();
  const p = level.parent!;
  const items: [string, string][] = [
    [
      t('console.agents.type'),
      isAgentType(p.isAgent) ? t('console.agents.agentType', { type: p.isAgent }) : t('console.agents.member'),
    ],
    [t('console.agents.direct'), String(p.directCount)],
    [t('console.agents.team'), String(p.teamSize)],
    [t('console.agents.deposits'), `${money(p.teamDeposits)} ${level.currency}`],
    [t('console.agents.validBet'), `${money(p.teamValidBet)} ${level.currency}`],
  ];
  return (
    <dl
      aria-label={t('console.agents.figuresOf', { username: p.username })}
      className="grid grid-cols-2 gap-3 rounded-lg bg-navy-850 p-3 ring-1 ring-white/10 sm:grid-cols-5"
    >
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5">
          <dt className="text-[11px] tracking-wide text-slate-400 uppercase">{label}</dt>
          <dd className="text-sm font-semibold text-white tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
