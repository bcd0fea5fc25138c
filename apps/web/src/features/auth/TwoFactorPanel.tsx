import { twoFactorLoginSchema, verificationCodeSchema, type TwoFactorChallenge } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { withCheck } from '@/lib/fieldSchema';
import { Form } from '@/components/form';
import { VerificationCodeField } from '@/components/VerificationCodeField';
import { ChannelRadios, CodeStepActions } from './CodeStep';
import { sendTwoFactorCode, twoFactorLogin } from './api';
import { useCompleteSignIn } from './flow';
import { required } from './schemas';

/**
 * 2FA for an unregistered IP (NEWIP2FA3, SPEC §8): the server answered two_factor_required with a
 * challenge; a code to the bound phone or e-mail completes the sign-in.
 */
export function TwoFactorPanel({ challenge, onBack }: { challenge: TwoFactorChallenge; onBack: () => void }) {
  const { t } = useTranslation();
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
              <ChannelRadios
                className="flex flex-col gap-2"
                legend={t('twoFactor.method')}
                name="two-factor-method"
                channels={challenge.methods}
                value={method}
                onChange={(m) => form.setValue('method', m)}
                label={(m) =>
                  m === 'sms'
                    ? t('twoFactor.bySms', { to: challenge.maskedMobile ?? '' })
                    : t('twoFactor.byEmail', { to: challenge.maskedEmail ?? '' })
                }
              />
            )}
            {challenge.methods.length === 1 && destination && (
              <p className="text-sm text-slate-300">{t('twoFactor.sentTo', { to: destination })}</p>
            )}
            <VerificationCodeField onSend={() => sendTwoFactorCode(challenge.challengeId, method)} />
            <CodeStepActions
              error={verify.error}
              pending={verify.isPending}
              submitLabel={t('twoFactor.confirm')}
              onBack={onBack}
            />
          </>
        );
      }}
    </Form>
  );
}
