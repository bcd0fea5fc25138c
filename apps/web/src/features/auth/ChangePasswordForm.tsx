import { changePasswordSchema, passwordInput } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { withCheck } from '@/lib/fieldSchema';
import { Form, FormPasswordField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { changePassword } from './api';
import { passwordMessage } from './rules';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordFields, useRegisterRules, withConfirmation } from './schemas';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change password (SPEC §5): the new password by the password rule, the confirmation equal, the
 * old password unless the stored one is unknown (`oldPasswordKnown` false: social sign-ins) or
 * was just typed (a forced change after signing in with the default or an expired password).
 * Sent encrypted to /wps/member/password; the member's other sessions end.
 */
export function ChangePasswordForm({
  oldPasswordKnown = true,
  onDone,
  submitLabel,
}: {
  oldPasswordKnown?: boolean;
  onDone: () => void | Promise<void>;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const rules = useRegisterRules();
  const errors = useServerErrors(FIELDS);
  const schema = useMemo(() => {
    const fields = changePasswordSchema.extend({
      oldPassword: oldPasswordKnown
        ? withCheck(passwordInput, (v) => (v ? null : t('form.required')))
        : z.string().transform(() => undefined),
      ...newPasswordFields(t, rules),
    });
    // A new password equal to the old one, once it meets the rule.
    const notReused = fields.refine(
      (v) => !(oldPasswordKnown && v.oldPassword === v.newPassword && !passwordMessage(t, rules, v.newPassword)),
      { path: ['newPassword'], message: t('errors.password_reuse'), when: () => true },
    );
    return withConfirmation(t, notReused, 'newPassword', 'confirmNewPassword');
  }, [t, rules, oldPasswordKnown]);
  const change = useMutation({
    mutationFn: (v: z.output<typeof schema>) => changePassword(v),
    onSuccess: () => onDone(),
  });

  return (
    <Form
      validateOn="submit"
      schema={schema}
      defaultValues={{ oldPassword: '', newPassword: '', confirmNewPassword: '' }}
      onSubmit={(v, form) => change.mutate(v, { onSuccess: () => form.reset(), onError: (e) => errors.put(form, e) })}
    >
      {oldPasswordKnown && (
        <FormPasswordField
          name="oldPassword"
          label={t('fields.oldPassword')}
          required
          autoComplete="current-password"
          maxLength={128}
        />
      )}
      <NewPasswordFields rules={rules} />
      <FormAlert message={errors.alert(change.error)} />
      <SubmitButton loading={change.isPending}>{submitLabel ?? t('password.change')}</SubmitButton>
    </Form>
  );
}
