import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/components/ErrorState';
import { SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { apiFieldError } from '@/lib/fieldMessages';
import { resetByLink } from './api';
import { passwordMessage, useRegisterSettings } from './rules';
import { NewPasswordFields } from './NewPasswordFields';

/** The reset link's landing (/index?resetPasswordToken=…): a new password, once. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const rules = useRegisterSettings().data?.rules ?? [];
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    const p = passwordMessage(t, rules, password);
    if (p) found.newPassword = p;
    if (!confirm) found.confirmNewPassword = t('form.required');
    else if (confirm !== password) found.confirmNewPassword = t('errors.password_mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setLoading(true);
    try {
      await resetByLink(token, password, confirm);
      onDone();
    } catch (err) {
      const field = apiFieldError(t, i18n.exists.bind(i18n), err);
      if (field && (field.field === 'newPassword' || field.field === 'confirmNewPassword')) {
        setErrors({ [field.field]: field.message });
      } else setFormError(message(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-400">{t('reset.text')}</p>
      <NewPasswordFields
        rules={rules}
        password={password}
        onPasswordChange={setPassword}
        confirm={confirm}
        onConfirmChange={setConfirm}
        errors={errors}
      />
      <FormAlert message={formError} />
      <SubmitButton loading={loading}>{t('reset.submit')}</SubmitButton>
    </form>
  );
}
