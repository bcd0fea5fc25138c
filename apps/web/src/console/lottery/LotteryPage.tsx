import {
  LOTTERY_DRAW_STATUSES,
  type LotteryDrawStatus,
  type opsLotteryDrawSchema,
  type opsLotteryStuckBetSchema,
} from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { useErrorMessage } from '@/components/ErrorState';
import { FilterSelect } from '@/components/FilterSelect';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormTextArea } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsoleSection } from '../ConsolePage';
import { ConfigPage, Empty, Loading, useRefresh } from '../config/shared';
import { formatTime, zoneLabel } from '../format';
import { Tag } from '../Tag';
import { lotteryApi, lotteryDrawsQuery, lotteryKeys, parsePrizes, stuckBetsQuery } from './queries';
import { FormFooter } from '../FormFooter';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

type StuckBet = z.infer<typeof opsLotteryStuckBetSchema>;
type Draw = z.infer<typeof opsLotteryDrawSchema>;
/** The draws filter: the North, each region's provinces together (a prefix the server understands), the fast games. */
const DRAW_GAME_FILTERS = ['VN_N', 'VN_C', 'VN_S', 'SSC', 'K3', '11X5', 'PK10', 'LHC'] as const;
/** Money of the answers (a bigint of minor units, decision 0021), as the console writes figures. */
const STATUS_TONE: Record<LotteryDrawStatus, 'green' | 'amber' | 'red' | 'slate' | 'gold'> = {
  open: 'green',
  closed: 'amber',
  drawn: 'gold',
  settled: 'slate',
  cancelled: 'red',
};

/**
 * /console/lottery (games.manage): the bets the wallet refused to settle (a payout, the reversal of a
 * corrected result, a cancelled draw's refund) with their retry, and the draws with the entry of an
 * official Vietnamese result.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.lottery.title')} description={t('console.lottery.text')}>
      {(brand) => (
        <>
          <StuckBets brand={brand} />
          <Draws />
        </>
      )}
    </ConfigPage>
  );
}

function StuckBets({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const stuck = useQuery(stuckBetsQuery(brand));
  const refresh = useRefresh();
  const message = useErrorMessage();
  const done = () => refresh(lotteryKeys.all);
  const retry = useMutation({ mutationFn: (id: number) => lotteryApi.retry(id), onSettled: done });
  const retryAll = useMutation({ mutationFn: () => lotteryApi.retryAll(brand), onSettled: done });
  const outcome = retry.data ?? retryAll.data;
  const error = retry.error ?? retryAll.error;
  const columns: Column<StuckBet>[] = [
    { id: 'bet', header: t('console.lottery.stuck.col.bet'), rowHeader: true, cell: (b) => `#${b.id}` },
    { id: 'member', header: t('console.lottery.stuck.col.member'), cell: (b) => b.username },
    {
      id: 'draw',
      header: t('console.lottery.stuck.col.draw'),
      cell: (b) => (
        <span className="tabular-nums">
          {b.game} {b.issue}
        </span>
      ),
    },
    { id: 'type', header: t('console.lottery.stuck.col.betType'), cell: (b) => `${b.betType} ${b.selection}` },
    moneyColumn<StuckBet>('stake', t('console.lottery.stuck.col.stake'), (b) => b.stake, money),
    {
      id: 'step',
      header: t('console.lottery.stuck.col.step'),
      cell: (b) => <Tag tone="amber">{t(`console.lottery.stuck.step.${b.step}`)}</Tag>,
    },
    { id: 'error', header: t('console.lottery.stuck.col.error'), cell: (b) => b.errorCode ?? '—' },
    {
      id: 'time',
      header: `${t('console.lottery.stuck.col.time')} (${zoneLabel()})`,
      cell: (b) => formatTime(b.createdAt),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('console.config.actions')}</span>,
      align: 'right',
      cell: (b) => (
        <button
          type="button"
          className={buttonClass('outline', 'sm', 'h-7 px-2.5')}
          aria-label={t('console.lottery.stuck.retryNamed', { id: b.id })}
          disabled={retry.isPending || retryAll.isPending}
          onClick={() => retry.mutate(b.id)}
        >
          {t('console.lottery.stuck.retry')}
        </button>
      ),
    },
  ];
  return (
    <ConsoleSection
      title={t('console.lottery.stuck.title')}
      description={t('console.lottery.stuck.text')}
      actions={
        stuck.data && stuck.data.length > 0 ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm', 'h-8')}
            disabled={retryAll.isPending || retry.isPending}
            onClick={() => retryAll.mutate()}
          >
            {t('console.lottery.stuck.retryAll')}
          </button>
        ) : null
      }
    >
      <FormAlert message={error ? message(error) : null} />
      {outcome && (
        <p role="status" className="mb-3 text-sm text-slate-200">
          {t('console.lottery.stuck.done', {
            retried: outcome.retried,
            settled: outcome.settled,
            still: outcome.stillStuck.length,
          })}
        </p>
      )}
      <QueryView
        query={stuck}
        loading={<Loading />}
        isEmpty={(d) => d.length === 0}
        empty={<Empty text={t('console.lottery.stuck.none')} />}
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(b) => b.id}
            caption={t('console.lottery.stuck.title')}
            look={CONSOLE_TABLE}
          />
        )}
      </QueryView>
    </ConsoleSection>
  );
}

function Draws() {
  const { t } = useTranslation();
  const money = useMoney();
  const [status, setStatus] = useState<LotteryDrawStatus | ''>('closed');
  const [game, setGame] = useState('');
  const draws = useQuery(lotteryDrawsQuery(status, game));
  const [entering, setEntering] = useState<Draw | null>(null);
  const [entered, setEntered] = useState<Draw | null>(null);
  const canEnter = (d: Draw) => d.source === 'operator' && (d.status === 'closed' || d.secondsToClose === 0);
  const columns: Column<Draw>[] = [
    { id: 'id', header: 'ID', cell: (d) => d.id, align: 'right' },
    {
      id: 'game',
      header: t('console.lottery.draws.col.game'),
      rowHeader: true,
      cell: (d) => (
        <span>
          {d.name} <span className="font-mono text-xs text-slate-400">{d.game}</span>
        </span>
      ),
    },
    { id: 'issue', header: t('console.lottery.draws.col.issue'), cell: (d) => d.issue, cellClassName: 'tabular-nums' },
    {
      id: 'status',
      header: t('console.lottery.draws.col.status'),
      cell: (d) => <Tag tone={STATUS_TONE[d.status]}>{t(`console.lottery.draws.status.${d.status}`)}</Tag>,
    },
    {
      id: 'source',
      header: t('console.lottery.draws.col.source'),
      cell: (d) => t(`console.lottery.draws.source.${d.source}`),
    },
    {
      id: 'closes',
      header: `${t('console.lottery.draws.col.closes')} (${zoneLabel()})`,
      cell: (d) => formatTime(d.closesAt),
    },
    { id: 'bets', header: t('console.lottery.draws.col.bets'), align: 'right', cell: (d) => d.bets },
    moneyColumn<Draw>('stakes', t('console.lottery.draws.col.stakes'), (d) => d.stakes, money),
    moneyColumn<Draw>('payouts', t('console.lottery.draws.col.payouts'), (d) => d.payouts, money),
    {
      id: 'actions',
      header: <span className="sr-only">{t('console.config.actions')}</span>,
      align: 'right',
      cell: (d) =>
        canEnter(d) ? (
          <button
            type="button"
            className={buttonClass('outline', 'sm', 'h-7 px-2.5')}
            aria-label={t('console.lottery.draws.enterNamed', { name: d.name, issue: d.issue })}
            onClick={() => setEntering(d)}
          >
            {t('console.lottery.draws.enter')}
          </button>
        ) : null,
    },
  ];
  return (
    <ConsoleSection title={t('console.lottery.draws.title')} description={t('console.lottery.draws.text')}>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t('console.lottery.draws.col.status')}
          value={status}
          onChange={(v) => setStatus(v as LotteryDrawStatus | '')}
          allLabel={t('console.lottery.draws.all')}
          options={LOTTERY_DRAW_STATUSES.map((s) => ({ value: s, label: t(`console.lottery.draws.status.${s}`) }))}
        />
        <FilterSelect
          label={t('console.lottery.draws.col.game')}
          value={game}
          onChange={setGame}
          allLabel={t('console.lottery.draws.all')}
          options={DRAW_GAME_FILTERS.map((g) => ({ value: g, label: t(`console.lottery.draws.games.${g}`) }))}
        />
      </div>
      {entered && (
        <p role="status" className="mb-3 text-sm text-emerald-300">
          {t('console.lottery.draws.entered', {
            issue: entered.issue,
            status: t(`console.lottery.draws.status.${entered.status}`),
            bets: entered.bets,
            payouts: money(entered.payouts),
          })}
        </p>
      )}
      <QueryView query={draws} loading={<Loading />} isEmpty={(d) => d.length === 0} empty={<Empty />}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(d) => d.id}
            caption={t('console.lottery.draws.title')}
            look={CONSOLE_TABLE}
          />
        )}
      </QueryView>
      {entering && (
        <ResultDialog
          draw={entering}
          onClose={() => setEntering(null)}
          onDone={(d) => {
            setEntered(d);
            setEntering(null);
          }}
        />
      )}
    </ConsoleSection>
  );
}

function ResultDialog({ draw, onClose, onDone }: { draw: Draw; onClose: () => void; onDone: (d: Draw) => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['prizes']);
  const schema = useMemo(
    () =>
      z.object({
        prizes: z
          .string()
          .trim()
          .min(1, t('form.required'))
          .refine((v) => parsePrizes(v) !== null, t('console.lottery.draws.invalid')),
      }),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => lotteryApi.enterResult(draw.id, parsePrizes(v.prizes)!),
    onSuccess: (d) => {
      void refresh(lotteryKeys.all);
      onDone(d);
    },
  });
  const title = t('console.lottery.draws.enterNamed', { name: draw.name, issue: draw.issue });
  return (
    <SiteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('console.lottery.draws.enterText')}
    >
      <Form
        schema={schema}
        defaultValues={{ prizes: '' }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="flex flex-col gap-4 p-5"
        aria-label={title}
      >
        <FormTextArea
          name="prizes"
          label={t('console.lottery.draws.prizes')}
          rows={9}
          className="min-h-48 font-mono"
          placeholder={'DB=12345\nG1=67890\nG2=11111,22222'}
        />
        <FormFooter alert={errors.alert(save.error)} pending={save.isPending} label={t('console.lottery.draws.save')} />
      </Form>
    </SiteDialog>
  );
}
