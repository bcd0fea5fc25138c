import { MAIN_WALLET } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { ErrorState, useErrorMessage } from '@/components/ErrorState';
import { Form, FormSelect, SubmitButton, useBoundField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { RefreshIcon } from '@/components/icons';
import { useServerErrors } from '@/components/serverErrors';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { amountText } from './amount';
import { consolidate, newRequestId, transferWallet } from './api';
import { useBalance, useMoneyChanged, useMoneyFormat } from './hooks';
import { merchantWalletQuery } from './queries';
import { AmountInput, Card, Facts, Loading, MoneyPage, StatusBadge, useAmountSchema } from './ui';

/** transferFund ("my wallet"): the main and vendor wallets, transfers main ↔ vendor, all back to main. */
export function TransferFundPage(_props: MemberCentrePageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const balance = useBalance();
  const mw = useQuery(merchantWalletQuery());
  const changed = useMoneyChanged();
  const message = useErrorMessage();
  const [result, setResult] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);

  const all = useMutation({
    mutationFn: consolidate,
    onSuccess: (r) => {
      const pending = r.transfers.some((x) => x.status === 'pending');
      setResult({
        tone: pending ? 'info' : 'success',
        text:
          r.transfers.length === 0
            ? t('money.wallet.nothingToCollect')
            : pending
              ? t('money.wallet.pending')
              : t('money.wallet.collected'),
      });
      changed();
    },
    onError: (e) => setResult({ tone: 'error', text: message(e) }),
  });

  if (balance.isPending || mw.isPending) return <Loading />;
  if (balance.isError) return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />;
  if (mw.isError) return <ErrorState error={mw.error} onRetry={() => void mw.refetch()} />;
  const b = balance.data;
  const vendors = b.wallets.filter((w) => w.wallet === 'vendor' && w.walletMode === 'transfer');
  const transferVendors = mw.data.vendors.filter((v) => v.walletMode === 'transfer');

  return (
    <MoneyPage
      title={t('memberCentre.pages.transferFund')}
      action={
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => void balance.refetch()}
          disabled={balance.isFetching}
          aria-label={t('money.balance.refresh')}
        >
          <RefreshIcon size={16} className={balance.isFetching ? 'animate-spin' : undefined} />
          {t('money.balance.refreshShort')}
        </button>
      }
    >
      <Card title={t('money.wallet.summary')}>
        <Facts
          items={[
            [t('money.wallet.total'), `${money(b.sumBalance)} ${b.currency}`],
            [t('money.wallet.main'), <span data-testid="main-balance">{money(b.mainBalance)}</span>],
            [t('money.wallet.locked'), money(b.lockedBalance)],
            ...(b.bonusBalance !== 0n ? [[t('money.wallet.bonus'), money(b.bonusBalance)] as [string, string]] : []),
          ]}
        />
      </Card>

      {mw.data.isSingle ? (
        <FormAlert tone="info" message={t('money.wallet.single')} />
      ) : (
        <>
          <Card
            title={t('money.wallet.vendors')}
            action={
              <button
                type="button"
                className={buttonClass('outline', 'sm')}
                disabled={all.isPending}
                aria-busy={all.isPending || undefined}
                onClick={() => {
                  setResult(null);
                  all.mutate();
                }}
              >
                {t('money.wallet.collectAll')}
              </button>
            }
          >
            {vendors.length === 0 && transferVendors.length === 0 ? (
              <p className="text-sm text-slate-400">{t('money.wallet.noVendors')}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('money.wallet.vendors')}>
                {transferVendors.map((v) => {
                  const w = vendors.find((x) => x.vassalage === v.vassalage);
                  return (
                    <li
                      key={v.vassalage}
                      className="flex items-center justify-between gap-2 rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5"
                    >
                      <span className="truncate text-sm text-slate-200">{v.displayName}</span>
                      <span className="text-right text-sm font-semibold text-white tabular-nums">
                        {money(w?.balance ?? 0n)}
                        {w && w.pending > 0n && (
                          <span className="block text-[11px] font-normal text-sky-300">
                            {t('money.wallet.pendingAmount', { amount: money(w.pending) })}
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="mt-3">
              <FormAlert tone={result?.tone} message={result?.text} />
            </div>
          </Card>
          {transferVendors.length > 0 && (
            <TransferForm
              vendors={transferVendors.map((v) => ({ code: v.vassalage, name: v.displayName }))}
              mainBalance={b.mainBalance}
              vendorBalance={(code) => vendors.find((x) => x.vassalage === code)?.balance ?? 0n}
            />
          )}
        </>
      )}
    </MoneyPage>
  );
}

function TransferForm({
  vendors,
  mainBalance,
  vendorBalance,
}: {
  vendors: { code: string; name: string }[];
  mainBalance: bigint;
  vendorBalance: (code: string) => bigint;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errors = useServerErrors(['amount']);
  const changed = useMoneyChanged();
  const amount = useAmountSchema();
  const available = useCallback(
    (direction: Direction, vendor: string) => (direction === 'in' ? mainBalance : vendorBalance(vendor)),
    [mainBalance, vendorBalance],
  );
  const schema = useMemo(
    () =>
      z
        .object({ vendor: z.string(), direction: z.enum(DIRECTIONS), amount: amount() })
        // More than the paying wallet holds is refused before asking, under the amount.
        .refine((v) => typeof v.amount !== 'bigint' || v.amount <= available(v.direction, v.vendor), {
          path: ['amount'],
          message: t('errors.insufficient_balance'),
        }),
    [amount, t, available],
  );
  const send = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      transferWallet({
        from: v.direction === 'in' ? MAIN_WALLET : v.vendor,
        to: v.direction === 'in' ? v.vendor : MAIN_WALLET,
        amount: amountText(v.amount),
        clientRequestId: newRequestId(),
      }),
    onSuccess: changed,
  });

  const done = send.data;
  const doneText = done
    ? done.status === 'success'
      ? t('money.wallet.transferDone', { amount: money(done.amount) })
      : done.status === 'pending'
        ? t('money.wallet.pending')
        : t('money.wallet.transferFailed', { reason: done.failureReason ?? '' })
    : null;

  return (
    <Card title={t('money.wallet.transferTitle')}>
      <Form
        schema={schema}
        defaultValues={{ vendor: vendors[0]!.code, direction: 'in', amount: '' }}
        onSubmit={(values, form) =>
          send.mutate(values, { onSuccess: () => form.resetField('amount'), onError: (e) => errors.put(form, e) })
        }
        className="grid gap-4 lg:grid-cols-2"
      >
        {(form) => {
          const [direction, vendor] = form.watch(['direction', 'vendor']);
          return (
            <>
              <FormSelect name="vendor" label={t('money.wallet.vendor')}>
                {vendors.map((v) => (
                  <option key={v.code} value={v.code}>
                    {v.name}
                  </option>
                ))}
              </FormSelect>
              <DirectionField />
              <div className="lg:col-span-2">
                <AmountInput
                  name="amount"
                  hint={t('money.wallet.available', { amount: money(available(direction, vendor)) })}
                />
              </div>
              <div className="flex flex-col gap-3 lg:col-span-2">
                <FormAlert message={errors.alert(send.error)} />
                <FormAlert
                  tone={done?.status === 'failed' ? 'error' : done?.status === 'pending' ? 'info' : 'success'}
                  message={doneText}
                />
                {done?.status === 'pending' && (
                  <StatusBadge tone="pending">{t('money.transferStatus.pending')}</StatusBadge>
                )}
                <SubmitButton loading={send.isPending} variant="primary">
                  {t('money.wallet.transfer')}
                </SubmitButton>
              </div>
            </>
          );
        }}
      </Form>
    </Card>
  );
}

const DIRECTIONS = ['in', 'out'] as const;
type Direction = (typeof DIRECTIONS)[number];

/** Main → vendor wallet or back, as two radios bound to the form's field `direction`. */
function DirectionField() {
  const { t } = useTranslation();
  const id = useId();
  const { field } = useBoundField('direction');
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-[13px] font-medium text-slate-300">{t('money.wallet.direction')}</legend>
      <div role="radiogroup" aria-label={t('money.wallet.direction')} className="flex gap-2">
        {DIRECTIONS.map((d) => (
          <label
            key={d}
            className={cx(
              'flex flex-1 cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm ring-1',
              field.value === d ? 'bg-primary/25 text-white ring-primary' : 'text-slate-300 ring-white/10',
            )}
          >
            <input
              type="radio"
              name={`${id}-dir`}
              value={d}
              checked={field.value === d}
              onChange={() => field.onChange(d)}
              className="accent-[var(--color-gold-400)]"
            />
            {d === 'in' ? t('money.wallet.toVendor') : t('money.wallet.toMain')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
