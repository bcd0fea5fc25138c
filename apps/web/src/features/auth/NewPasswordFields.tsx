import type { RegisterFieldRule } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { FormPasswordField } from '@/components/form';
import { patternText } from '@/lib/fieldMessages';
import { passwordRule } from './rules';

/**
 * The enclosing Form's `newPassword`, with the brand's rule as its hint, and `confirmNewPassword`
 * (their checks: `newPasswordFields` and `withConfirmation` of ./schemas).
 */
export function NewPasswordFields({ rules }: { rules: readonly RegisterFieldRule[] }) {
  const { t } = useTranslation();
  const rule = passwordRule(rules);
  return (
    <>
      <FormPasswordField
        name="newPassword"
        label={t('fields.newPassword')}
        required
        hint={patternText(t, rule.patternId, rule.minLength, rule.maxLength)}
        autoComplete="new-password"
        maxLength={128}
      />
      <FormPasswordField
        name="confirmNewPassword"
        label={t('fields.confirmNewPassword')}
        required
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
