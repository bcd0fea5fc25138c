import type { PointProduct, PointProductKind, PointRedeemRecord, PointRedeemStatus } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { buttonClass, cx } from '@/components/cx';
import { SiteDialog } from '@/components/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { Form, FormPasswordField, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { CashbackIcon, RewardIcon, RngIcon } from '@/components/icons';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { Skeletons } from '@/components/Skeleton';
import { useActionGuard } from '@/features/auth';
import { useBrand, usePageTitle } from '@/features/brand';
import { useSession } from '@/features/session';
import { formatAmount, formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { convertPoints, redeemPointReward } from './api';
import { pointBalanceQuery, pointConfigQuery, pointKeys, pointProductsQuery, redeemHistoryQuery } from './queries';

type KindTab = PointProductKind | 'all';
const KINDS: KindTab[] = ['all', 'bonus', 'free_spins', 'goods'];
const STATUSES: (PointRedeemStatus | 'all')[] = ['all', 'processing', 'complete', 'rejected'];
const KIND_ICON = { bonus: CashbackIcon, free_spins: RngIcon, goods: RewardIcon } as const;
const STATUS_TONE: Record<PointRedeemStatus, string> = {
  processing: 'bg-amber-500/15 text-amber-300 ring-amber-400/40',
  complete: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  rejected: 'bg-rose-500/15 text-rose-300 ring-rose-400/40',
};

const points = (n: number, language: string) => n.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-US');

/** /pointMall: the member's points, the products (filtered), redeem and convert, and the redeem history. */
export function PointMallPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('points.title'));
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' && token ? 'history' : 'products';
  const setTab = (next: 'products' | 'history') =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (next === 'products') n.delete('tab');
        else n.set('tab', next);
        return n;
      },
      { replace: true },
    );
  const config = useQuery(pointConfigQuery());

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-white sm:text-2xl">{t('points.title')}</h1>
      {config.data && !config.data.enabled ? (
        <EmptyState title={t('points.off')} description={t('points.offHint')} />
      ) : (
        <>
          <BalanceCard />
          {token && (
            <nav aria-label={t('points.sections')} className="flex gap-2">
              {(['products', 'history'] as const).map((x) => (
                <button
                  key={x}
                  type="button"
                  aria-pressed={tab === x}
                  onClick={() => setTab(x)}
                  className={cx(
                    'h-9 rounded-full px-4 text-sm font-semibold ring-1',
                    tab === x ? 'bg-gold-500 text-navy-950 ring-gold-500' : 'text-slate-200 ring-white/15',
                  )}
                >
                  {t(`points.tab.${x}`)}
                </button>
              ))}
            </nav>
          )}
          {tab === 'products' ? <Products language={i18n.language} /> : <History />}
        </>
      )}
    </div>
  );
}

function BalanceCard() {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const guard = useActionGuard();
  const balance = useQuery({ ...pointBalanceQuery(token), enabled: !!token });
  const [converting, setConverting] = useState(false);
  return (
    <section
      aria-label={t('points.balance')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-navy-800 p-4 ring-1 ring-white/10"
    >
      <div>
        <p className="text-sm text-slate-300">{t('points.balance')}</p>
        {!token ? (
          <p className="text-base text-slate-200">{t('points.signInToSee')}</p>
        ) : balance.isError ? (
          <p className="text-sm text-rose-300">{t('points.balanceFailed')}</p>
        ) : (
          <p className="text-2xl font-semibold text-gold-400" data-testid="points-balance">
            {balance.data ? points(balance.data.points, i18n.language) : '…'}
          </p>
        )}
        <p className="text-xs text-slate-400">{t('points.neverExpire')}</p>
      </div>
      <button type="button" className={buttonClass('primary', 'md')} onClick={() => guard(() => setConverting(true))}>
        {t('points.convert.action')}
      </button>
      {converting && <ConvertDialog onClose={() => setConverting(false)} />}
    </section>
  );
}

function Products({ language }: { language: string }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const guard = useActionGuard();
  const [kind, setKind] = useState<KindTab>('all');
  const [affordable, setAffordable] = useState(false);
  const [chosen, setChosen] = useState<PointProduct | null>(null);
  const list = useQuery(
    pointProductsQuery({ kind: kind === 'all' ? undefined : kind, affordable: affordable && !!token }, language, token),
  );
  return (
    <section className="flex flex-col gap-3" aria-label={t('points.tab.products')}>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label={t('points.kindsLabel')} className="scrollbar-none flex gap-2 overflow-x-auto">
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
              className={cx(
                'h-9 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1',
                kind === k ? 'bg-gold-500 text-navy-950 ring-gold-500' : 'text-slate-200 ring-white/15',
              )}
            >
              {t(`points.kind.${k}`)}
            </button>
          ))}
        </nav>
        {token && (
          <label className="ml-auto flex items-center gap-2 text-sm text-slate-200">
            <input type="checkbox" checked={affordable} onChange={(e) => setAffordable(e.target.checked)} />
            {t('points.affordable')}
          </label>
        )}
      </div>
      <QueryView
        query={list}
        loading={<Skeletons count={6} className="h-48 rounded-xl" />}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title={t('points.noProducts')} level={3} />}
      >
        {(items) => (
          <ul
            className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4"
            aria-label={t('points.productsLabel')}
          >
            {items.map((p) => {
              const Icon = KIND_ICON[p.kind];
              const soldOut = p.remaining === 0;
              return (
                <li key={p.id}>
                  <article className="flex h-full flex-col gap-2 rounded-xl bg-navy-800 p-4 ring-1 ring-white/10">
                    <div className="flex items-center gap-2 text-gold-400">
                      <Icon className="size-6" />
                      <span className="text-xs font-semibold tracking-wide uppercase">
                        {t(`points.kind.${p.kind}`)}
                      </span>
                    </div>
                    <h3 className="text-base font-semibold break-words text-white">{p.name}</h3>
                    {p.description && <p className="text-sm text-slate-300">{p.description}</p>}
                    <p className="mt-auto text-lg font-semibold text-gold-400">
                      {t('points.cost', { points: points(p.points, language) })}
                    </p>
                    {p.remaining !== null && (
                      <p className="text-xs text-slate-400">{t('points.remaining', { count: p.remaining })}</p>
                    )}
                    {/* Bonus credit while a bonus is open would be refused: said before the tap (issue 33). */}
                    {p.blockedBy && <p className="text-xs text-amber-200">{t(`promotions.blocked.${p.blockedBy}`)}</p>}
                    <button
                      type="button"
                      disabled={soldOut || p.blockedBy !== null}
                      className={buttonClass('gold', 'md', 'w-full')}
                      onClick={() => guard(() => setChosen(p))}
                    >
                      {soldOut ? t('points.soldOut') : t('points.redeem.action')}
                    </button>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      {chosen && <RedeemDialog product={chosen} onClose={() => setChosen(null)} />}
    </section>
  );
}

function useDone() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: pointKeys.member });
    void client.invalidateQueries({ queryKey: pointKeys.products });
  };
}

/** What happens next to a redemption in process: goods ship, free spins are added to the account. */
const processingText = (record: PointRedeemRecord) =>
  record.productKind === 'goods'
    ? 'points.redeem.processing'
    : record.productKind === 'free_spins'
      ? 'points.redeem.processingSpins'
      : 'points.redeem.processingOther';

function Done({ record, onClose }: { record: PointRedeemRecord; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <FormAlert
        tone="success"
        message={t(record.status === 'processing' ? processingText(record) : 'points.redeem.done', {
          no: record.transactionNo,
        })}
      />
      <button type="button" className={buttonClass('primary', 'md')} onClick={onClose}>
        {t('points.close')}
      </button>
    </div>
  );
}

const requestId = () => globalThis.crypto.randomUUID();

function RedeemDialog({ product, onClose }: { product: PointProduct; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const done = useDone();
  const goods = product.kind === 'goods';
  const errors = useServerErrors(['paymentPassword', 'quantity', 'shippingAddress', 'phone']);
  const [key] = useState(requestId);
  const redeem = useMutation({ mutationFn: redeemPointReward, onSuccess: done });
  const schema = useMemo(() => {
    const required = z.string().trim().min(1, t('form.required'));
    return z.object({
      quantity: z.string().regex(/^[1-9]\d?$/, t('points.redeem.quantityHint')),
      shippingAddress: goods ? required.min(5, t('points.redeem.addressHint')) : z.string(),
      phone: goods ? required.regex(/^\+?[0-9 ]{6,20}$/, t('points.redeem.phoneHint')) : z.string(),
      paymentPassword: required,
    });
  }, [t, goods]);
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={t('points.redeem.title', { name: product.name })}>
      {redeem.data ? (
        <Done record={redeem.data} onClose={onClose} />
      ) : (
        <Form
          schema={schema}
          defaultValues={{ quantity: '1', shippingAddress: '', phone: '', paymentPassword: '' }}
          aria-label={t('points.redeem.title', { name: product.name })}
          onSubmit={(v, form) =>
            redeem.mutateAsync(
              {
                productId: product.id,
                quantity: Number(v.quantity),
                paymentPassword: v.paymentPassword,
                clientRequestId: key,
                ...(goods ? { shippingAddress: v.shippingAddress, phone: v.phone } : {}),
              },
              { onError: (e) => errors.put(form, e) },
            )
          }
        >
          <p className="text-sm text-slate-300">
            {t('points.cost', { points: points(product.points, i18n.language) })}
          </p>
          {goods && (
            <>
              <FormTextField name="quantity" label={t('points.redeem.quantity')} inputMode="numeric" required />
              <FormTextField
                name="shippingAddress"
                label={t('points.redeem.address')}
                autoComplete="street-address"
                required
              />
              <FormTextField
                name="phone"
                label={t('points.redeem.phone')}
                inputMode="tel"
                autoComplete="tel"
                required
              />
            </>
          )}
          <FormPasswordField name="paymentPassword" label={t('points.paymentPassword')} autoComplete="off" required />
          <FormAlert message={errors.alert(redeem.error)} />
          <SubmitButton loading={redeem.isPending}>{t('points.redeem.confirm')}</SubmitButton>
        </Form>
      )}
    </SiteDialog>
  );
}

function ConvertDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const done = useDone();
  const config = useQuery(pointConfigQuery());
  const min = config.data?.minConvert ?? 1;
  const errors = useServerErrors(['points', 'paymentPassword']);
  const [key] = useState(requestId);
  const convert = useMutation({ mutationFn: convertPoints, onSuccess: done });
  const schema = useMemo(
    () =>
      z.object({
        points: z
          .string()
          .regex(/^\d{1,10}$/, t('points.convert.pointsHint', { min }))
          .refine((v) => Number(v) >= min, t('points.convert.pointsHint', { min })),
        paymentPassword: z.string().trim().min(1, t('form.required')),
      }),
    [t, min],
  );
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={t('points.convert.title')}>
      {convert.data ? (
        <Done record={convert.data} onClose={onClose} />
      ) : (
        <Form
          schema={schema}
          defaultValues={{ points: '', paymentPassword: '' }}
          aria-label={t('points.convert.title')}
          onSubmit={(v, form) =>
            convert.mutateAsync(
              { points: Number(v.points), paymentPassword: v.paymentPassword, clientRequestId: key },
              { onError: (e) => errors.put(form, e) },
            )
          }
        >
          <p className="text-sm text-slate-300">{t('points.convert.hint', { min })}</p>
          <FormTextField name="points" label={t('points.convert.points')} inputMode="numeric" required />
          <FormPasswordField name="paymentPassword" label={t('points.paymentPassword')} autoComplete="off" required />
          <FormAlert message={errors.alert(convert.error)} />
          <SubmitButton loading={convert.isPending}>{t('points.convert.confirm')}</SubmitButton>
        </Form>
      )}
    </SiteDialog>
  );
}

function History() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<PointRedeemStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const list = useQuery(redeemHistoryQuery(status === 'all' ? undefined : status, page, i18n.language));
  const lang = i18n.language === 'vi' ? 'vi' : 'en';
  const { whitelabel } = useBrand();
  return (
    <section className="flex flex-col gap-3" aria-label={t('points.tab.history')}>
      <label className="flex items-center gap-2 self-start text-sm text-slate-200">
        {t('points.history.status')}
        <select
          className="h-9 rounded-md bg-navy-800 px-2 ring-1 ring-white/15"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as PointRedeemStatus | 'all');
            setPage(1);
          }}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`points.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryView
        query={list}
        loading={<Skeletons count={3} className="h-32 rounded-xl" />}
        isEmpty={(d) => d.list.length === 0}
        empty={<EmptyState title={t('points.history.empty')} level={3} />}
      >
        {(d) => (
          <>
            <ul className="flex flex-col gap-3" aria-label={t('points.tab.history')}>
              {d.list.map((r) => (
                <li key={r.transactionNo}>
                  <article className="rounded-xl bg-navy-800 p-4 ring-1 ring-white/10">
                    <header className="mb-2 flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-semibold break-words text-white">
                        {r.redeemType === 'convert' ? t('points.history.conversion') : r.productName}
                      </h3>
                      <span
                        data-status={r.status}
                        className={cx('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', STATUS_TONE[r.status])}
                      >
                        {t(`points.status.${r.status}`)}
                      </span>
                    </header>
                    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                      <Field label={t('points.history.transactionNo')} value={r.transactionNo} />
                      <Field
                        label={t('points.history.type')}
                        value={
                          r.redeemType === 'convert'
                            ? t('points.history.conversion')
                            : t(`points.kind.${r.productKind ?? 'goods'}`)
                        }
                      />
                      <Field label={t('points.history.quantity')} value={String(r.quantity)} />
                      <Field label={t('points.history.pointsRequired')} value={points(r.pointsRequired, lang)} />
                      <Field
                        label={t('points.history.amountRequired')}
                        value={r.amountRequired === null ? '—' : formatAmount(r.amountRequired, lang)}
                      />
                      <Field label={t('points.history.time')} value={formatDateTime(r.time, whitelabel.timeZone)} />
                      <Field label={t('points.history.pointsChange')} value={points(r.pointsChange, lang)} />
                      <Field label={t('points.history.accumulated')} value={points(r.accumulatedPoints, lang)} />
                      <Field
                        label={t('points.history.exchangeRate')}
                        value={r.exchangeRate === null ? '—' : formatAmount(r.exchangeRate, lang)}
                      />
                      <Field label={t('points.history.address')} value={r.shippingAddress ?? '—'} />
                      <Field label={t('points.history.phone')} value={r.phone ?? '—'} />
                      <Field label={t('points.history.note')} value={r.note ?? '—'} />
                    </dl>
                  </article>
                </li>
              ))}
            </ul>
            {d.totalPages > 1 && <Pagination page={page} totalPages={d.totalPages} onChange={setPage} />}
          </>
        )}
      </QueryView>
    </section>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 sm:justify-start">
      <dt className="text-slate-400">{label}</dt>
      <dd className="text-right break-all text-slate-100 sm:text-left">{value}</dd>
    </div>
  );
}
