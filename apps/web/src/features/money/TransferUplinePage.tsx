import { IS_AGENT, type MemberTransfer } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/components/ErrorState';
import { PasswordField, SubmitButton, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { useSession } from '@/features/session';
import { isApiError } from '@/lib/api';
import { amountText, checkAmount } from './amount';
import { newRequestId, transferDownline, transferUpline } from './api';
import { useBalance, useMoneyChanged, useMoneyFormat } from './hooks';
import { AmountInput, Card, MoneyPage } from './ui';

/**
 * transferUpline: a member sends money from the main wallet to their upline; a player-agent (41, 42)
 * may also send to a direct downline by username. Both need the payment password.
 */
export function TransferUplinePage({ go }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const { isAgent } = useSession();
  const agent = isAgent === IS_AGENT.AGENT_41 || isAgent === IS_AGENT.AGENT_42;
  return (
    <MoneyPage title={t('memberCentre.pages.transferUpline')}>
      <TransferForm target="upline" go={go} />
      {agent && <TransferForm target="downline" go={go} />}
    </MoneyPage>
  );
}

function TransferForm({ target, go }: { target: 'upline' | 'downline'; go: MemberCentrePageProps['go'] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const changed = useMoneyChanged();
  const balance = useBalance();
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needPassword, setNeedPassword] = useState(false);
  const [done, setDone] = useState<MemberTransfer | null>(null);
  const send = useMutation({
    mutationFn: (minor: bigint) => {
      const body = { amount: amountText(minor), paymentPassword: password, clientRequestId: newRequestId() };
      return target === 'upline' ? transferUpline(body) : transferDownline({ ...body, username: username.trim() });
    },
    onSuccess: (r) => {
      setDone(r);
      setAmount('');
      setPassword('');
      setSubmitted(false);
      changed();
    },
    onError: (e) => {
      if (isApiError(e) && e.errorCode === 'payment_password_wrong') setErrors({ paymentPassword: message(e) });
      else if (isApiError(e) && e.errorCode === 'not_your_downline') setErrors({ username: message(e) });
      else {
        setNeedPassword(isApiError(e) && e.errorCode === 'payment_password_not_set');
        setFormError(message(e));
      }
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setDone(null);
    const found: Record<string, string> = {};
    if (target === 'downline' && !username.trim()) found.username = t('form.required');
    if (!password) found.paymentPassword = t('form.required');
    setErrors(found);
    const c = checkAmount(amount);
    if (c.problem || Object.keys(found).length) return;
    send.mutate(c.minor);
  };
  return (
    <Card
      title={target === 'upline' ? t('money.upline.title') : t('money.upline.downlineTitle')}
      description={target === 'upline' ? t('money.upline.text') : t('money.upline.downlineText')}
    >
      <form onSubmit={submit} noValidate className="grid gap-4 lg:grid-cols-2">
        {target === 'downline' && (
          <TextField
            label={t('money.upline.username')}
            value={username}
            onChange={setUsername}
            error={errors.username}
            required
            maxLength={64}
            autoComplete="off"
            className="lg:col-span-2"
          />
        )}
        <AmountInput
          value={amount}
          onChange={setAmount}
          showError={submitted}
          hint={balance.data ? t('money.wallet.available', { amount: money(balance.data.mainBalance) }) : undefined}
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
          {needPassword && (
            <button
              type="button"
              className="self-start text-sm text-gold-300 underline"
              onClick={() => go('securityCenter')}
            >
              {t('money.withdraw.goSetPassword')}
            </button>
          )}
          <FormAlert
            tone="success"
            message={
              done
                ? t('money.upline.done', {
                    amount: money(done.amount),
                    to: done.toUsername,
                    balance: money(done.balanceAfter),
                  })
                : null
            }
          />
          <SubmitButton loading={send.isPending}>{t('money.upline.submit')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
