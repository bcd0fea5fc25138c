import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormPasswordField, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { useMoneyFormat } from '@/features/money';
import { isApiError } from '@/lib/api';
import { agentKeys, setPaymentPassword, transferToDownline } from './api';

const newRequestId = () => `agent-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Transfer to a direct downline (modules/transfers, `transferDownline`) from the agent's main wallet,
 * with the agent's payment password.
 */
export function TransferDialog({
  token,
  username,
  onClose,
}: {
  token: string;
  username: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const errors = useServerErrors(['amount', 'paymentPassword'], { keep: ['payment_password_not_set'] });
  const schema = useMemo(
    () =>
      z.object({
        amount: z
          .string()
          .trim()
          .regex(/^\d{1,12}(\.\d{1,2})?$/, t('agent.transfer.amountRule'))
          .refine((v) => Number(v) > 0, t('agent.transfer.amountRule')),
        paymentPassword: z.string().min(1, t('form.required')).max(64),
      }),
    [t],
  );
  const send = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      transferToDownline(token, { username: username!, ...v, clientRequestId: newRequestId() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...agentKeys.all, token] }),
  });
  const done = send.data;
  const needPassword = isApiError(send.error) && send.error.errorCode === 'payment_password_not_set';
  return (
    <SiteDialog
      open={username !== null}
      onOpenChange={(o) => {
        if (!o) {
          send.reset();
          onClose();
        }
      }}
      title={t('agent.transfer.title', { username: username ?? '' })}
    >
      <Form
        schema={schema}
        defaultValues={{ amount: '', paymentPassword: '' }}
        onSubmit={(values, form) =>
          send.mutate(values, {
            onSuccess: () => form.reset({ amount: '', paymentPassword: '' }),
            onError: (e) => errors.put(form, e),
          })
        }
        aria-label={t('agent.transfer.title', { username: username ?? '' })}
      >
        <FormTextField
          name="amount"
          label={t('agent.transfer.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
        />
        <FormPasswordField
          name="paymentPassword"
          label={t('agent.transfer.paymentPassword')}
          required
          autoComplete="off"
        />
        <FormAlert message={errors.alert(send.error)} />
        <FormAlert
          tone="success"
          message={
            done
              ? t('agent.transfer.done', {
                  amount: money(done.amount),
                  to: done.toUsername,
                  balance: money(done.balanceAfter),
                })
              : null
          }
        />
        <SubmitButton loading={send.isPending}>{t('agent.transfer.submit')}</SubmitButton>
      </Form>
      {needPassword && <PaymentPasswordForm token={token} onDone={() => send.reset()} />}
    </SiteDialog>
  );
}

/** The first payment password (with the login password), for an agent that has none yet. */
function PaymentPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const errors = useServerErrors(['loginPassword', 'newPaymentPassword', 'confirmPaymentPassword']);
  const schema = useMemo(
    () =>
      z
        .object({
          loginPassword: z.string().min(1, t('form.required')).max(128),
          newPaymentPassword: z.string().min(1, t('form.required')).max(64),
          confirmPaymentPassword: z.string().max(64),
        })
        .refine((v) => v.newPaymentPassword === v.confirmPaymentPassword, {
          path: ['confirmPaymentPassword'],
          message: t('errors.password_mismatch'),
        }),
    [t],
  );
  const save = useMutation({ mutationFn: (v: z.output<typeof schema>) => setPaymentPassword(token, v) });
  return (
    <Form
      schema={schema}
      defaultValues={{ loginPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' }}
      onSubmit={(values, form) => save.mutate(values, { onSuccess: onDone, onError: (e) => errors.put(form, e) })}
      className="mt-4 flex flex-col gap-4 border-t border-white/10 pt-4"
      aria-label={t('agent.transfer.setPassword')}
    >
      <p className="text-sm text-slate-300">{t('agent.transfer.setPasswordText')}</p>
      <FormPasswordField
        name="loginPassword"
        label={t('agent.transfer.loginPassword')}
        required
        autoComplete="current-password"
      />
      <FormPasswordField
        name="newPaymentPassword"
        label={t('agent.transfer.newPaymentPassword')}
        required
        autoComplete="new-password"
      />
      <FormPasswordField
        name="confirmPaymentPassword"
        label={t('agent.transfer.confirmPaymentPassword')}
        required
        autoComplete="new-password"
      />
      <FormAlert message={errors.alert(save.error)} />
      <SubmitButton loading={save.isPending} variant="primary">
        {t('agent.transfer.setPassword')}
      </SubmitButton>
    </Form>
  );
}
