import { resetByLinkSchema } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Form, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { resetByLink } from './api';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordFields, useRegisterRules, withConfirmation } from './schemas';

const FIELDS = ['newPassword', 'confirmNewPassword'] as const;

/** The reset link's landing (/index?resetPasswordToken=…): a new password, once. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useRegisterRules();
  const errors = useServerErrors(FIELDS);
  const schema = useMemo(
    () =>
      withConfirmation(
        t,
        resetByLinkSchema.omit({ resetToken: true }).extend(newPasswordFields(t, rules)),
        'newPassword',
        'confirmNewPassword',
      ),
    [t, rules],
  );
  const reset = useMutation({
    mutationFn: (v: z.output<typeof schema>) => resetByLink(token, v.newPassword, v.confirmNewPassword),
    onSuccess: onDone,
  });

  return (
    <Form
      validateOn="submit"
      schema={schema}
      defaultValues={{ newPassword: '', confirmNewPassword: '' }}
      onSubmit={(v, form) => reset.mutate(v, { onError: (e) => errors.put(form, e) })}
    >
      <p className="text-sm text-slate-400">{t('reset.text')}</p>
      <NewPasswordFields rules={rules} />
      <FormAlert message={errors.alert(reset.error)} />
      <SubmitButton loading={reset.isPending}>{t('reset.submit')}</SubmitButton>
    </Form>
  );
}
