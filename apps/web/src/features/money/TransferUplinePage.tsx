import { IS_AGENT, transferDownlineBodySchema, transferUplineBodySchema } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Form, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { useSession } from '@/features/session';
import { isApiError } from '@/lib/api';
import { withMessage } from '@/lib/fieldSchema';
import { amountText } from './amount';
import { newRequestId, transferDownline, transferUpline } from './api';
import { useBalance, useMoneyChanged, useMoneyFormat } from './hooks';
import { AmountInput, Card, MoneyPage, PaymentPasswordField, useAmountSchema } from './ui';

/**
 * transferUpline: a member sends money from the main wallet to their upline; a player-agent (41, 42)
 * may also send to a direct downline by username. Both need the payment password.
 */
export function TransferUplinePage({ go, children }: MemberCentrePageProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  const { isAgent } = useSession();
  const agent = isAgent === IS_AGENT.AGENT_41 || isAgent === IS_AGENT.AGENT_42;
  return (
    <MoneyPage title={t('memberCentre.pages.transferUpline')}>
      {/* What the composition root puts first: the contract requests (SPEC §6), an offer waiting for the member's
          answer on top, not under the forms where nobody finds it (issue 33, item 14). */}
      {children}
      <TransferForm target="upline" go={go} />
      {agent && <TransferForm target="downline" go={go} />}
    </MoneyPage>
  );
}

const upline = transferUplineBodySchema.shape;
const downline = transferDownlineBodySchema.shape;

function TransferForm({ target, go }: { target: 'upline' | 'downline'; go: MemberCentrePageProps['go'] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const changed = useMoneyChanged();
  const balance = useBalance();
  // "Set a payment password first" stays in the alert, with the way to the security centre.
  const errors = useServerErrors(['username', 'paymentPassword'], { keep: ['payment_password_not_set'] });
  const amount = useAmountSchema();
  const schema = useMemo(
    () =>
      z.object({
        username: target === 'downline' ? withMessage(downline.username, t('form.required')) : z.string(),
        amount: amount(),
        paymentPassword: withMessage(upline.paymentPassword, t('form.required')),
      }),
    [target, amount, t],
  );
  const send = useMutation({
    mutationFn: (v: z.output<typeof schema>) => {
      const body = {
        amount: amountText(v.amount),
        paymentPassword: v.paymentPassword,
        clientRequestId: newRequestId(),
      };
      return target === 'upline' ? transferUpline(body) : transferDownline({ ...body, username: v.username });
    },
    onSuccess: changed,
  });
  const needPassword = isApiError(send.error) && send.error.errorCode === 'payment_password_not_set';
  const done = send.data;
  return (
    <Card
      title={target === 'upline' ? t('money.upline.title') : t('money.upline.downlineTitle')}
      description={target === 'upline' ? t('money.upline.text') : t('money.upline.downlineText')}
    >
      <Form
        schema={schema}
        defaultValues={{ username: '', amount: '', paymentPassword: '' }}
        onSubmit={(values, form) =>
          send.mutate(values, {
            onSuccess: () => {
              form.resetField('amount');
              form.resetField('paymentPassword');
            },
            onError: (e) => errors.put(form, e),
          })
        }
        className="grid gap-4 lg:grid-cols-2"
      >
        {target === 'downline' && (
          <FormTextField
            name="username"
            label={t('money.upline.username')}
            required
            maxLength={64}
            autoComplete="off"
            className="lg:col-span-2"
          />
        )}
        <AmountInput
          name="amount"
          hint={balance.data ? t('money.wallet.available', { amount: money(balance.data.mainBalance) }) : undefined}
        />
        <PaymentPasswordField />
        <div className="flex flex-col gap-3 lg:col-span-2">
          <FormAlert message={errors.alert(send.error)} />
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
      </Form>
    </Card>
  );
}
