import type { RegisterFieldRule } from '@lotus/contracts';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { CountryCodePicker } from '@/components/CountryCodePicker';
import { FormTextField } from '@/components/form';
import { VerificationCodeField } from '@/components/VerificationCodeField';
import { mobileMessage } from './rules';

/** The fields MobileCodeFields reads and writes in the enclosing Form. */
export interface MobileCodeValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/**
 * The enclosing Form's mobile number with its dialing code (`mobileNum`, `countryDialingCode`) and
 * the SMS code (`verificationCode`) with its send button and countdown. Asking for a code checks
 * the number by the brand's mobile rule first.
 */
export function MobileCodeFields({
  rules,
  onSend,
  required = true,
  withCode = true,
}: {
  rules: readonly RegisterFieldRule[];
  /** Sends the code to the trimmed number; resolves to the server's answer for the countdown. */
  onSend(mobile: string, dialing: string): Promise<{ expiredMinutes: number }>;
  /** Marks both fields required (*). */
  required?: boolean;
  /** Shows the SMS code field (registration without SMS verification has none). */
  withCode?: boolean;
}) {
  const { t } = useTranslation();
  const form = useFormContext<MobileCodeValues>();
  const dialing = useController({ control: form.control, name: 'countryDialingCode' }).field;
  return (
    <>
      <FormTextField
        name="mobileNum"
        label={t('fields.mobileNum')}
        required={required}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        leading={<CountryCodePicker value={dialing.value} onChange={dialing.onChange} />}
      />
      {withCode && (
        <VerificationCodeField
          required={required}
          checkFirst={{ name: 'mobileNum', problem: (v) => mobileMessage(t, rules, v) }}
          onSend={() => onSend(form.getValues('mobileNum').trim(), form.getValues('countryDialingCode'))}
        />
      )}
    </>
  );
}
