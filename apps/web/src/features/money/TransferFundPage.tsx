import { MAIN_WALLET, type WalletTransfer } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { ErrorState, useErrorMessage } from '@/components/ErrorState';
import { SubmitButton, inputClass } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { RefreshIcon } from '@/components/icons';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { amountText, checkAmount } from './amount';
import { consolidate, fetchMerchantWallet, newRequestId, transferWallet } from './api';
import { moneyKeys, useBalance, useMoneyChanged, useMoneyFormat } from './hooks';
import { AmountInput, Card, Facts, Loading, MoneyPage, StatusBadge } from './ui';

/** transferFund ("my wallet"): the main and vendor wallets, transfers main ↔ vendor, all back to main. */
export function TransferFundPage(_props: MemberCentrePageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const balance = useBalance();
  const mw = useQuery({ queryKey: [...moneyKeys.all, 'merchantWallet'], queryFn: fetchMerchantWallet });
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
            ...(b.bonusBalance ? [[t('money.wallet.bonus'), money(b.bonusBalance)] as [string, string]] : []),
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
                        {money(w?.balance ?? 0)}
                        {w && w.pending > 0 && (
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
              vendorBalance={(code) => vendors.find((x) => x.vassalage === code)?.balance ?? 0}
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
  mainBalance: number;
  vendorBalance: (code: string) => number;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const changed = useMoneyChanged();
  const id = useId();
  const [vendor, setVendor] = useState(vendors[0]!.code);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<WalletTransfer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const available = direction === 'in' ? mainBalance : vendorBalance(vendor);

  const send = useMutation({
    mutationFn: (minor: bigint) =>
      transferWallet({
        from: direction === 'in' ? MAIN_WALLET : vendor,
        to: direction === 'in' ? vendor : MAIN_WALLET,
        amount: amountText(minor),
        clientRequestId: newRequestId(),
      }),
    onSuccess: (r) => {
      setDone(r);
      setAmount('');
      setSubmitted(false);
      changed();
    },
    onError: (e) => setError(message(e)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    setDone(null);
    const c = checkAmount(amount);
    if (c.problem) return;
    if (Number(c.minor) > Math.round(available * 100)) {
      setError(t('errors.insufficient_balance'));
      return;
    }
    send.mutate(c.minor);
  };

  const doneText = done
    ? done.status === 'success'
      ? t('money.wallet.transferDone', { amount: money(done.amount) })
      : done.status === 'pending'
        ? t('money.wallet.pending')
        : t('money.wallet.transferFailed', { reason: done.failureReason ?? '' })
    : null;

  return (
    <Card title={t('money.wallet.transferTitle')}>
      <form onSubmit={submit} noValidate className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-vendor`} className="text-[13px] font-medium text-slate-300">
            {t('money.wallet.vendor')}
          </label>
          <select
            id={`${id}-vendor`}
            className={inputClass(false)}
            value={vendor}
            onChange={(e) => setVendor(e.target.value)}
          >
            {vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-[13px] font-medium text-slate-300">{t('money.wallet.direction')}</legend>
          <div role="radiogroup" aria-label={t('money.wallet.direction')} className="flex gap-2">
            {(['in', 'out'] as const).map((d) => (
              <label
                key={d}
                className={cx(
                  'flex flex-1 cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm ring-1',
                  direction === d ? 'bg-primary/25 text-white ring-primary' : 'text-slate-300 ring-white/10',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-dir`}
                  value={d}
                  checked={direction === d}
                  onChange={() => setDirection(d)}
                  className="accent-[var(--color-gold-400)]"
                />
                {d === 'in' ? t('money.wallet.toVendor') : t('money.wallet.toMain')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="lg:col-span-2">
          <AmountInput
            value={amount}
            onChange={setAmount}
            showError={submitted}
            hint={t('money.wallet.available', { amount: money(available) })}
          />
        </div>
        <div className="flex flex-col gap-3 lg:col-span-2">
          <FormAlert message={error} />
          <FormAlert
            tone={done?.status === 'failed' ? 'error' : done?.status === 'pending' ? 'info' : 'success'}
            message={doneText}
          />
          {done?.status === 'pending' && <StatusBadge tone="pending">{t('money.transferStatus.pending')}</StatusBadge>}
          <SubmitButton loading={send.isPending} variant="primary">
            {t('money.wallet.transfer')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
