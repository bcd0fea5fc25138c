import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/components/ErrorState';
import { SegmentedTabs, SubmitButton, TabPanel, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useFeatureFlag } from '@/features/brand';
import { apiFieldError } from '@/lib/fieldMessages';
import { PATTERN_VARIANTS, ruleFor } from '@lotus/contracts';
import { forgotByEmail, forgotByPhone, sendResetCode } from './api';
import { useCompleteSignIn } from './flow';
import { MobileCodeFields } from './MobileCodeFields';
import { mobileMessage, passwordMessage, ruleMessage, useRegisterSettings } from './rules';
import { NewPasswordFields } from './NewPasswordFields';
import { openAuthDialog } from './store';
import { patternText } from '@/lib/fieldMessages';

type Tab = 'email' | 'phone';

/**
 * forgetPassModal (SPEC §4): by e-mail — username and e-mail, answered 'in_been_out' whether or
 * not the account exists — and, with the phone recovery switch, by phone: mobile, SMS code, new
 * password; then the member is signed in and sent to /.
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const complete = useCompleteSignIn();
  const rules = useRegisterSettings().data?.rules ?? [];
  const phoneOn = useFeatureFlag('phonePasswordRecovery');
  const [tab, setTab] = useState<Tab>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [dialing, setDialing] = useState('84');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);

  const fail = (err: unknown) => {
    const field = apiFieldError(t, i18n.exists.bind(i18n), err);
    if (
      field &&
      ['username', 'email', 'mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'].includes(field.field)
    ) {
      setErrors({ [field.field]: field.message });
    } else setFormError(message(err));
  };

  const submitEmail = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    const uRule = ruleFor(rules, 'username');
    const u = uRule
      ? ruleMessage(t, { ...uRule, enabled: true, required: true }, username)
      : username.trim()
        ? null
        : t('form.required');
    if (u) found.username = u;
    if (!email.trim()) found.email = t('form.required');
    else if (!PATTERN_VARIANTS.EMAIL.test(email.trim())) found.email = patternText(t, 'EMAIL', null, null);
    setErrors(found);
    if (Object.keys(found).length) return;
    setLoading(true);
    try {
      await forgotByEmail(username.trim(), email.trim());
      setSent(true);
    } catch (err) {
      fail(err);
    } finally {
      setLoading(false);
    }
  };

  const submitPhone = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    const m = mobileMessage(t, rules, mobile);
    if (m) found.mobileNum = m;
    if (!code.trim()) found.verificationCode = t('form.required');
    const p = passwordMessage(t, rules, password);
    if (p) found.newPassword = p;
    if (!confirm) found.confirmNewPassword = t('form.required');
    else if (confirm !== password) found.confirmNewPassword = t('errors.password_mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setLoading(true);
    try {
      const result = await forgotByPhone({
        mobileNum: mobile.trim(),
        countryDialingCode: dialing,
        verificationCode: code.trim(),
        newPassword: password,
        confirmNewPassword: confirm,
      });
      await complete(result, 'reset');
    } catch (err) {
      fail(err);
    } finally {
      setLoading(false);
    }
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert message={t('forgot.in_been_out')} tone="success" />
        <SubmitButtonLike onClick={() => openAuthDialog('login')}>{t('forgot.backToLogin')}</SubmitButtonLike>
      </div>
    );
  }

  const tabs = [
    { id: 'email' as const, label: t('forgot.byEmail') },
    { id: 'phone' as const, label: t('forgot.byPhone') },
  ];
  return (
    <div className="flex flex-col gap-4">
      {phoneOn && (
        <SegmentedTabs
          tabs={tabs}
          value={tab}
          onChange={(v) => {
            setTab(v);
            setErrors({});
            setFormError(null);
          }}
          label={t('forgot.method')}
          idPrefix="forgot"
        />
      )}
      <TabPanel idPrefix="forgot" tab={tab}>
        {tab === 'email' ? (
          <form onSubmit={(e) => void submitEmail(e)} noValidate className="flex flex-col gap-4">
            <p className="text-sm text-slate-400">{t('forgot.emailText')}</p>
            <TextField
              label={t('fields.username')}
              value={username}
              onChange={setUsername}
              error={errors.username}
              required
              autoComplete="username"
              autoCapitalize="off"
              maxLength={64}
            />
            <TextField
              label={t('fields.email')}
              value={email}
              onChange={setEmail}
              error={errors.email}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={100}
            />
            <FormAlert message={formError} />
            <SubmitButton loading={loading}>{t('forgot.sendLink')}</SubmitButton>
          </form>
        ) : (
          <form onSubmit={(e) => void submitPhone(e)} noValidate className="flex flex-col gap-4">
            <MobileCodeFields
              rules={rules}
              dialing={dialing}
              onDialingChange={setDialing}
              mobile={mobile}
              onMobileChange={setMobile}
              code={code}
              onCodeChange={setCode}
              errors={errors}
              onMobileError={(m) => setErrors((x) => ({ ...x, mobileNum: m }))}
              onSend={sendResetCode}
            />
            <NewPasswordFields
              rules={rules}
              password={password}
              onPasswordChange={setPassword}
              confirm={confirm}
              onConfirmChange={setConfirm}
              errors={errors}
            />
            <FormAlert message={formError} />
            <SubmitButton loading={loading}>{t('forgot.resetAndLogin')}</SubmitButton>
          </form>
        )}
      </TabPanel>
      <button
        type="button"
        className="self-center text-[13px] text-gold-300 hover:underline"
        onClick={() => openAuthDialog('login')}
      >
        {t('forgot.backToLogin')}
      </button>
    </div>
  );
}

function SubmitButtonLike({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-12 w-full items-center justify-center rounded-lg bg-gradient-to-b from-gold-300 to-gold-500 font-semibold text-navy-950"
    >
      {children}
    </button>
  );
}
