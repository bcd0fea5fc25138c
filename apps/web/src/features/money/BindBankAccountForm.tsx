import { BANKS, bankAccountCreateBodySchema, bankPrintedName, type PayeeNameMismatch } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { Form, FormSelect, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { withMessage } from '@/lib/fieldSchema';
import { bindBankAccount } from './api';
import { PaymentPasswordField } from './ui';

const body = bankAccountCreateBodySchema.shape;
const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Binds a bank account: the holder's name must be the profile's payee name as banks print it (offered
 * as typed, and named in a refusal), the payment password confirms it.
 */
export function BindBankAccountForm({
  payeeName,
  onDone,
  onCancel,
}: {
  payeeName: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const printedName = bankPrintedName(payeeName);
  const errors = useServerErrors(['accountNo', 'accountName', 'paymentPassword'], {
    describe: (e) => {
      if (e.errorCode !== 'payee_name_mismatch') return null;
      const expected = (e.details as Partial<PayeeNameMismatch> | undefined)?.expectedName ?? printedName;
      return t('money.bank.nameMustBe', { name: expected });
    },
  });
  const schema = useMemo(
    () =>
      bankAccountCreateBodySchema.extend({
        accountNo: withMessage(body.accountNo, t('money.bank.accountNoRule')),
        accountName: withMessage(body.accountName, t('form.required')),
        paymentPassword: withMessage(body.paymentPassword, t('form.required')),
      }),
    [t],
  );
  const bind = useMutation({ mutationFn: bindBankAccount, onSuccess: onDone });
  return (
    <Form
      schema={schema}
      defaultValues={{ bankCode: BANKS[0].code, accountNo: '', accountName: printedName, paymentPassword: '' }}
      onSubmit={(values, form) => bind.mutate(values, { onError: (e) => errors.put(form, e) })}
      className="mt-4 grid gap-4 border-t border-white/10 pt-4 lg:grid-cols-2"
    >
      <FormSelect name="bankCode" label={t('money.bank.bank')}>
        {BANKS.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </FormSelect>
      <FormTextField
        name="accountNo"
        label={t('money.bank.accountNo')}
        filter={onlyDigits}
        inputMode="numeric"
        maxLength={20}
        required
        autoComplete="off"
      />
      <FormTextField
        name="accountName"
        label={t('money.bank.accountName')}
        hint={t('money.bank.accountNameHint', { name: printedName })}
        maxLength={64}
        required
      />
      <PaymentPasswordField />
      <div className="flex flex-col gap-3 lg:col-span-2">
        <FormAlert message={errors.alert(bind.error)} />
        <div className="flex gap-2">
          <button type="button" className={buttonClass('outline', 'lg', 'flex-1')} onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={bind.isPending} variant="primary" className="flex-1">
            {t('money.bank.bind')}
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
