import { PATTERN_VARIANTS, verificationCodeSchema, type Profile } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { CountryCodePicker } from '@/components/CountryCodePicker';
import { buttonClass } from '@/components/cx';
import { Form, FormTextField, SubmitButton, useBoundField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { VerificationCodeField } from '@/components/VerificationCodeField';
import { useServerErrors } from '@/components/serverErrors';
import { mobileMessage, useRegisterSettings } from '@/features/auth/lazy';
import { patternText } from '@/lib/fieldMessages';
import { withMessage } from '@/lib/fieldSchema';
import { bindContact, sendBindCode, type BindTarget } from './api';
import { Section } from './Section';

/** The masked phone and e-mail, each with binding (a code to the new contact). */
export function ContactSection({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<'sms' | 'email' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const row = (channel: 'sms' | 'email', label: string, masked: string | null, verified: boolean) => (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5">
      <div className="min-w-0">
        <p className="text-[13px] text-slate-400">{label}</p>
        <p className="truncate font-medium text-white" data-testid={`masked-${channel}`}>
          {masked ?? t('security.contact.none')}
          {masked && (
            <span className={verified ? 'ml-2 text-xs text-emerald-300' : 'ml-2 text-xs text-slate-500'}>
              {verified ? t('security.contact.verified') : t('security.contact.unverified')}
            </span>
          )}
        </p>
      </div>
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        aria-expanded={editing === channel}
        onClick={() => {
          setDone(null);
          setEditing(editing === channel ? null : channel);
        }}
      >
        {masked
          ? channel === 'sms'
            ? t('security.contact.changePhone')
            : t('security.contact.changeEmail')
          : channel === 'sms'
            ? t('security.contact.bindPhone')
            : t('security.contact.bindEmail')}
      </button>
    </div>
  );
  const bound = () => {
    setEditing(null);
    setDone(t('security.contact.bound'));
    onChanged();
  };
  return (
    <Section id="sc-contact" title={t('security.contact.title')} description={t('security.contact.text')}>
      <div className="flex flex-col gap-3">
        {row('sms', t('fields.mobileNum'), profile.maskedMobile, profile.mobileVerified)}
        {editing === 'sms' && <BindForm channel="sms" onDone={bound} />}
        {row('email', t('fields.email'), profile.maskedEmail, profile.emailVerified)}
        {editing === 'email' && <BindForm channel="email" onDone={bound} />}
        <FormAlert message={done} tone="success" />
      </div>
    </Section>
  );
}

/** A new phone or e-mail with the code sent to it. */
function BindForm({ channel, onDone }: { channel: 'sms' | 'email'; onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useRegisterSettings().data?.rules;
  // The server names the contact by its channel (mobileNum or email); the form has one contact field.
  const errors = useServerErrors(['contact', 'verificationCode'], {
    rename: { mobileNum: 'contact', email: 'contact' },
  });
  const contactProblem = useCallback(
    (value: string) => {
      if (channel === 'sms') return mobileMessage(t, rules ?? [], value);
      if (!value.trim()) return t('form.required');
      return PATTERN_VARIANTS.EMAIL.test(value.trim()) ? null : patternText(t, 'EMAIL', null, null);
    },
    [channel, t, rules],
  );
  const schema = useMemo(
    () =>
      z.object({
        countryDialingCode: z.string(),
        contact: z
          .string()
          .superRefine((v, ctx) => {
            const m = contactProblem(v);
            if (m) ctx.addIssue({ code: 'custom', message: m });
          })
          .transform((v) => v.trim()),
        verificationCode: withMessage(verificationCodeSchema, t('form.required')),
      }),
    [contactProblem, t],
  );
  type Values = z.output<typeof schema>;
  const target = (v: Pick<Values, 'countryDialingCode' | 'contact'>): BindTarget =>
    channel === 'sms'
      ? { channel, mobileNum: v.contact.trim(), countryDialingCode: v.countryDialingCode }
      : { channel, email: v.contact.trim() };
  const bind = useMutation({
    mutationFn: (v: Values) => bindContact(target(v), v.verificationCode),
    onSuccess: onDone,
  });

  return (
    <Form
      schema={schema}
      defaultValues={{ countryDialingCode: '84', contact: '', verificationCode: '' }}
      onSubmit={(values, form) => bind.mutate(values, { onError: (e) => errors.put(form, e) })}
      className="flex flex-col gap-4 rounded-xl bg-navy-900/40 p-4 ring-1 ring-white/5"
    >
      {(form) => (
        <>
          <FormTextField
            name="contact"
            label={channel === 'sms' ? t('security.contact.newPhone') : t('security.contact.newEmail')}
            required
            type={channel === 'sms' ? 'tel' : 'email'}
            inputMode={channel === 'sms' ? 'numeric' : 'email'}
            maxLength={channel === 'sms' ? 20 : 100}
            leading={channel === 'sms' ? <DialingCode /> : undefined}
          />
          {/* The code goes to the contact as typed: check it first, under its field. */}
          <VerificationCodeField
            checkFirst={{ name: 'contact', problem: contactProblem }}
            onSend={() => sendBindCode(target(form.getValues()))}
          />
          <FormAlert message={errors.alert(bind.error)} />
          <SubmitButton loading={bind.isPending} variant="primary" className="sm:w-auto sm:self-end sm:px-8">
            {t('security.contact.bind')}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

/** The country dialing code of the phone, bound to the form's field `countryDialingCode`. */
function DialingCode() {
  const { field } = useBoundField('countryDialingCode');
  return <CountryCodePicker value={field.value as string} onChange={field.onChange} />;
}
