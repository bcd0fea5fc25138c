import type { ResultCorrection, ResultCorrectionBody } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { TextField } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { Skeletons } from '@/components/Skeleton';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage, ConsoleSection } from '../ConsolePage';
import { formatTime } from '../format';
import { useOperator } from '../operator';
import { Tag } from '../Tag';
import { approve, ask, correctionsQuery, reject } from './correctionsApi';

/** "DB=12345; G1=67890; G2=11111,22222" → { DB: ['12345'], G1: ['67890'], G2: ['11111', '22222'] } (the CLI's form). */
const parsePrizes = (text: string): Record<string, string[]> =>
  Object.fromEntries(
    text
      .split(/[;\n]/)
      .map((part) => part.split('='))
      .filter(([k, v]) => k?.trim() && v !== undefined)
      .map(([k, v]) => [k!.trim(), v!.split(',').map((n) => n.trim())]),
  );

const resultText = (c: ResultCorrection) =>
  c.product === 'sports'
    ? `${String(c.result.home)}–${String(c.result.away)}`
    : Object.entries(c.result.prizes as Record<string, string[]>)
        .map(([k, v]) => `${k}=${v.join(',')}`)
        .join('; ');

/**
 * /console/result-corrections (games.manage): corrections of entered lottery and sports results that need a second
 * operator (above a brand's threshold): ask for one with a reason; another operator approves (the bets are settled
 * again, once) or rejects it.
 */
export function CorrectionsPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.corrections.title')} description={t('console.corrections.text')}>
      <AskForm />
      <Queue />
    </ConsolePage>
  );
}

function AskForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const message = useErrorMessage();
  const [product, setProduct] = useState<'sports' | 'lottery'>('sports');
  const [subjectId, setSubjectId] = useState('');
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [prizes, setPrizes] = useState('');
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: (body: ResultCorrectionBody) => ask(body),
    onSuccess: () => client.invalidateQueries({ queryKey: correctionsQuery().queryKey }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const common = { subjectId: Number(subjectId), reason };
    send.mutate(
      product === 'sports'
        ? { product, ...common, home: Number(home), away: Number(away) }
        : { product, ...common, prizes: parsePrizes(prizes) },
    );
  };
  return (
    <ConsoleSection title={t('console.corrections.ask')}>
      <form onSubmit={submit} aria-label={t('console.corrections.ask')} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <label className="flex flex-col gap-1.5 text-[13px] font-medium text-slate-300">
            {t('console.corrections.product')}
            <select
              className="h-11 rounded-md bg-navy-900 px-3 text-sm text-white ring-1 ring-white/15"
              value={product}
              onChange={(e) => setProduct(e.target.value as 'sports' | 'lottery')}
            >
              <option value="sports">{t('console.nav.sports')}</option>
              <option value="lottery">{t('console.nav.lottery')}</option>
            </select>
          </label>
          <TextField
            label={t(product === 'sports' ? 'console.corrections.fixture' : 'console.corrections.draw')}
            value={subjectId}
            onChange={setSubjectId}
            inputMode="numeric"
          />
          {product === 'sports' ? (
            <>
              <TextField label={t('console.corrections.home')} value={home} onChange={setHome} inputMode="numeric" />
              <TextField label={t('console.corrections.away')} value={away} onChange={setAway} inputMode="numeric" />
            </>
          ) : (
            <TextField
              label={t('console.corrections.prizes')}
              hint={t('console.corrections.prizesHint')}
              value={prizes}
              onChange={setPrizes}
              className="sm:col-span-2"
            />
          )}
        </div>
        <TextField label={t('console.corrections.reason')} value={reason} onChange={setReason} maxLength={500} />
        {send.error ? <FormAlert message={message(send.error)} /> : null}
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass('primary', 'md')} disabled={send.isPending}>
            {t('console.corrections.send')}
          </button>
          {send.isSuccess && (
            <span role="status" className="text-xs text-emerald-300">
              {t('console.corrections.sent')}
            </span>
          )}
        </div>
      </form>
    </ConsoleSection>
  );
}

const TONES = { pending: 'amber', applying: 'amber', approved: 'green', rejected: 'slate' } as const;

function Queue() {
  const { t } = useTranslation();
  const me = useOperator();
  const client = useQueryClient();
  const message = useErrorMessage();
  const list = useQuery(correctionsQuery());
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const refresh = () => client.invalidateQueries({ queryKey: correctionsQuery().queryKey });
  const decide = useMutation({
    mutationFn: (v: { id: number; what: 'approve' | 'reject' }) =>
      v.what === 'approve' ? approve(v.id) : reject(v.id, reasons[v.id] ?? ''),
    onSettled: refresh,
  });
  return (
    <ConsoleSection title={t('console.corrections.queue')}>
      {decide.error ? <FormAlert message={message(decide.error)} /> : null}
      <QueryView query={list} loading={<Skeletons count={2} className="h-12" />}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-400">{t('console.corrections.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-white/5">
              {rows.map((c) => (
                <li key={c.id} className="flex flex-col gap-2 py-3 text-sm" aria-label={`#${c.id}`}>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Tag tone={TONES[c.status]}>{t(`console.corrections.statuses.${c.status}`)}</Tag>
                    <span className="font-semibold text-white">
                      {t(`console.corrections.subject.${c.product}`, { id: c.subjectId })}
                    </span>
                    <code className="break-all text-xs text-gold-300">{resultText(c)}</code>
                    <span className="ml-auto text-xs tabular-nums text-slate-400">{formatTime(c.createdAt)}</span>
                  </div>
                  <p className="text-xs text-slate-300">
                    {t('console.corrections.askedBy', { name: c.requestedBy, reason: c.reason })}
                    {c.decidedBy && ` · ${t('console.corrections.decidedBy', { name: c.decidedBy })}`}
                    {c.decisionReason && ` (${c.decisionReason})`}
                  </p>
                  {c.status === 'pending' &&
                    (c.requestedBy === me.username ? (
                      <p className="text-xs text-slate-400">{t('console.corrections.own')}</p>
                    ) : (
                      <div className="flex flex-wrap items-end gap-2">
                        <button
                          type="button"
                          className={buttonClass('primary', 'sm')}
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ id: c.id, what: 'approve' })}
                        >
                          {t('console.corrections.approve')}
                        </button>
                        <TextField
                          label={t('console.corrections.rejectReason')}
                          value={reasons[c.id] ?? ''}
                          onChange={(v) => setReasons((r) => ({ ...r, [c.id]: v }))}
                          className="min-w-48 flex-1"
                        />
                        <button
                          type="button"
                          className={buttonClass('outline', 'sm', 'mb-1.5')}
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ id: c.id, what: 'reject' })}
                        >
                          {t('console.corrections.reject')}
                        </button>
                      </div>
                    ))}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </ConsoleSection>
  );
}
