import type { TwoFactorChallenge } from '@lotus/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { SubmitButton, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { SendCodeButton } from '@/components/SendCodeButton';
import { sendTwoFactorCode, twoFactorLogin } from './api';
import { useCompleteSignIn } from './flow';

/**
 * 2FA for an unregistered IP (NEWIP2FA3, SPEC §8): the server answered two_factor_required with a
 * challenge; a code to the bound phone or e-mail completes the sign-in.
 */
export function TwoFactorPanel({ challenge, onBack }: { challenge: TwoFactorChallenge; onBack: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const complete = useCompleteSignIn();
  const [method, setMethod] = useState<'sms' | 'email'>(challenge.methods[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!code.trim()) {
      setError(t('form.required'));
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await complete(await twoFactorLogin(challenge.challengeId, method, code.trim()), 'username');
    } catch (err) {
      setFormError(message(err));
    } finally {
      setLoading(false);
    }
  };

  const destination = method === 'sms' ? challenge.maskedMobile : challenge.maskedEmail;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="two-factor-title">
      <div>
        <h3 id="two-factor-title" className="text-base font-semibold text-white">
          {t('twoFactor.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-400">{t('twoFactor.text')}</p>
      </div>
      {challenge.methods.length > 1 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-[13px] font-medium text-slate-300">{t('twoFactor.method')}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm text-slate-200">
              <input
                type="radio"
                name="two-factor-method"
                checked={method === m}
                onChange={() => setMethod(m)}
                className="accent-[var(--color-gold-400)]"
              />
              {m === 'sms'
                ? t('twoFactor.bySms', { to: challenge.maskedMobile ?? '' })
                : t('twoFactor.byEmail', { to: challenge.maskedEmail ?? '' })}
            </label>
          ))}
        </fieldset>
      )}
      {challenge.methods.length === 1 && destination && (
        <p className="text-sm text-slate-300">{t('twoFactor.sentTo', { to: destination })}</p>
      )}
      <TextField
        label={t('fields.verificationCode')}
        value={code}
        onChange={setCode}
        error={error}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        after={<SendCodeButton onSend={() => sendTwoFactorCode(challenge.challengeId, method)} />}
      />
      <FormAlert message={formError} />
      <SubmitButton loading={loading}>{t('twoFactor.confirm')}</SubmitButton>
      <button type="button" className={buttonClass('ghost', 'sm', 'self-center')} onClick={onBack}>
        {t('common.back')}
      </button>
    </form>
  );
}
