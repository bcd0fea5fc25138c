import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { FormTextField } from './form';
import { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';

/**
 * The enclosing Form's SMS or e-mail code (`verificationCode`) with its send button and countdown.
 * With `checkFirst`, asking for a code checks the Form's field the code goes to (the phone or
 * e-mail as typed): its problem shows under that field and stops the send.
 */
export function VerificationCodeField({
  onSend,
  checkFirst,
  required = true,
}: {
  onSend: SendCodeButtonProps['onSend'];
  checkFirst?: { name: string; problem: (value: string) => string | null };
  /** Marks the field required (*). */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const form = useFormContext<Record<string, string>>();
  const canSend =
    checkFirst &&
    (() => {
      const m = checkFirst.problem(form.getValues(checkFirst.name));
      if (m) form.setError(checkFirst.name, { message: m });
      else form.clearErrors(checkFirst.name);
      return !m;
    });
  return (
    <FormTextField
      name="verificationCode"
      label={t('fields.verificationCode')}
      required={required}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      after={<SendCodeButton canSend={canSend} onSend={onSend} />}
    />
  );
}
