import type { LoginForm as LoginRequest, LoginResult, TwoFactorChallenge } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import {
  Form,
  FormCheckbox,
  FormPasswordField,
  SegmentedTabs,
  SubmitButton,
  TabPanel,
  type FormApi,
} from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { useFeatureFlag } from '@/features/brand';
import { isApiError } from '@/lib/api';
import { agentLogin, login, rememberLogin, sendLoginCode } from './api';
import { ImageCaptchaField, useImageCaptcha } from './captcha/ImageCaptcha';
import { useSliderGate } from './captcha/SliderGate';
import { useCompleteSignIn } from './flow';
import { FreePlayButton } from './FreePlayButton';
import { MobileCodeFields } from './MobileCodeFields';
import { loginSchema, nextStep, openingValues, type Locked, type LoginSchema } from './login';
import {
  forgetRememberToken,
  rememberedUser,
  rememberSmsLogin,
  rememberToken,
  rememberUsernameLogin,
  storeRotatedToken,
} from './remember';
import { useRegisterRules } from './schemas';
import { SocialSignIn } from './SocialSignIn';
import { openAuthDialog } from './store';
import { SwitchDialogPrompt } from './SwitchDialogPrompt';
import { TwoFactorPanel } from './TwoFactorPanel';
import { UnlockPanel } from './UnlockPanel';
import { UsernameField } from './UsernameField';

const FIELDS = ['username', 'password', 'captcha', 'mobileNum', 'verificationCode'] as const;

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
  const { t } = useTranslation();
  const message = useErrorMessage();
  const complete = useCompleteSignIn();
  const rules = useRegisterRules();
  const member = site === 'member';
  const smsOn = useFeatureFlag('smsCodeLogin') && member;
  const sliderOn = useFeatureFlag('sliderCaptcha');
  const imageOn = useFeatureFlag('imageCaptcha');
  const slider = useSliderGate(sliderOn);
  const errors = useServerErrors(FIELDS);

  // What was typed outlives the 2FA and unlock steps, which replace the form for a while.
  const [kept, setKept] = useState(() => openingValues(member));
  const [quickUser, setQuickUser] = useState(() => (member && rememberToken() ? rememberedUser() : null));
  const [captchaShown, setCaptchaShown] = useState(false);
  const image = useImageCaptcha(captchaShown);
  const [info, setInfo] = useState<string | null>(null);
  const [socialError, setSocialError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [locked, setLocked] = useState<Locked | null>(null);
  const schema = useMemo(() => loginSchema(t, rules, captchaShown), [t, rules, captchaShown]);

  const signIn = useMutation({
    mutationFn: async ({ v, extra }: { v: z.output<LoginSchema>; extra: Partial<LoginRequest> }) => {
      if (v.type === 'sms') {
        const { mobileNum, countryDialingCode, verificationCode, remember } = v;
        const result = await login({
          type: 'sms',
          mobileNum,
          countryDialingCode,
          verificationCode,
          remember,
          ...extra,
        });
        rememberSmsLogin(mobileNum, countryDialingCode, remember);
        await complete(result, 'sms');
        return;
      }
      const form: LoginRequest = {
        type: 'username',
        username: v.username,
        password: v.password,
        remember: member ? v.remember : undefined,
        ...extra,
      };
      if (!member) {
        onAgentSignedIn?.(await agentLogin(form));
        return;
      }
      const result = await login(form);
      rememberUsernameLogin(result, v.remember);
      setCaptchaShown(false);
      await complete(result, 'username');
    },
  });

  const quick = useMutation({
    mutationFn: async (token: string) => {
      const result = await rememberLogin(token);
      storeRotatedToken(result);
      await complete(result, 'remember');
    },
    onError: () => {
      forgetRememberToken();
      setQuickUser(null);
    },
  });

  /** SPEC §4 step 6: a failed login stops loading, resets the slider, shows the captcha when asked. */
  const failed = (err: unknown, form: FormApi<LoginSchema>) => {
    const step = nextStep(err, form.getValues('username').trim());
    if (step) {
      setKept(form.getValues());
      if ('challenge' in step) setChallenge(step.challenge);
      else setLocked(step.locked);
      return;
    }
    if (!isApiError(err)) return;
    const details = (err.details ?? {}) as { captchaRequired?: boolean };
    const needCaptcha =
      imageOn &&
      (details.captchaRequired === true || err.errorCode === 'captcha_required' || err.errorCode === 'captcha_wrong');
    if (needCaptcha) setCaptchaShown(true);
    // A captcha key works once, right or wrong.
    if (captchaShown || needCaptcha) {
      form.setValue('captcha', '');
      if (captchaShown) image.refresh();
    }
    errors.put(form, err);
  };

  const submit = async (v: z.output<LoginSchema>, form: FormApi<LoginSchema>) => {
    setInfo(null);
    setSocialError(null);
    quick.reset();
    const ticket = await slider.request();
    if (sliderOn && !ticket) return;
    const extra: Partial<LoginRequest> = {
      sliderTicket: ticket ?? undefined,
      ...(v.type === 'username' && captchaShown ? { captcha: v.captcha, captchaKey: image.captcha?.captchaKey } : {}),
    };
    signIn.mutate({ v, extra }, { onError: (err) => failed(err, form) });
  };

  /** Back from the 2FA or unlock step to the form as it was. */
  const back = () => {
    signIn.reset();
    setChallenge(null);
    setLocked(null);
  };

  if (challenge) return <TwoFactorPanel challenge={challenge} onBack={back} />;
  if (locked) {
    return (
      <UnlockPanel
        username={locked.username}
        lockedUntil={locked.until}
        channels={locked.by}
        onBack={back}
        onDone={() => {
          back();
          setKept((k) => ({ ...k, password: '' }));
          setInfo(t('unlock.done'));
        }}
      />
    );
  }

  const busy = signIn.isPending || quick.isPending;
  const alert = errors.alert(signIn.error) ?? (quick.error ? message(quick.error) : null) ?? socialError;
  const tabs = [
    { id: 'username' as const, label: t('login.tabUsername') },
    { id: 'sms' as const, label: t('login.tabSms') },
  ];
  const idPrefix = `login-${site}`;

  return (
    <div className="flex flex-col gap-4">
      <Form schema={schema} defaultValues={kept} onSubmit={submit} validateOn="submit">
        {(form) => {
          const tab = form.watch('type');
          return (
            <>
              <FormAlert message={notice} tone="info" />
              {quickUser && tab === 'username' && (
                <div className="flex items-center justify-between gap-3 rounded-xl bg-navy-800 px-3 py-2.5 ring-1 ring-white/10">
                  <p className="min-w-0 truncate text-sm text-slate-300">
                    {t('login.rememberedAs', { name: quickUser })}
                  </p>
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm')}
                    onClick={() => {
                      const token = rememberToken();
                      if (!token) return;
                      signIn.reset();
                      setSocialError(null);
                      quick.mutate(token);
                    }}
                    disabled={busy}
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
                    form.setValue('type', v);
                    form.clearErrors();
                    signIn.reset();
                    quick.reset();
                    setSocialError(null);
                  }}
                  label={t('login.method')}
                  idPrefix={idPrefix}
                />
              )}
              <TabPanel idPrefix={idPrefix} tab={tab} className="flex flex-col gap-4">
                {tab === 'username' ? (
                  <>
                    <UsernameField spellCheck={false} />
                    <FormPasswordField
                      name="password"
                      label={t('fields.password')}
                      required
                      autoComplete="current-password"
                      maxLength={128}
                    />
                    {captchaShown && (
                      <ImageCaptchaField captcha={image.captcha} failed={image.failed} onRefresh={image.refresh} />
                    )}
                  </>
                ) : (
                  <MobileCodeFields rules={rules} onSend={sendLoginCode} />
                )}
                {member && (
                  <div className="flex items-center justify-between gap-3">
                    <FormCheckbox name="remember">{t('login.remember')}</FormCheckbox>
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
                <FormAlert message={alert} />
                <SubmitButton loading={busy}>{t('auth.login')}</SubmitButton>
              </TabPanel>
            </>
          );
        }}
      </Form>
      {member && (
        <>
          <SocialSignIn
            onError={(m) => {
              signIn.reset();
              quick.reset();
              setSocialError(m);
            }}
          />
          <FreePlayButton />
          <SwitchDialogPrompt text={t('login.noAccount')} to="register" label={t('auth.registerNow')} />
        </>
      )}
      {slider.element}
    </div>
  );
}
