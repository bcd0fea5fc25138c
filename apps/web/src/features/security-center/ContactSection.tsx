import { PATTERN_VARIANTS, type Profile } from '@lotus/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CountryCodePicker } from '@/components/CountryCodePicker';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { SubmitButton, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { SendCodeButton } from '@/components/SendCodeButton';
import { mobileMessage, useRegisterSettings } from '@/features/auth/lazy';
import { apiFieldError, patternText } from '@/lib/fieldMessages';
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
  return (
    <Section id="sc-contact" title={t('security.contact.title')} description={t('security.contact.text')}>
      <div className="flex flex-col gap-3">
        {row('sms', t('fields.mobileNum'), profile.maskedMobile, profile.mobileVerified)}
        {editing === 'sms' && (
          <BindForm
            channel="sms"
            onDone={() => {
              setEditing(null);
              setDone(t('security.contact.bound'));
              onChanged();
            }}
          />
        )}
        {row('email', t('fields.email'), profile.maskedEmail, profile.emailVerified)}
        {editing === 'email' && (
          <BindForm
            channel="email"
            onDone={() => {
              setEditing(null);
              setDone(t('security.contact.bound'));
              onChanged();
            }}
          />
        )}
        <FormAlert message={done} tone="success" />
      </div>
    </Section>
  );
}

function BindForm({ channel, onDone }: { channel: 'sms' | 'email'; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const rules = useRegisterSettings().data?.rules ?? [];
  const [dialing, setDialing] = useState('84');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const target = (): BindTarget =>
    channel === 'sms'
      ? { channel, mobileNum: contact.trim(), countryDialingCode: dialing }
      : { channel, email: contact.trim() };
  const contactProblem = () => {
    if (channel === 'sms') return mobileMessage(t, rules, contact);
    if (!contact.trim()) return t('form.required');
    return PATTERN_VARIANTS.EMAIL.test(contact.trim()) ? null : patternText(t, 'EMAIL', null, null);
  };
  const field = channel === 'sms' ? 'mobileNum' : 'email';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    const c = contactProblem();
    if (c) found[field] = c;
    if (!code.trim()) found.verificationCode = t('form.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setLoading(true);
    try {
      await bindContact(target(), code.trim());
      onDone();
    } catch (err) {
      const f = apiFieldError(t, i18n.exists.bind(i18n), err);
      if (f && (f.field === field || f.field === 'verificationCode')) setErrors({ [f.field]: f.message });
      else setFormError(message(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4 rounded-xl bg-navy-900/40 p-4 ring-1 ring-white/5"
    >
      <TextField
        label={channel === 'sms' ? t('security.contact.newPhone') : t('security.contact.newEmail')}
        value={contact}
        onChange={setContact}
        error={errors[field]}
        required
        type={channel === 'sms' ? 'tel' : 'email'}
        inputMode={channel === 'sms' ? 'numeric' : 'email'}
        maxLength={channel === 'sms' ? 20 : 100}
        leading={channel === 'sms' ? <CountryCodePicker value={dialing} onChange={setDialing} /> : undefined}
      />
      <TextField
        label={t('fields.verificationCode')}
        value={code}
        onChange={setCode}
        error={errors.verificationCode}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        after={
          <SendCodeButton
            canSend={() => {
              const c = contactProblem();
              setErrors((x) => ({ ...x, [field]: c ?? undefined }));
              return !c;
            }}
            onSend={() => sendBindCode(target())}
          />
        }
      />
      <FormAlert message={formError} />
      <SubmitButton loading={loading} variant="primary" className="sm:w-auto sm:self-end sm:px-8">
        {t('security.contact.bind')}
      </SubmitButton>
    </form>
  );
}
