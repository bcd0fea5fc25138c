import { useTranslation } from '@/lib/i18n';
import { FormTextField } from '@/components/form';

/** The enclosing Form's `username` of an existing account (signing in, a password reset by e-mail). */
export function UsernameField({ spellCheck }: { spellCheck?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="username"
      label={t('fields.username')}
      required
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={spellCheck}
      maxLength={64}
    />
  );
}
