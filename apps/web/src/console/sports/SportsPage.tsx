import { SPORTS_FIXTURE_STATUSES, type opsSportsFixtureSchema } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { FilterSelect } from '@/components/FilterSelect';
import { Form, FormTextField } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage, ConsoleSection } from '../ConsolePage';
import { Empty, Loading, useRefresh } from '../config/shared';
import { formatTime, zoneLabel } from '../format';
import { Tag } from '../Tag';
import { sportsApi, sportsFixturesQuery, sportsKeys, type SportsFixtureStatus } from './queries';
import { FormFooter } from '../FormFooter';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

type Fixture = z.infer<typeof opsSportsFixtureSchema>;

/** The page's filters: what needs the operator now, or one status ('' is every fixture). */
type FixtureFilter = 'attention' | SportsFixtureStatus | '';

/** Needs attention: kicked off, bets on it, and no result yet (the bets wait for the operator). */
const needsAttention = (f: Fixture) =>
  (f.status === 'live' || f.status === 'finished') && f.resultVersion === 0 && f.bets > 0;

const matches = (f: Fixture, filter: FixtureFilter) =>
  filter === '' ? true : filter === 'attention' ? needsAttention(f) : f.status === filter;
/** Money of the answers (a bigint of minor units, decision 0021), as the console writes figures. */
const STATUS_TONE: Record<SportsFixtureStatus, 'green' | 'amber' | 'red' | 'slate' | 'gold'> = {
  scheduled: 'green',
  live: 'amber',
  finished: 'slate',
  cancelled: 'red',
};

/**
 * /console/sports (games.manage): the sportsbook's fixtures with their bets and stakes, a fixture's
 * result (entered once after kick-off; a correction reverses its bets and settles them again) and its
 * cancellation (every leg on it void).
 */
export function SportsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  // Opens on what needs the operator (issue 33, item 19), not on whatever happens to be live.
  const [filter, setFilter] = useState<FixtureFilter>('attention');
  const fixtures = useQuery(sportsFixturesQuery());
  const filterLabel = (f: FixtureFilter) =>
    f === ''
      ? t('console.sports.all')
      : f === 'attention'
        ? t('console.sports.attention')
        : t(`console.sports.status.${f}`);
  const [acting, setActing] = useState<{ fixture: Fixture; kind: 'result' | 'cancel' } | null>(null);
  const [done, setDone] = useState<Fixture | null>(null);
  const name = (f: Fixture) => `${f.home} – ${f.away}`;
  const columns: Column<Fixture>[] = [
    { id: 'id', header: 'ID', cell: (f) => f.id, align: 'right' },
    {
      id: 'fixture',
      header: t('console.sports.col.fixture'),
      rowHeader: true,
      cell: (f) => (
        <span>
          {name(f)} <span className="text-xs text-slate-400">{f.leagueName}</span>
        </span>
      ),
    },
    {
      id: 'kickoff',
      header: `${t('console.sports.col.kickoff')} (${zoneLabel()})`,
      cell: (f) => formatTime(f.kickoffAt),
    },
    {
      id: 'status',
      header: t('console.sports.col.status'),
      cell: (f) => <Tag tone={STATUS_TONE[f.status]}>{t(`console.sports.status.${f.status}`)}</Tag>,
    },
    {
      id: 'score',
      header: t('console.sports.col.score'),
      cellClassName: 'tabular-nums',
      cell: (f) => (f.score ? `${f.score.home}–${f.score.away}` : '—'),
    },
    { id: 'bets', header: t('console.sports.col.bets'), align: 'right', cell: (f) => f.bets },
    moneyColumn<Fixture>('stakes', t('console.sports.col.stakes'), (f) => f.stakes, money),
    {
      id: 'actions',
      header: <span className="sr-only">{t('console.config.actions')}</span>,
      align: 'right',
      cell: (f) => (
        <span className="flex justify-end gap-2">
          {f.status === 'live' || f.status === 'finished' ? (
            <button
              type="button"
              className={buttonClass('outline', 'sm', 'h-7 px-2.5')}
              aria-label={t(f.resultVersion > 0 ? 'console.sports.correctNamed' : 'console.sports.enterNamed', {
                name: name(f),
              })}
              onClick={() => setActing({ fixture: f, kind: 'result' })}
            >
              {t(f.resultVersion > 0 ? 'console.sports.correct' : 'console.sports.enter')}
            </button>
          ) : null}
          {f.status !== 'cancelled' ? (
            <button
              type="button"
              className={buttonClass('outline', 'sm', 'h-7 px-2.5')}
              aria-label={t('console.sports.cancelNamed', { name: name(f) })}
              onClick={() => setActing({ fixture: f, kind: 'cancel' })}
            >
              {t('console.sports.cancel')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <ConsolePage title={t('console.sports.title')} description={t('console.sports.text')}>
      <ConsoleSection title={t('console.sports.fixtures')}>
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <FilterSelect
            label={t('console.sports.col.status')}
            value={filter}
            onChange={(v) => setFilter(v as FixtureFilter)}
            allLabel={t('console.sports.all')}
            options={(['attention', ...SPORTS_FIXTURE_STATUSES] as const).map((s) => ({
              value: s,
              label: filterLabel(s),
            }))}
          />
        </div>
        {done && (
          <p role="status" className="mb-3 text-sm text-emerald-300">
            {t('console.sports.done', {
              name: name(done),
              status: t(`console.sports.status.${done.status}`),
              version: done.resultVersion,
            })}
          </p>
        )}
        <QueryView query={fixtures} loading={<Loading />} isEmpty={(d) => d.length === 0} empty={<Empty />}>
          {(all) => {
            const rows = all.filter((f) => matches(f, filter));
            if (rows.length === 0)
              return (
                <div role="status" className="flex flex-col items-center gap-2 py-8 text-center text-sm text-slate-400">
                  <p>{t('console.sports.hidden', { filter: filterLabel(filter), count: all.length })}</p>
                  <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setFilter('')}>
                    {t('console.sports.showAll')}
                  </button>
                </div>
              );
            return (
              <DataTable
                rows={rows}
                columns={columns}
                rowKey={(f) => f.id}
                caption={t('console.sports.fixtures')}
                look={CONSOLE_TABLE}
              />
            );
          }}
        </QueryView>
        {acting && (
          <ActionDialog
            fixture={acting.fixture}
            kind={acting.kind}
            title={t(
              acting.kind === 'cancel'
                ? 'console.sports.cancelNamed'
                : acting.fixture.resultVersion > 0
                  ? 'console.sports.correctNamed'
                  : 'console.sports.enterNamed',
              { name: name(acting.fixture) },
            )}
            onClose={() => setActing(null)}
            onDone={(f) => {
              setDone(f);
              setActing(null);
            }}
          />
        )}
      </ConsoleSection>
    </ConsolePage>
  );
}

/** A result (home and away: goals, or maps won for e-sports; a reason for a correction) or a cancellation's reason. */
function ActionDialog({
  fixture,
  kind,
  title,
  onClose,
  onDone,
}: {
  fixture: Fixture;
  kind: 'result' | 'cancel';
  title: string;
  onClose: () => void;
  onDone: (f: Fixture) => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['home', 'away', 'reason']);
  const correction = fixture.resultVersion > 0;
  const schema = useMemo(() => {
    const score = z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, t('console.sports.scoreInvalid'));
    const reason = z.string().trim().max(500);
    return z.object({
      home: kind === 'result' ? score : z.string(),
      away: kind === 'result' ? score : z.string(),
      reason: kind === 'cancel' || correction ? reason.min(1, t('form.required')) : reason,
    });
  }, [t, kind, correction]);
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      kind === 'cancel'
        ? sportsApi.cancel(fixture.id, v.reason)
        : sportsApi.enterResult(fixture.id, {
            home: Number(v.home),
            away: Number(v.away),
            correction,
            ...(v.reason ? { reason: v.reason } : {}),
          }),
    onSuccess: (f) => {
      void refresh(sportsKeys.all);
      onDone(f);
    },
  });
  return (
    <SiteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t(
        kind === 'cancel'
          ? 'console.sports.cancelText'
          : correction
            ? 'console.sports.correctText'
            : 'console.sports.enterText',
      )}
    >
      <Form
        schema={schema}
        defaultValues={{ home: '', away: '', reason: '' }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="flex flex-col gap-4 p-5"
        aria-label={title}
      >
        {kind === 'result' && (
          <div className="grid grid-cols-2 gap-3">
            <FormTextField name="home" label={fixture.home} inputMode="numeric" />
            <FormTextField name="away" label={fixture.away} inputMode="numeric" />
          </div>
        )}
        {(kind === 'cancel' || correction) && <FormTextField name="reason" label={t('console.sports.reason')} />}
        <FormFooter
          alert={errors.alert(save.error)}
          pending={save.isPending}
          label={t(kind === 'cancel' ? 'console.sports.cancelSave' : 'console.sports.save')}
        />
      </Form>
    </SiteDialog>
  );
}
