import type { RegisterFieldRule } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { CountryCodePicker } from '@/components/CountryCodePicker';
import { TextField } from '@/components/form';
import { SendCodeButton } from '@/components/SendCodeButton';
import { mobileMessage } from './rules';

interface MobileCodeFieldsProps {
  rules: readonly RegisterFieldRule[];
  dialing: string;
  onDialingChange(value: string): void;
  mobile: string;
  onMobileChange(value: string): void;
  code: string;
  onCodeChange(value: string): void;
  errors: { mobileNum?: string | undefined; verificationCode?: string | undefined };
  /** Reports the mobile field's message (or undefined) when the player asks for a code. */
  onMobileError(message: string | undefined): void;
  /** Sends the code to the trimmed number; resolves to the server's answer for the countdown. */
  onSend(mobile: string, dialing: string): Promise<{ expiredMinutes: number }>;
}

/** Mobile number with its dialing code, and the SMS code with its send button and countdown. */
export function MobileCodeFields(p: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('fields.mobileNum')}
        value={p.mobile}
        onChange={p.onMobileChange}
        error={p.errors.mobileNum}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        leading={<CountryCodePicker value={p.dialing} onChange={p.onDialingChange} />}
      />
      <TextField
        label={t('fields.verificationCode')}
        value={p.code}
        onChange={p.onCodeChange}
        error={p.errors.verificationCode}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        after={
          <SendCodeButton
            canSend={() => {
              const m = mobileMessage(t, p.rules, p.mobile);
              p.onMobileError(m ?? undefined);
              return !m;
            }}
            onSend={() => p.onSend(p.mobile.trim(), p.dialing)}
          />
        }
      />
    </>
  );
}
