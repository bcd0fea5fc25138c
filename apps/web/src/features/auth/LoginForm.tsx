import { twoFactorChallengeSchema, type LoginResult, type TwoFactorChallenge } from '@lotus/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { Checkbox, PasswordField, SegmentedTabs, SubmitButton, TabPanel, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useFeatureFlag } from '@/features/brand';
import { isApiError } from '@/lib/api';
import { apiFieldError } from '@/lib/fieldMessages';
import { agentLogin, login, rememberLogin, sendLoginCode } from './api';
import { ImageCaptchaField, useImageCaptcha } from './captcha/ImageCaptcha';
import { useSliderGate } from './captcha/SliderGate';
import { useCompleteSignIn } from './flow';
import { FreePlayButton } from './FreePlayButton';
import {
  forgetRememberToken,
  rememberedSms,
  rememberedUser,
  rememberSmsLogin,
  rememberToken,
  rememberUsernameLogin,
  storeRotatedToken,
} from './remember';
import { mobileMessage, useRegisterSettings } from './rules';
import { MobileCodeFields } from './MobileCodeFields';
import { SocialSignIn } from './SocialSignIn';
import { openAuthDialog } from './store';
import { TwoFactorPanel } from './TwoFactorPanel';
import { UnlockPanel } from './UnlockPanel';

type Tab = 'username' | 'sms';
type Errors = Partial<Record<'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode', string>>;

export interface LoginFormProps {
  /** The member site (default) or the agent centre's sign-in (agents only, username tab only). */
  site?: 'member' | 'agent';
  /** The agent centre handles its own result. */
  onAgentSignedIn?: (result: LoginResult) => void;
  /** Shown above the form: 'You are not logged in, please login'. */
  notice?: string | null;
}

/**
 * loginPopupModal's form (SPEC §3–§5): a username tab and, with MOBILEVERCODELOGIN3, an SMS-code
 * tab; the slider before sending; the image captcha when the server asks; remember me; social
 * sign-in and free play when the brand has them; 2FA and the locked-account unlock on the way.
 */
export function LoginForm({ site = 'member', onAgentSignedIn, notice }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const complete = useCompleteSignIn();
  const rules = useRegisterSettings().data?.rules ?? [];
  const member = site === 'member';
  const smsOn = useFeatureFlag('smsCodeLogin') && member;
  const sliderOn = useFeatureFlag('sliderCaptcha');
  const imageOn = useFeatureFlag('imageCaptcha');
  const slider = useSliderGate(sliderOn);

  const [tab, setTab] = useState<Tab>('username');
  const [username, setUsername] = useState(() => (member ? (rememberedUser() ?? '') : ''));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => member && rememberedUser() !== null);
  const [quickUser, setQuickUser] = useState(() => (member && rememberToken() ? rememberedUser() : null));
  const sms = member ? rememberedSms() : null;
  const [dialing, setDialing] = useState(sms?.countryDialingCode ?? '84');
  const [mobile, setMobile] = useState(sms?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaText, setCaptchaText] = useState('');
  const image = useImageCaptcha(captchaShown);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [locked, setLocked] = useState<{ until: string | null; by: ('sms' | 'email')[] } | null>(null);

  const validate = (): Errors => {
    const e: Errors = {};
    if (tab === 'username') {
      if (!username.trim()) e.username = t('form.required');
      if (!password.trim()) e.password = t('form.required');
    } else {
      const m = mobileMessage(t, rules, mobile);
      if (m) e.mobileNum = m;
      if (!code.trim()) e.verificationCode = t('form.required');
    }
    if (captchaShown && tab === 'username' && !captchaText.trim()) e.captcha = t('form.required');
    return e;
  };

  /** SPEC §4 step 6: a failed login stops loading, resets the slider, shows the captcha when asked. */
  const failed = (err: unknown) => {
    if (!isApiError(err)) {
      setFormError(message(err));
      return;
    }
    const details = (err.details ?? {}) as { captchaRequired?: boolean; lockedUntil?: string; unlockBy?: unknown };
    if (err.errorCode === 'two_factor_required') {
      const parsed = twoFactorChallengeSchema.safeParse(err.details);
      if (parsed.success) {
        setChallenge(parsed.data);
        return;
      }
    }
    if (err.errorCode === 'account_locked') {
      const by = Array.isArray(details.unlockBy)
        ? details.unlockBy.filter((c): c is 'sms' | 'email' => c === 'sms' || c === 'email')
        : [];
      setLocked({ until: details.lockedUntil ?? null, by: by.length ? by : ['sms', 'email'] });
      return;
    }
    const needCaptcha =
      imageOn &&
      (details.captchaRequired === true || err.errorCode === 'captcha_required' || err.errorCode === 'captcha_wrong');
    if (needCaptcha) setCaptchaShown(true);
    // A captcha key works once, right or wrong.
    if (captchaShown || needCaptcha) {
      setCaptchaText('');
      if (captchaShown) image.refresh();
    }
    const field = apiFieldError(t, i18n.exists.bind(i18n), err);
    if (field && field.field in { username: 1, password: 1, captcha: 1, mobileNum: 1, verificationCode: 1 }) {
      setErrors({ [field.field]: field.message });
    } else {
      setFormError(message(err));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setInfo(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ticket = await slider.request();
    if (sliderOn && !ticket) return;
    setLoading(true);
    try {
      if (tab === 'username') {
        const form = {
          type: 'username' as const,
          username: username.trim(),
          password,
          remember: member ? remember : undefined,
          sliderTicket: ticket ?? undefined,
          ...(captchaShown ? { captcha: captchaText.trim(), captchaKey: image.captcha?.captchaKey } : {}),
        };
        if (!member) {
          const result = await agentLogin(form);
          onAgentSignedIn?.(result);
          return;
        }
        const result = await login(form);
        rememberUsernameLogin(result, remember);
        setCaptchaShown(false);
        await complete(result, 'username');
      } else {
        const result = await login({
          type: 'sms',
          mobileNum: mobile.trim(),
          countryDialingCode: dialing,
          verificationCode: code.trim(),
          remember,
          sliderTicket: ticket ?? undefined,
        });
        rememberSmsLogin(mobile.trim(), dialing, remember);
        await complete(result, 'sms');
      }
    } catch (err) {
      failed(err);
    } finally {
      setLoading(false);
    }
  };

  const quickSignIn = async () => {
    const token = rememberToken();
    if (!token) return;
    setFormError(null);
    setLoading(true);
    try {
      const result = await rememberLogin(token);
      storeRotatedToken(result);
      await complete(result, 'remember');
    } catch (err) {
      forgetRememberToken();
      setQuickUser(null);
      setFormError(message(err));
    } finally {
      setLoading(false);
    }
  };

  if (challenge) return <TwoFactorPanel challenge={challenge} onBack={() => setChallenge(null)} />;
  if (locked) {
    return (
      <UnlockPanel
        username={username.trim()}
        lockedUntil={locked.until}
        channels={locked.by}
        onBack={() => setLocked(null)}
        onDone={() => {
          setLocked(null);
          setPassword('');
          setInfo(t('unlock.done'));
        }}
      />
    );
  }

  const tabs = [
    { id: 'username' as const, label: t('login.tabUsername') },
    { id: 'sms' as const, label: t('login.tabSms') },
  ];
  const idPrefix = `login-${site}`;

  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={notice} tone="info" />
      {quickUser && tab === 'username' && (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-navy-800 px-3 py-2.5 ring-1 ring-white/10">
          <p className="min-w-0 truncate text-sm text-slate-300">{t('login.rememberedAs', { name: quickUser })}</p>
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={() => void quickSignIn()}
            disabled={loading}
          >
            {t('login.continueAs', { name: quickUser })}
          </button>
        </div>
      )}
      {smsOn && (
        <SegmentedTabs
          tabs={tabs}
          value={tab}
          onChange={(v) => {
            setTab(v);
            setErrors({});
            setFormError(null);
          }}
          label={t('login.method')}
          idPrefix={idPrefix}
        />
      )}
      <TabPanel idPrefix={idPrefix} tab={tab}>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          {tab === 'username' ? (
            <>
              <TextField
                label={t('fields.username')}
                value={username}
                onChange={setUsername}
                error={errors.username}
                required
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={64}
              />
              <PasswordField
                label={t('fields.password')}
                value={password}
                onChange={setPassword}
                error={errors.password}
                required
                autoComplete="current-password"
                maxLength={128}
              />
              {captchaShown && (
                <ImageCaptchaField
                  value={captchaText}
                  onChange={setCaptchaText}
                  error={errors.captcha}
                  captcha={image.captcha}
                  failed={image.failed}
                  onRefresh={image.refresh}
                />
              )}
            </>
          ) : (
            <>
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
                onSend={sendLoginCode}
              />
            </>
          )}
          {member && (
            <div className="flex items-center justify-between gap-3">
              <Checkbox checked={remember} onChange={setRemember}>
                {t('login.remember')}
              </Checkbox>
              <button
                type="button"
                className="text-[13px] text-gold-300 hover:text-gold-200 hover:underline"
                onClick={() => openAuthDialog('forgot')}
              >
                {t('login.forgot')}
              </button>
            </div>
          )}
          <FormAlert message={info} tone="success" />
          <FormAlert message={formError} />
          <SubmitButton loading={loading}>{t('auth.login')}</SubmitButton>
        </form>
      </TabPanel>
      {member && (
        <>
          <SocialSignIn onError={setFormError} />
          <FreePlayButton />
          <p className="text-center text-[13px] text-slate-400">
            {t('login.noAccount')}{' '}
            <button
              type="button"
              className="font-semibold text-gold-300 hover:underline"
              onClick={() => openAuthDialog('register')}
            >
              {t('auth.registerNow')}
            </button>
          </p>
        </>
      )}
      {slider.element}
    </div>
  );
}
