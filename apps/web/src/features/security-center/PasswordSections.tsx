import type { Profile } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Form, FormPasswordField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { ChangePasswordForm, paymentPasswordRule, ruleMessage, useRegisterSettings } from '@/features/auth/lazy';
import { patternText } from '@/lib/fieldMessages';
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
  const { t } = useTranslation();
  const rules = useRegisterSettings().data?.rules ?? [];
  const rule = paymentPasswordRule(rules);
  const has = profile.hasPaymentPassword;
  const known = profile.hasPassword !== false;
  // The current payment password once there is one; else the login password, when the account has one.
  const currentField = has ? 'oldPaymentPassword' : 'loginPassword';
  const needCurrent = has || known;
  const errors = useServerErrors([currentField, 'newPaymentPassword', 'confirmPaymentPassword']);
  const schema = useMemo(() => {
    const required = z.string().min(1, t('form.required'));
    const current = (field: typeof currentField) => (needCurrent && field === currentField ? required : z.string());
    return z
      .object({
        oldPaymentPassword: current('oldPaymentPassword'),
        loginPassword: current('loginPassword'),
        newPaymentPassword: z.string().superRefine((v, ctx) => {
          const m = v ? ruleMessage(t, rule, v) : t('form.required');
          if (m) ctx.addIssue({ code: 'custom', message: m });
        }),
        confirmPaymentPassword: required,
      })
      .refine((v) => !v.confirmPaymentPassword || v.confirmPaymentPassword === v.newPaymentPassword, {
        path: ['confirmPaymentPassword'],
        message: t('errors.password_mismatch'),
      });
  }, [t, rule, needCurrent, currentField]);
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      setPaymentPassword({
        ...(needCurrent ? { [currentField]: v[currentField] } : {}),
        newPaymentPassword: v.newPaymentPassword,
        confirmPaymentPassword: v.confirmPaymentPassword,
      }),
    onSuccess: onChanged,
  });

  return (
    <Section
      id="sc-payment"
      title={t('security.payment.title')}
      description={has ? t('security.payment.textChange') : t('security.payment.textSet')}
    >
      <Form
        schema={schema}
        defaultValues={{
          oldPaymentPassword: '',
          loginPassword: '',
          newPaymentPassword: '',
          confirmPaymentPassword: '',
        }}
        onSubmit={(values, form) =>
          save.mutate(values, { onSuccess: () => form.reset(), onError: (e) => errors.put(form, e) })
        }
      >
        {needCurrent && (
          <FormPasswordField
            // The field changes with the account's state: a new one, not the other's value.
            key={currentField}
            name={currentField}
            label={has ? t('security.payment.current') : t('security.payment.loginPassword')}
            required
            autoComplete={has ? 'off' : 'current-password'}
            maxLength={128}
          />
        )}
        <FormPasswordField
          name="newPaymentPassword"
          label={t('security.payment.new')}
          required
          hint={patternText(t, rule.patternId, rule.minLength, rule.maxLength)}
          inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
          autoComplete="off"
          maxLength={rule.maxLength ?? 64}
        />
        <FormPasswordField
          name="confirmPaymentPassword"
          label={t('security.payment.confirm')}
          required
          inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
          autoComplete="off"
          maxLength={rule.maxLength ?? 64}
        />
        <FormAlert message={errors.alert(save.error)} />
        <FormAlert message={save.isSuccess ? t('security.payment.saved') : null} tone="success" />
        <SubmitButton loading={save.isPending} variant="primary">
          {has ? t('security.payment.change') : t('security.payment.set')}
        </SubmitButton>
      </Form>
    </Section>
  );
}
