import type { Captcha } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { FormCheckbox, FormPasswordField } from '@/components/form';
import { patternText } from '@/lib/fieldMessages';
import { AffiliateField } from './AffiliateField';
import type { AffiliateState } from './affiliate';
import { sendRegisterCode } from './api';
import { ImageCaptchaField } from './captcha/ImageCaptcha';
import { MobileCodeFields } from './MobileCodeFields';
import { enabledRule, OPTIONAL_FIELDS, type RegistrationSetup } from './registration';
import { passwordRule } from './rules';
import { RuleField } from './RuleField';

/** The registration form's fields (SPEC §5), in their order, by the tab and the brand's rules and switches. */
export function RegisterFields({
  setup,
  arrived,
  image,
  agreementAge,
}: {
  setup: RegistrationSetup;
  arrived: AffiliateState;
  image: { captcha: Captcha | null; failed: boolean; refresh: () => void };
  agreementAge: number;
}) {
  const { t } = useTranslation();
  const { mode, rules } = setup;
  const password = passwordRule(rules);
  const mobileRule = enabledRule(rules, 'mobileNum');
  const affiliateRule = enabledRule(rules, 'affiliateCode');
  const captchaRule = enabledRule(rules, 'captcha');
  return (
    <>
      {mode === 'username' && (
        <RuleField
          name="username"
          rule={enabledRule(rules, 'username') ?? { ...password, field: 'username' }}
          withHint
        />
      )}
      {(mode === 'mobile' || mobileRule) && (
        <MobileCodeFields
          rules={rules}
          onSend={sendRegisterCode}
          required={mode === 'mobile' || !!mobileRule?.required}
          withCode={setup.smsVerification}
        />
      )}
      {setup.withPassword && (
        <FormPasswordField
          name="password"
          label={t('fields.password')}
          required
          hint={patternText(t, password.patternId, password.minLength, password.maxLength)}
          autoComplete="new-password"
          maxLength={password.maxLength ?? 128}
        />
      )}
      {setup.withPassword && mode === 'username' && (
        <FormPasswordField
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          required
          autoComplete="new-password"
          maxLength={128}
        />
      )}
      {OPTIONAL_FIELDS.map((f) => {
        const rule = enabledRule(rules, f);
        if (!rule) return null;
        if (f !== 'paymentPassword') return <RuleField key={f} name={f} rule={rule} />;
        return (
          <FormPasswordField
            key={f}
            name="paymentPassword"
            label={t('fields.paymentPassword')}
            required={rule.required}
            inputMode="numeric"
            autoComplete="off"
            maxLength={rule.maxLength ?? 64}
          />
        );
      })}
      {affiliateRule && <AffiliateField rule={affiliateRule} arrived={arrived} shown={setup.affiliateShown} />}
      {captchaRule && (
        <ImageCaptchaField
          captcha={image.captcha}
          failed={image.failed}
          onRefresh={image.refresh}
          required={captchaRule.required}
        />
      )}
      <FormCheckbox name="agreeTerms">{t('register.agree', { age: agreementAge })}</FormCheckbox>
    </>
  );
}
