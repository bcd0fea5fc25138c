import { unlockCodeRequestSchema, unlockSchema } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { withCheck } from '@/lib/fieldSchema';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { Form, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { SendCodeButton } from '@/components/SendCodeButton';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { sendUnlockCode, unlockAccount } from './api';
import { required } from './schemas';

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
  const schema = useMemo(
    () =>
      unlockCodeRequestSchema.pick({ channel: true }).extend({
        verificationCode: withCheck(unlockSchema.shape.verificationCode, required(t)),
      }),
    [t],
  );
  const unlock = useMutation({
    mutationFn: (v: z.output<typeof schema>) => unlockAccount(username, v.verificationCode),
    onSuccess: onDone,
  });

  return (
    <Form
      validateOn="submit"
      schema={schema}
      defaultValues={{ channel: channels[0] ?? 'sms', verificationCode: '' }}
      onSubmit={(v) => unlock.mutate(v)}
      aria-labelledby="unlock-title"
    >
      {(form) => {
        const channel = form.watch('channel');
        return (
          <>
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
                    onChange={() => form.setValue('channel', c)}
                    className="accent-[var(--color-gold-400)]"
                  />
                  {t(`unlock.${c}`)}
                </label>
              ))}
            </fieldset>
            <FormTextField
              name="verificationCode"
              label={t('fields.verificationCode')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              after={<SendCodeButton onSend={() => sendUnlockCode(username, channel)} />}
            />
            <FormAlert message={unlock.error ? message(unlock.error) : null} />
            <SubmitButton loading={unlock.isPending}>{t('unlock.submit')}</SubmitButton>
            <button type="button" className={buttonClass('ghost', 'sm', 'self-center')} onClick={onBack}>
              {t('common.back')}
            </button>
          </>
        );
      }}
    </Form>
  );
}
