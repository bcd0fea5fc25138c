import type { RegisterFieldRule } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { PasswordField } from '@/components/form';
import { patternText } from '@/lib/fieldMessages';
import { passwordRule } from './rules';

interface NewPasswordFieldsProps {
  rules: readonly RegisterFieldRule[];
  password: string;
  onPasswordChange(value: string): void;
  confirm: string;
  onConfirmChange(value: string): void;
  errors: { newPassword?: string | undefined; confirmNewPassword?: string | undefined };
}

/** A new password, with the brand's rule as its hint, and its confirmation. */
export function NewPasswordFields(p: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const rule = passwordRule(p.rules);
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        value={p.password}
        onChange={p.onPasswordChange}
        error={p.errors.newPassword}
        required
        hint={patternText(t, rule.patternId, rule.minLength, rule.maxLength)}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        value={p.confirm}
        onChange={p.onConfirmChange}
        error={p.errors.confirmNewPassword}
        required
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
