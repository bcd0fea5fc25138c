import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/components/ErrorState';
import { PasswordField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { apiFieldError } from '@/lib/fieldMessages';
import { changePassword } from './api';
import { passwordMessage, useRegisterSettings } from './rules';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Change password (SPEC §5): the new password by the password rule, the confirmation equal, the
 * old password unless the stored one is unknown (`oldPasswordKnown` false: social sign-ins).
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
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const rules = useRegisterSettings().data?.rules ?? [];
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    if (oldPasswordKnown && !oldPassword) found.oldPassword = t('form.required');
    const p = passwordMessage(t, rules, newPassword);
    if (p) found.newPassword = p;
    else if (oldPasswordKnown && oldPassword === newPassword) found.newPassword = t('errors.password_reuse');
    if (!confirm) found.confirmNewPassword = t('form.required');
    else if (confirm !== newPassword) found.confirmNewPassword = t('errors.password_mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setLoading(true);
    try {
      await changePassword({
        ...(oldPasswordKnown ? { oldPassword } : {}),
        newPassword,
        confirmNewPassword: confirm,
      });
      setOld('');
      setNew('');
      setConfirm('');
      await onDone();
    } catch (err) {
      const field = apiFieldError(t, i18n.exists.bind(i18n), err);
      if (field && ['oldPassword', 'newPassword', 'confirmNewPassword'].includes(field.field)) {
        setErrors({ [field.field]: field.message });
      } else setFormError(message(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {oldPasswordKnown && (
        <PasswordField
          label={t('fields.oldPassword')}
          value={oldPassword}
          onChange={setOld}
          error={errors.oldPassword}
          required
          autoComplete="current-password"
          maxLength={128}
        />
      )}
      <NewPasswordFields
        rules={rules}
        password={newPassword}
        onPasswordChange={setNew}
        confirm={confirm}
        onConfirmChange={setConfirm}
        errors={errors}
      />
      <FormAlert message={formError} />
      <SubmitButton loading={loading}>{submitLabel ?? t('password.change')}</SubmitButton>
    </form>
  );
}
