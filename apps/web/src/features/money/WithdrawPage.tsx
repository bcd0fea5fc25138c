import {
  BANKS,
  MAX_BANK_ACCOUNTS,
  type BankAccount,
  type WithdrawalOrder,
  type WithdrawalSettings,
} from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { ErrorState, useErrorMessage } from '@/components/ErrorState';
import { PasswordField, SubmitButton, TextField, inputClass } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { Pagination } from '@/components/Pagination';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { amountText, checkAmount } from './amount';
import {
  bindBankAccount,
  confirmWithdrawal,
  createWithdrawal,
  fetchBankAccounts,
  fetchWithdrawalSettings,
  fetchWithdrawals,
  newRequestId,
  reportNotReceived,
} from './api';
import { moneyKeys, useMoneyChanged, useMoneyFormat } from './hooks';
import { ProofUpload } from './ProofUpload';
import { withdrawalTone } from './status';
import { WithdrawalDispute, isDisputeState } from './WithdrawalDispute';
import { AmountInput, Card, Facts, Loading, MoneyPage, StatusBadge } from './ui';

const PAGE_SIZE = 10;

/** Why a withdrawal cannot be asked for now, before the member types anything (null: it can). */
function refusal(s: WithdrawalSettings): string | null {
  if (!s.hasPaymentPassword) return 'noPaymentPassword';
  if (s.turnover.outstanding > 0) return 'turnover';
  if (s.usedTodayCount >= s.dailyMaxCount) return 'dailyCount';
  if (s.usedTodayAmount >= s.dailyMaxAmount) return 'dailyAmount';
  if (s.withdrawable < s.minAmount) return 'belowMin';
  return null;
}

/**
 * withdraw: the limits and the turnover requirement, bank accounts bound by the member (the payee
 * name must match the profile's), the request with the payment password, and the withdrawals with
 * their status and the confirmation of SPEC §4 after payment.
 */
export function WithdrawPage({ go }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const settings = useQuery({ queryKey: moneyKeys.withdrawalSettings, queryFn: fetchWithdrawalSettings });
  const accounts = useQuery({ queryKey: moneyKeys.bankAccounts, queryFn: fetchBankAccounts });

  if (settings.isPending || accounts.isPending) return <Loading />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (accounts.isError) return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  const s = settings.data;
  const why = refusal(s);

  return (
    <MoneyPage title={t('memberCentre.pages.withdraw')}>
      <Card title={t('money.withdraw.limitsTitle')}>
        <Facts
          items={[
            [
              t('money.withdraw.withdrawable'),
              <span data-testid="withdrawable">{`${money(s.withdrawable)} ${s.currency}`}</span>,
            ],
            [
              t('money.withdraw.perRequest'),
              t('money.amount.limits', { min: money(s.minAmount), max: money(s.maxAmount) }),
            ],
            [t('money.withdraw.todayCount'), `${s.usedTodayCount} / ${s.dailyMaxCount}`],
            [t('money.withdraw.todayAmount'), `${money(s.usedTodayAmount)} / ${money(s.dailyMaxAmount)}`],
            [
              t('money.withdraw.turnover'),
              s.turnover.required > 0
                ? t('money.withdraw.turnoverProgress', {
                    progress: money(s.turnover.progress),
                    required: money(s.turnover.required),
                  })
                : t('money.withdraw.turnoverNone'),
            ],
          ]}
        />
        {why && (
          <div className="mt-3 flex flex-col gap-2">
            <FormAlert
              tone="info"
              message={t(`money.withdraw.refused.${why}`, {
                outstanding: money(s.turnover.outstanding),
                min: money(s.minAmount),
              })}
            />
            {why === 'noPaymentPassword' && (
              <button
                type="button"
                className={buttonClass('outline', 'sm', 'self-start')}
                onClick={() => go('securityCenter')}
              >
                {t('money.withdraw.goSetPassword')}
              </button>
            )}
          </div>
        )}
      </Card>
      <BankAccounts settings={s} accounts={accounts.data} onChanged={() => void accounts.refetch()} go={go} />
      {accounts.data.length > 0 && !why && <WithdrawForm settings={s} accounts={accounts.data} />}
      <WithdrawalList autoReceiveMinutes={s.autoReceiveMinutes} />
    </MoneyPage>
  );
}

function BankAccounts({
  settings,
  accounts,
  onChanged,
  go,
}: {
  settings: WithdrawalSettings;
  accounts: BankAccount[];
  onChanged: () => void;
  go: MemberCentrePageProps['go'];
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const full = accounts.length >= MAX_BANK_ACCOUNTS;
  return (
    <Card
      title={t('money.bank.title')}
      description={t('money.bank.text', { count: MAX_BANK_ACCOUNTS })}
      action={
        !adding && !full && settings.payeeName && settings.hasPaymentPassword ? (
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setAdding(true)}>
            {t('money.bank.add')}
          </button>
        ) : undefined
      }
    >
      {!settings.payeeName && (
        <div className="mb-3 flex flex-col gap-2">
          <FormAlert tone="info" message={t('errors.payee_name_required')} />
          <button
            type="button"
            className={buttonClass('outline', 'sm', 'self-start')}
            onClick={() => go('securityCenter')}
          >
            {t('money.bank.goProfile')}
          </button>
        </div>
      )}
      {accounts.length === 0 ? (
        <p className="text-sm text-slate-400">{t('money.bank.empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('money.bank.title')}>
          {accounts.map((a) => (
            <li key={a.id} className="rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5">
              <p className="text-sm font-semibold text-white">{a.bankName}</p>
              <p className="text-sm text-slate-300 tabular-nums">{a.maskedAccountNo}</p>
              <p className="text-xs text-slate-400">{a.accountName}</p>
            </li>
          ))}
        </ul>
      )}
      {adding && settings.payeeName && (
        <BindForm
          payeeName={settings.payeeName}
          onDone={() => {
            setAdding(false);
            onChanged();
          }}
          onCancel={() => setAdding(false)}
        />
      )}
    </Card>
  );
}

function BindForm({ payeeName, onDone, onCancel }: { payeeName: string; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const id = useId();
  const [bankCode, setBankCode] = useState<string>(BANKS[0].code);
  const [accountNo, setAccountNo] = useState('');
  const [accountName, setAccountName] = useState(payeeName);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const bind = useMutation({
    mutationFn: bindBankAccount,
    onSuccess: onDone,
    onError: (e) => {
      if (isApiError(e) && e.errorCode === 'payee_name_mismatch') setErrors({ accountName: message(e) });
      else if (isApiError(e) && e.errorCode === 'payment_password_wrong') setErrors({ paymentPassword: message(e) });
      else setFormError(message(e));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    if (!/^\d{6,20}$/.test(accountNo.trim())) found.accountNo = t('money.bank.accountNoRule');
    if (!accountName.trim()) found.accountName = t('form.required');
    if (!password) found.paymentPassword = t('form.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    bind.mutate({ bankCode, accountNo: accountNo.trim(), accountName: accountName.trim(), paymentPassword: password });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 border-t border-white/10 pt-4 lg:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-bank`} className="text-[13px] font-medium text-slate-300">
          {t('money.bank.bank')}
        </label>
        <select
          id={`${id}-bank`}
          className={inputClass(false)}
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
        >
          {BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('money.bank.accountNo')}
        value={accountNo}
        onChange={(v) => setAccountNo(v.replace(/\D/g, ''))}
        error={errors.accountNo}
        inputMode="numeric"
        maxLength={20}
        required
        autoComplete="off"
      />
      <TextField
        label={t('money.bank.accountName')}
        value={accountName}
        onChange={setAccountName}
        error={errors.accountName}
        hint={t('money.bank.accountNameHint', { name: payeeName })}
        maxLength={64}
        required
      />
      <PasswordField
        label={t('money.paymentPassword')}
        value={password}
        onChange={setPassword}
        error={errors.paymentPassword}
        required
        autoComplete="off"
        maxLength={64}
      />
      <div className="flex flex-col gap-3 lg:col-span-2">
        <FormAlert message={formError} />
        <div className="flex gap-2">
          <button type="button" className={buttonClass('outline', 'lg', 'flex-1')} onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={bind.isPending} variant="primary" className="flex-1">
            {t('money.bank.bind')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

function WithdrawForm({ settings, accounts }: { settings: WithdrawalSettings; accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const changed = useMoneyChanged();
  const id = useId();
  const [accountId, setAccountId] = useState(accounts[0]!.id);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<WithdrawalOrder | null>(null);
  const max = Math.min(settings.maxAmount, settings.withdrawable, settings.dailyMaxAmount - settings.usedTodayAmount);
  const limits = { min: settings.minAmount, max: Math.max(max, 0) };
  const create = useMutation({
    mutationFn: (minor: bigint) =>
      createWithdrawal({
        bankAccountId: accountId,
        amount: amountText(minor),
        paymentPassword: password,
        clientRequestId: newRequestId(),
      }),
    onSuccess: (o) => {
      setDone(o);
      setAmount('');
      setPassword('');
      setSubmitted(false);
      changed();
    },
    onError: (e) => {
      if (isApiError(e) && e.errorCode === 'payment_password_wrong') setPasswordError(message(e));
      else setFormError(message(e));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setPasswordError(null);
    setDone(null);
    const c = checkAmount(amount, limits);
    if (!password) setPasswordError(t('form.required'));
    if (c.problem || !password) return;
    create.mutate(c.minor);
  };
  return (
    <Card title={t('money.withdraw.new')}>
      <form onSubmit={submit} noValidate className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-1.5 lg:col-span-2">
          <label htmlFor={`${id}-acct`} className="text-[13px] font-medium text-slate-300">
            {t('money.withdraw.toAccount')}
          </label>
          <select
            id={`${id}-acct`}
            className={inputClass(false)}
            value={accountId}
            onChange={(e) => setAccountId(Number(e.target.value))}
          >
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.bankName} {a.maskedAccountNo} · {a.accountName}
              </option>
            ))}
          </select>
        </div>
        <AmountInput
          value={amount}
          onChange={setAmount}
          min={limits.min}
          max={limits.max}
          showError={submitted}
          hint={t('money.withdraw.upTo', { amount: money(limits.max) })}
        />
        <PasswordField
          label={t('money.paymentPassword')}
          value={password}
          onChange={setPassword}
          error={passwordError}
          required
          autoComplete="off"
          maxLength={64}
        />
        <div className="flex flex-col gap-3 lg:col-span-2">
          <FormAlert message={formError} />
          <FormAlert
            tone="success"
            message={done ? t('money.withdraw.requested', { amount: money(done.amount), orderNo: done.orderNo }) : null}
          />
          <SubmitButton loading={create.isPending}>{t('money.withdraw.submit')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}

function WithdrawalList({ autoReceiveMinutes }: { autoReceiveMinutes: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...moneyKeys.withdrawals, page],
    queryFn: () => fetchWithdrawals(page, PAGE_SIZE),
    placeholderData: (prev) => prev,
    // Approval, payment and the decision on a not-received report are the operator's: follow them while
    // an order is on its way (a refund also arrives through the balance stream).
    refetchInterval: (q) =>
      q.state.data?.list.some((o) => o.status === 'requested' || o.status === 'approved' || o.canConfirm)
        ? 5000
        : q.state.data?.list.some((o) => o.confirmation === 'not_received')
          ? 15_000
          : false,
  });
  return (
    <Card title={t('money.withdraw.list')} description={t('money.confirm.autoNote', { count: autoReceiveMinutes })}>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-400">{t('money.withdraw.listEmpty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-white/5" aria-label={t('money.withdraw.list')}>
            {list.data.list.map((o) => (
              <WithdrawalRow key={o.orderNo} order={o} autoReceiveMinutes={autoReceiveMinutes} />
            ))}
          </ul>
          <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} className="mt-3" />
        </>
      )}
    </Card>
  );
}

function WithdrawalRow({ order: o, autoReceiveMinutes }: { order: WithdrawalOrder; autoReceiveMinutes: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const changed = useMoneyChanged();
  const { whitelabel } = useBrand();
  const [proof, setProof] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: (outcome: 'received' | 'full_payment') => confirmWithdrawal(o.orderNo, outcome),
    onSuccess: changed,
    onError: (e) => setError(message(e)),
  });
  const notReceived = useMutation({
    mutationFn: ({ files, remark }: { files: File[]; remark: string }) => reportNotReceived(o.orderNo, files, remark),
    onSuccess: () => {
      setProof(false);
      changed();
    },
    onError: (e) => setError(message(e)),
  });
  const tz = whitelabel.timeZone;
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={t('money.withdraw.rowLabel', { orderNo: o.orderNo })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-white tabular-nums">
            {money(o.amount)} · {o.bankAccount.bankName} {o.bankAccount.maskedAccountNo}
          </p>
          <p className="text-xs text-slate-400 tabular-nums">
            {o.orderNo} · {formatDateTime(o.createdAt, tz)}
          </p>
        </div>
        <StatusBadge tone={withdrawalTone(o.status)}>{t(`money.withdrawalStatus.${o.status}`)}</StatusBadge>
      </div>
      {o.status === 'rejected' && o.rejectReason && (
        <p className="text-xs text-rose-200">{t('money.withdraw.rejectReason', { reason: o.rejectReason })}</p>
      )}
      {o.confirmation && isDisputeState(o.confirmation) ? (
        <WithdrawalDispute order={o} state={o.confirmation} timeZone={tz} />
      ) : (
        o.confirmation && (
          <p className="text-xs text-emerald-200">
            {t(`money.confirm.outcomes.${o.confirmation}`)}
            {o.confirmedAt && ` · ${formatDateTime(o.confirmedAt, tz)}`}
          </p>
        )
      )}
      {o.canConfirm && (
        <div className="flex flex-col gap-2 rounded-xl bg-gold-400/5 p-3 ring-1 ring-gold-400/30">
          <p className="text-sm text-slate-200">{t('money.confirm.question')}</p>
          <p className="text-xs text-slate-400">
            {t('money.confirm.autoNote', { count: autoReceiveMinutes })}
            {o.confirmDeadline && ` ${t('money.confirm.deadline', { time: formatDateTime(o.confirmDeadline, tz) })}`}
          </p>
          {!proof && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass('primary', 'sm')}
                disabled={confirm.isPending}
                onClick={() => {
                  setError(null);
                  confirm.mutate('received');
                }}
              >
                {t('money.confirm.received')}
              </button>
              <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setProof(true)}>
                {t('money.confirm.notReceived')}
              </button>
              <button
                type="button"
                className={buttonClass('outline', 'sm')}
                disabled={confirm.isPending}
                onClick={() => {
                  setError(null);
                  confirm.mutate('full_payment');
                }}
              >
                {t('money.confirm.fullPayment')}
              </button>
            </div>
          )}
          {proof ? (
            <ProofUpload
              loading={notReceived.isPending}
              error={error}
              onCancel={() => setProof(false)}
              onSubmit={(files, remark) => {
                setError(null);
                notReceived.mutate({ files, remark });
              }}
            />
          ) : (
            <FormAlert message={error} />
          )}
        </div>
      )}
    </li>
  );
}
