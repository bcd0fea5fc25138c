import { unlockCodeRequestSchema, unlockSchema } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { withCheck } from '@/lib/fieldSchema';
import { Form } from '@/components/form';
import { VerificationCodeField } from '@/components/VerificationCodeField';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { ChannelRadios, CodeStepActions } from './CodeStep';
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
            <ChannelRadios
              className="flex gap-4"
              legend={t('unlock.channel')}
              name="unlock-channel"
              channels={channels}
              value={channel}
              onChange={(c) => form.setValue('channel', c)}
              label={(c) => t(`unlock.${c}`)}
            />
            <VerificationCodeField onSend={() => sendUnlockCode(username, channel)} />
            <CodeStepActions
              error={unlock.error}
              pending={unlock.isPending}
              submitLabel={t('unlock.submit')}
              onBack={onBack}
            />
          </>
        );
      }}
    </Form>
  );
}
