import { twoFactorLoginSchema, verificationCodeSchema, type TwoFactorChallenge } from '@lotus/contracts';
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
import { sendTwoFactorCode, twoFactorLogin } from './api';
import { useCompleteSignIn } from './flow';
import { required } from './schemas';

/**
 * 2FA for an unregistered IP (NEWIP2FA3, SPEC §8): the server answered two_factor_required with a
 * challenge; a code to the bound phone or e-mail completes the sign-in.
 */
export function TwoFactorPanel({ challenge, onBack }: { challenge: TwoFactorChallenge; onBack: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const complete = useCompleteSignIn();
  const schema = useMemo(
    () =>
      twoFactorLoginSchema
        .pick({ method: true })
        .extend({ verificationCode: withCheck(verificationCodeSchema, required(t)) }),
    [t],
  );
  const verify = useMutation({
    mutationFn: async (v: z.output<typeof schema>) =>
      complete(await twoFactorLogin(challenge.challengeId, v.method, v.verificationCode), 'username'),
  });

  return (
    <Form
      validateOn="submit"
      schema={schema}
      defaultValues={{ method: challenge.methods[0] ?? 'sms', verificationCode: '' }}
      onSubmit={(v) => verify.mutate(v)}
      aria-labelledby="two-factor-title"
    >
      {(form) => {
        const method = form.watch('method');
        const destination = method === 'sms' ? challenge.maskedMobile : challenge.maskedEmail;
        return (
          <>
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
                      onChange={() => form.setValue('method', m)}
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
            <FormTextField
              name="verificationCode"
              label={t('fields.verificationCode')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              after={<SendCodeButton onSend={() => sendTwoFactorCode(challenge.challengeId, method)} />}
            />
            <FormAlert message={verify.error ? message(verify.error) : null} />
            <SubmitButton loading={verify.isPending}>{t('twoFactor.confirm')}</SubmitButton>
            <button type="button" className={buttonClass('ghost', 'sm', 'self-center')} onClick={onBack}>
              {t('common.back')}
            </button>
          </>
        );
      }}
    </Form>
  );
}
