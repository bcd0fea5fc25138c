import type { Profile } from '@lotus/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/components/ErrorState';
import { PasswordField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { ChangePasswordForm, paymentPasswordRule, ruleMessage, useRegisterSettings } from '@/features/auth/lazy';
import { apiFieldError, patternText } from '@/lib/fieldMessages';
import { setPaymentPassword } from './api';
import { Section } from './Section';

/** Change the login password (old one required unless the account has none, e.g. social sign-in). */
export function PasswordSection({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const known = profile.hasPassword !== false;
  return (
    <Section id="sc-password" title={t('password.title')} description={t('security.password.text')}>
      <div className="flex flex-col gap-3">
        <ChangePasswordForm
          oldPasswordKnown={known}
          onDone={() => {
            setDone(true);
            onChanged();
          }}
        />
        <FormAlert message={done ? t('security.password.changed') : null} tone="success" />
      </div>
    </Section>
  );
}

/** The payment password (withdrawals and points): set the first with the login password, then change it. */
export function PaymentPasswordSection({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const rules = useRegisterSettings().data?.rules ?? [];
  const rule = paymentPasswordRule(rules);
  const has = profile.hasPaymentPassword;
  const known = profile.hasPassword !== false;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const currentField = has ? 'oldPaymentPassword' : 'loginPassword';
  const needCurrent = has || known;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setDone(false);
    const found: Record<string, string> = {};
    if (needCurrent && !current) found[currentField] = t('form.required');
    const m = next ? ruleMessage(t, rule, next) : t('form.required');
    if (m) found.newPaymentPassword = m;
    if (!confirm) found.confirmPaymentPassword = t('form.required');
    else if (confirm !== next) found.confirmPaymentPassword = t('errors.password_mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setLoading(true);
    try {
      await setPaymentPassword({
        ...(needCurrent ? { [currentField]: current } : {}),
        newPaymentPassword: next,
        confirmPaymentPassword: confirm,
      });
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
      onChanged();
    } catch (err) {
      const f = apiFieldError(t, i18n.exists.bind(i18n), err);
      if (f && [currentField, 'newPaymentPassword', 'confirmPaymentPassword'].includes(f.field))
        setErrors({ [f.field]: f.message });
      else setFormError(message(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Section
      id="sc-payment"
      title={t('security.payment.title')}
      description={has ? t('security.payment.textChange') : t('security.payment.textSet')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {needCurrent && (
          <PasswordField
            label={has ? t('security.payment.current') : t('security.payment.loginPassword')}
            value={current}
            onChange={setCurrent}
            error={errors[currentField]}
            required
            autoComplete={has ? 'off' : 'current-password'}
            maxLength={128}
          />
        )}
        <PasswordField
          label={t('security.payment.new')}
          value={next}
          onChange={setNext}
          error={errors.newPaymentPassword}
          required
          hint={patternText(t, rule.patternId, rule.minLength, rule.maxLength)}
          inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
          autoComplete="off"
          maxLength={rule.maxLength ?? 64}
        />
        <PasswordField
          label={t('security.payment.confirm')}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirmPaymentPassword}
          required
          inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
          autoComplete="off"
          maxLength={rule.maxLength ?? 64}
        />
        <FormAlert message={formError} />
        <FormAlert message={done ? t('security.payment.saved') : null} tone="success" />
        <SubmitButton loading={loading} variant="primary">
          {has ? t('security.payment.change') : t('security.payment.set')}
        </SubmitButton>
      </form>
    </Section>
  );
}
