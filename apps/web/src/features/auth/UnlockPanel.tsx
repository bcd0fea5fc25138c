import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { SubmitButton, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { SendCodeButton } from '@/components/SendCodeButton';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { sendUnlockCode, unlockAccount } from './api';

/**
 * A locked account (GLI-19 lockout, 423 account_locked): when it opens again, and unlocking with a
 * code sent by SMS or e-mail to the contact bound to the account.
 */
export function UnlockPanel({
  username,
  lockedUntil,
  channels,
  onDone,
  onBack,
}: {
  username: string;
  lockedUntil: string | null;
  channels: ('sms' | 'email')[];
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const message = useErrorMessage();
  const [channel, setChannel] = useState<'sms' | 'email'>(channels[0] ?? 'sms');
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
      await unlockAccount(username, code.trim());
      onDone();
    } catch (err) {
      setFormError(message(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="unlock-title">
      <div>
        <h3 id="unlock-title" className="text-base font-semibold text-white">
          {t('unlock.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-300" role="alert">
          {lockedUntil
            ? t('unlock.lockedUntil', { time: formatDateTime(lockedUntil, whitelabel.timeZone) })
            : t('errors.account_locked')}
        </p>
        <p className="mt-1 text-sm text-slate-400">{t('unlock.text')}</p>
      </div>
      <fieldset className="flex gap-4">
        <legend className="mb-1 text-[13px] font-medium text-slate-300">{t('unlock.channel')}</legend>
        {channels.map((c) => (
          <label key={c} className="flex items-center gap-2 text-sm text-slate-200">
            <input
              type="radio"
              name="unlock-channel"
              checked={channel === c}
              onChange={() => setChannel(c)}
              className="accent-[var(--color-gold-400)]"
            />
            {t(`unlock.${c}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('fields.verificationCode')}
        value={code}
        onChange={setCode}
        error={error}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        after={<SendCodeButton onSend={() => sendUnlockCode(username, channel)} />}
      />
      <FormAlert message={formError} />
      <SubmitButton loading={loading}>{t('unlock.submit')}</SubmitButton>
      <button type="button" className={buttonClass('ghost', 'sm', 'self-center')} onClick={onBack}>
        {t('common.back')}
      </button>
    </form>
  );
}
