import {
  withdrawalCreateBodySchema,
  type BankAccount,
  type WithdrawalOrder,
  type WithdrawalSettings,
} from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Form, FormSelect, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { withMessage } from '@/lib/fieldSchema';
import { amountText } from './amount';
import { BonusNotice } from './BonusNotice';
import { createWithdrawal, newRequestId } from './api';
import { useMoneyChanged, useMoneyFormat } from './hooks';
import { AmountInput, PaymentPasswordField, useAmountSchema } from './ui';

const body = withdrawalCreateBodySchema.shape;

/** The most this member may withdraw now: the per-request maximum, the main wallet and what is left of today's. */
function withdrawLimits(s: WithdrawalSettings) {
  const max = [s.withdrawable, s.dailyMaxAmount - s.usedTodayAmount].reduce((a, b) => (b < a ? b : a), s.maxAmount);
  return { min: s.minAmount, max: max > 0n ? max : 0n };
}

/**
 * A withdrawal to one of the bound bank accounts, within the limits, with the payment password. The
 * page shows the confirmation: a request for all that is left leaves nothing to withdraw, and the
 * form goes away with it.
 */
export function WithdrawForm({
  settings,
  accounts,
  onRequested,
}: {
  settings: WithdrawalSettings;
  accounts: BankAccount[];
  onRequested: (w: WithdrawalOrder) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const changed = useMoneyChanged();
  const errors = useServerErrors(['bankAccountId', 'amount', 'paymentPassword', 'forfeitBonus']);
  const bonus = settings.bonus;
  const amount = useAmountSchema();
  const limits = withdrawLimits(settings);
  const { min, max } = limits;
  const schema = useMemo(
    () =>
      z.object({
        // The select's value is the account's id as text.
        bankAccountId: z.string().transform(Number).pipe(body.bankAccountId),
        amount: amount({ min, max }),
        paymentPassword: withMessage(body.paymentPassword, t('form.required')),
        // While a bonus is open the member agrees to give it up (decision 0040).
        forfeitBonus: z.boolean().refine((v) => v || !bonus, t('money.withdraw.bonus.agreeRequired')),
      }),
    [amount, min, max, t, bonus],
  );
  const create = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      createWithdrawal({
        bankAccountId: v.bankAccountId,
        amount: amountText(v.amount),
        paymentPassword: v.paymentPassword,
        clientRequestId: newRequestId(),
        ...(bonus ? { forfeitBonus: v.forfeitBonus } : {}),
      }),
    onSuccess: (w) => {
      onRequested(w);
      changed();
    },
  });
  return (
    <Form
      schema={schema}
      defaultValues={{ bankAccountId: String(accounts[0]!.id), amount: '', paymentPassword: '', forfeitBonus: false }}
      onSubmit={(values, form) =>
        create.mutate(values, {
          onSuccess: () => {
            form.resetField('amount');
            form.resetField('paymentPassword');
          },
          onError: (e) => errors.put(form, e),
        })
      }
      className="grid gap-4 lg:grid-cols-2"
    >
      <FormSelect name="bankAccountId" label={t('money.withdraw.toAccount')} className="lg:col-span-2">
        {accounts.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.bankName} {a.maskedAccountNo} · {a.accountName}
          </option>
        ))}
      </FormSelect>
      <AmountInput name="amount" min={min} max={max} hint={t('money.withdraw.upTo', { amount: money(max) })} />
      <PaymentPasswordField />
      {bonus && (
        <div className="lg:col-span-2">
          <BonusNotice bonus={bonus} />
        </div>
      )}
      <div className="flex flex-col gap-3 lg:col-span-2">
        <FormAlert message={errors.alert(create.error)} />
        <SubmitButton loading={create.isPending}>{t('money.withdraw.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
