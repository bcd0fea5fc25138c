import {
  BANK_LINE_STATUSES,
  OPS_BANK_PATHS,
  opsBankImportResultSchema,
  opsBankLineSchema,
  type BankLineStatus,
  type OpsBankLine,
  type OpsBankResolve,
} from '@lotus/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { SiteDialog } from '@/components/Dialog';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { useTranslation } from '@/lib/i18n';
import { timeColumn } from '../columns';
import { opsValue } from '../api';
import { ConsolePage } from '../ConsolePage';
import { useMoney } from '../members/shared';
import { Tag } from '../Tag';
import { QUEUE_POLL_MS, queueKeys } from './queries';
import { QueueTable, useDecision, useQueueErrorMessage } from './shared';

const bankLines = (status: BankLineStatus | 'all') =>
  opsValue(OPS_BANK_PATHS.lines, {
    query: { ...(status === 'all' ? {} : { status }), limit: 200 },
    schema: z.array(opsBankLineSchema),
  });
const resolveLine = (id: number, body: OpsBankResolve) =>
  opsValue(OPS_BANK_PATHS.lineResolve.replace(':id', String(id)), { method: 'POST', body, schema: opsBankLineSchema });
const importCsv = (brand: string, csv: string) =>
  opsValue(OPS_BANK_PATHS.import, { method: 'POST', body: { brand, csv }, schema: opsBankImportResultSchema });
const linesQuery = (status: BankLineStatus | 'all') =>
  queryOptions({
    queryKey: queueKeys.list('bankLines', status),
    queryFn: () => bankLines(status),
    refetchInterval: QUEUE_POLL_MS,
  });

type Pending = { line: OpsBankLine; action: 'link' | 'refund' } | null;

/**
 * /console/queues/bank (deposits.manage): the bank-statement lines that could not credit an order by
 * themselves (wrong amount, unknown reference, paid late, paid twice), each with the order it names
 * or resembles; the operator credits it, links it to another member, or notes its refund — once. The
 * CSV import of a bank's statement feeds the same matching.
 */
export function BankLinesQueuePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const confirm = useConfirm();
  const message = useQueueErrorMessage();
  const [status, setStatus] = useState<BankLineStatus | 'all'>('queued');
  const query = useQuery(linesQuery(status));
  const decide = useDecision((v: { id: number; body: OpsBankResolve }) => resolveLine(v.id, v.body));
  const [pending, setPending] = useState<Pending>(null);

  return (
    <ConsolePage title={t('console.queues.bank.title')} description={t('console.queues.bank.text')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex flex-col gap-1 text-xs text-slate-300">
          {t('console.queues.bank.show')}
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as BankLineStatus | 'all')}
            className="rounded-lg bg-navy-900 px-3 py-2 text-sm text-white ring-1 ring-white/10"
          >
            {[...BANK_LINE_STATUSES, 'all' as const].map((s) => (
              <option key={s} value={s}>
                {t(`console.queues.bank.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <CsvImport />
      </div>
      {decide.error && <FormAlert message={message(decide.error)} />}
      <QueueTable
        query={query}
        title={t('console.queues.bank.title')}
        empty={t('console.queues.bank.empty')}
        rowKey={(l) => l.id}
        columns={[
          {
            id: 'reason',
            header: t('console.queues.bank.reasonColumn'),
            cell: (l) => (
              <Tag tone={l.status === 'queued' ? 'amber' : l.status === 'matched' ? 'green' : 'slate'}>
                {l.reason ? t(`console.queues.bank.reason.${l.reason}`) : t(`console.queues.bank.status.${l.status}`)}
              </Tag>
            ),
          },
          {
            id: 'line',
            header: t('console.queues.bank.line'),
            rowHeader: true,
            cell: (l) => (
              <div className="leading-tight">
                <p className="font-semibold text-white tabular-nums">{money(BigInt(l.amount))}</p>
                <p className="text-xs break-all text-slate-300">{l.content || '—'}</p>
                <p className="font-mono text-[11px] text-slate-500">
                  {l.accountNo} · {l.bankTxId} · {l.source}
                </p>
              </div>
            ),
          },
          timeColumn('time', t('console.queues.bank.time'), (l: { occurredAt: string }) => l.occurredAt),
          {
            id: 'order',
            header: t('console.queues.bank.order'),
            cell: (l) =>
              l.order ? (
                <div className="leading-tight">
                  <p className="font-mono text-white">{l.order.orderNo}</p>
                  <p className="text-xs text-slate-400">
                    {l.order.username} · {money(BigInt(l.order.amount))} ·{' '}
                    {t(`console.queues.bank.orderStatus.${l.order.status}`)}
                  </p>
                </div>
              ) : (
                '—'
              ),
          },
          {
            id: 'actions',
            header: t('console.queues.actions'),
            cell: (l) =>
              l.status !== 'queued' ? (
                <span className="text-xs text-slate-400">
                  {l.resolution ? t(`console.queues.bank.resolution.${l.resolution}`) : ''}
                  {l.resolvedBy ? ` · ${l.resolvedBy}` : ''}
                </span>
              ) : (
                <span className="flex flex-wrap gap-1.5">
                  {l.order && l.order.status !== 'credited' && (
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      disabled={decide.isPending}
                      aria-label={t('console.queues.bank.creditOf', { order: l.order.orderNo })}
                      onClick={async () => {
                        if (
                          await confirm({
                            title: t('console.queues.bank.creditTitle', { order: l.order!.orderNo }),
                            content: t('console.queues.bank.creditText', {
                              amount: money(BigInt(l.amount)),
                              name: l.order!.username,
                            }),
                            confirm: t('console.queues.bank.credit'),
                          })
                        )
                          decide.mutate({ id: l.id, body: { action: 'credit' } });
                      }}
                    >
                      {t('console.queues.bank.credit')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    disabled={decide.isPending}
                    onClick={() => setPending({ line: l, action: 'link' })}
                  >
                    {t('console.queues.bank.link')}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    disabled={decide.isPending}
                    onClick={() => setPending({ line: l, action: 'refund' })}
                  >
                    {t('console.queues.bank.refund')}
                  </button>
                </span>
              ),
          },
        ]}
      />
      {pending && (
        <DecisionDialog
          pending={pending}
          onClose={() => setPending(null)}
          onSubmit={async (body) => {
            await decide.mutateAsync({ id: pending.line.id, body });
            setPending(null);
          }}
        />
      )}
    </ConsolePage>
  );
}

function DecisionDialog({
  pending,
  onClose,
  onSubmit,
}: {
  pending: NonNullable<Pending>;
  onClose: () => void;
  onSubmit: (body: OpsBankResolve) => Promise<void>;
}) {
  const { t } = useTranslation();
  const message = useQueueErrorMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const link = pending.action === 'link';
  const title = link ? t('console.queues.bank.linkTitle') : t('console.queues.bank.refundTitle');
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={title} size="sm">
      <form
        className="flex flex-col gap-3 p-5"
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          onSubmit(link ? { action: 'link', username: text.trim() } : { action: 'refund', note: text.trim() }).catch(
            setError,
          );
        }}
      >
        <label className="flex flex-col gap-1 text-sm text-slate-200">
          {link ? t('console.queues.bank.username') : t('console.queues.bank.note')}
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            required
            maxLength={link ? 64 : 500}
            className="rounded-lg bg-navy-900 px-3 py-2 text-white ring-1 ring-white/10"
          />
        </label>
        {error !== null && <FormAlert message={message(error)} />}
        <button type="submit" className={buttonClass('primary', 'md')}>
          {link ? t('console.queues.bank.link') : t('console.queues.bank.refund')}
        </button>
      </form>
    </SiteDialog>
  );
}

/** A bank's CSV statement, read in the browser and sent to the import. */
function CsvImport() {
  const { t } = useTranslation();
  const message = useQueueErrorMessage();
  const [brand, setBrand] = useState('LOTUS');
  const refresh = useDecision(async () => undefined);
  const run = useMutation({
    mutationFn: async (file: File) => importCsv(brand.trim(), await file.text()),
    onSuccess: () => refresh.mutate(undefined),
  });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs text-slate-300">
          {t('console.queues.bank.brand')}
          <input
            value={brand}
            onChange={(e) => setBrand(e.target.value)}
            className="w-28 rounded-lg bg-navy-900 px-3 py-2 text-sm text-white ring-1 ring-white/10"
          />
        </label>
        <label className={buttonClass('ghost', 'sm')}>
          {t('console.queues.bank.import')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) run.mutate(file);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {run.error && <FormAlert message={message(run.error)} />}
      {run.data && (
        <p role="status" className="text-xs text-slate-300">
          {t('console.queues.bank.imported', { ...run.data, errors: run.data.errors.length })}
          {run.data.errors.length > 0 &&
            ` ${t('console.queues.bank.importErrors', { lines: run.data.errors.map((e) => e.line).join(', ') })}`}
        </p>
      )}
    </div>
  );
}
