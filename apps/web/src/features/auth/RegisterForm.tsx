import { ruleFor, type RegisterFieldRule, type Registration } from '@lotus/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CountryCodePicker } from '@/components/CountryCodePicker';
import { useErrorMessage } from '@/components/ErrorState';
import { Checkbox, PasswordField, SegmentedTabs, SubmitButton, TabPanel, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useGeneralModal } from '@/components/GeneralModal';
import { SendCodeButton } from '@/components/SendCodeButton';
import { Spinner } from '@/components/Spinner';
import { useBrand, useFeatureFlag } from '@/features/brand';
import { isApiError } from '@/lib/api';
import { apiFieldError, patternText } from '@/lib/fieldMessages';
import { checkAffiliate, register, sendRegisterCode } from './api';
import { useArrivedAffiliate } from './affiliate';
import { ImageCaptchaField, useImageCaptcha } from './captcha/ImageCaptcha';
import { useSliderGate } from './captcha/SliderGate';
import { useCompleteSignIn } from './flow';
import {
  mobileMessage,
  passwordMessage,
  passwordRule,
  paymentPasswordRule,
  ruleMessage,
  useRegisterSettings,
} from './rules';
import { openAuthDialog } from './store';

export type RegisterMode = 'username' | 'mobile';

/** Optional fields the brand can switch on, in the order they are shown (SPEC §5). */
export const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'referralCode',
] as const;
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

type FieldName =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'affiliateCode'
  | 'captcha'
  | 'agreeTerms'
  | OptionalField;

type Values = Record<Exclude<FieldName, 'agreeTerms'>, string>;
const EMPTY: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  affiliateCode: '',
  captcha: '',
  payeeName: '',
  email: '',
  paymentPassword: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  recommenderId: '',
  referralCode: '',
};

const INPUT_HINTS: Partial<
  Record<FieldName, { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }>
> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { inputMode: 'tel' },
  payeeName: { autoComplete: 'name' },
};

/** The form's checks (SPEC §5), with the brand's rules; answers each failing field's message. */
export function validateRegistration(
  t: Parameters<typeof patternText>[0],
  input: {
    mode: RegisterMode;
    values: Values;
    agree: boolean;
    rules: readonly RegisterFieldRule[];
    smsVerification: boolean;
    withPassword: boolean;
    affiliateShown: boolean;
    captchaShown: boolean;
  },
): Partial<Record<FieldName, string>> {
  const { mode, values: v, rules } = input;
  const errors: Partial<Record<FieldName, string>> = {};
  const enabled = (f: RegisterFieldRule['field']) => {
    const r = ruleFor(rules, f);
    return r && r.enabled ? r : undefined;
  };
  if (mode === 'username') {
    const r = enabled('username');
    const m = r ? ruleMessage(t, { ...r, required: true }, v.username) : v.username.trim() ? null : t('form.required');
    if (m) errors.username = m;
  }
  if (input.withPassword) {
    const m = passwordMessage(t, rules, v.password);
    if (m) errors.password = m;
    if (mode === 'username') {
      if (!v.confirmPassword) errors.confirmPassword = t('form.required');
      else if (v.confirmPassword !== v.password) errors.confirmPassword = t('errors.password_mismatch');
    }
  }
  const mobileRule = enabled('mobileNum');
  const mobileWanted = mode === 'mobile' || (!!mobileRule && (mobileRule.required || v.mobileNum.trim() !== ''));
  if (mobileWanted) {
    const m = mobileMessage(t, rules, v.mobileNum);
    if (m) errors.mobileNum = m;
    if (input.smsVerification && !v.verificationCode.trim()) errors.verificationCode = t('form.required');
  }
  for (const f of OPTIONAL_FIELDS) {
    const r = enabled(f);
    if (!r) continue;
    const m =
      f === 'paymentPassword'
        ? r.required || v.paymentPassword
          ? ruleMessage(t, paymentPasswordRule(rules), v.paymentPassword)
          : null
        : ruleMessage(t, r, v[f]);
    if (m) errors[f] = m;
  }
  const aff = enabled('affiliateCode');
  if (aff && input.affiliateShown) {
    const m = ruleMessage(t, aff, v.affiliateCode);
    if (m) errors.affiliateCode = m;
  }
  const cap = enabled('captcha');
  if (cap && input.captchaShown) {
    const m = ruleMessage(t, cap, v.captcha);
    if (m) errors.captcha = m;
  }
  if (!input.agree) errors.agreeTerms = t('errors.terms_not_agreed');
  return errors;
}

/**
 * registerModal's form (SPEC §4, §5): username and mobile registration by the brand's switches,
 * every field by the server's rules, SMS verification (REGMOBVERF3), the affiliate code from the
 * URL, the terms, the captchas; the new member is then signed in and the dialog closes.
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const modal = useGeneralModal();
  const complete = useCompleteSignIn();
  const { whitelabel } = useBrand();
  const settings = useRegisterSettings();
  const rules = settings.data?.rules ?? [];
  const usernameOn = useFeatureFlag('usernameRegistration');
  const mobileOn = useFeatureFlag('mobileRegistration');
  const mobilePasswordOn = useFeatureFlag('mobilePasswordRegistration');
  const smsOn = useFeatureFlag('registrationSmsVerification');
  const sliderOn = useFeatureFlag('sliderCaptcha');
  const slider = useSliderGate(sliderOn);

  const enabled = (f: RegisterFieldRule['field']) => {
    const r = ruleFor(rules, f);
    return r && r.enabled ? r : undefined;
  };
  const affiliateRule = enabled('affiliateCode');
  const arrived = useArrivedAffiliate(!!affiliateRule);
  const captchaRule = enabled('captcha');
  const image = useImageCaptcha(!!captchaRule);

  const modes: RegisterMode[] = [
    ...(usernameOn ? ['username' as const] : []),
    ...(mobileOn ? ['mobile' as const] : []),
  ];
  const [modeChoice, setMode] = useState<RegisterMode>('username');
  const mode = modes.includes(modeChoice) ? modeChoice : (modes[0] ?? 'username');
  const [values, setValues] = useState<Values>(EMPTY);
  const [dialing, setDialing] = useState('84');
  const [agree, setAgree] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [affiliateForced, setAffiliateForced] = useState(false);

  const withPassword = mode === 'username' || mobilePasswordOn;
  const affiliateShown =
    !!affiliateRule && (affiliateForced || arrived.status === 'none' || arrived.status === 'invalid');
  const affiliateValue = affiliateShown
    ? values.affiliateCode
    : arrived.status === 'valid'
      ? arrived.code
      : values.affiliateCode;
  const age = settings.data?.agreementAge ?? whitelabel.agreementAge;

  const set = (f: keyof Values) => (v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }));
  };

  // The URL's code prefills the field when its check failed.
  const [prefilled, setPrefilled] = useState(false);
  if (!prefilled && arrived.status === 'invalid') {
    setPrefilled(true);
    setValues((x) => ({ ...x, affiliateCode: arrived.code }));
    setErrors((e) => ({ ...e, affiliateCode: t('errors.invitation_code_error') }));
  }

  if (modes.length === 0) return <FormAlert message={t('register.closed')} tone="info" />;
  if (settings.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }

  const fieldError = (f: FieldName) => errors[f] ?? null;
  const hint = (rule: RegisterFieldRule | undefined) =>
    rule ? patternText(t, rule.patternId, rule.minLength, rule.maxLength) : undefined;

  const focusFirst = (found: Partial<Record<FieldName, string>>) => {
    const first = Object.keys(found)[0];
    if (first) setTimeout(() => document.getElementById(`reg-${first}`)?.focus(), 0);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = validateRegistration(t, {
      mode,
      values,
      agree,
      rules,
      smsVerification: smsOn,
      withPassword,
      affiliateShown,
      captchaShown: !!captchaRule,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    // SPEC §4: an entered affiliate code is verified first.
    const code = affiliateValue.trim();
    if (affiliateRule && code) {
      try {
        await checkAffiliate(code);
      } catch (err) {
        setAffiliateForced(true);
        setValues((x) => ({ ...x, affiliateCode: code }));
        const text =
          isApiError(err) && err.errorCode === 'invitation_code_error'
            ? t('errors.invitation_code_error')
            : message(err);
        setErrors((x) => ({ ...x, affiliateCode: text }));
        void modal.show({ icon: 'warning', title: t('register.affiliateTitle'), content: text });
        return;
      }
    }
    const ticket = await slider.request();
    if (sliderOn && !ticket) return;

    const optional: Partial<Registration> = {};
    for (const f of OPTIONAL_FIELDS) {
      if (!enabled(f)) continue;
      const v = f === 'paymentPassword' ? values[f] : values[f].trim();
      if (v) optional[f] = v;
    }
    const mobileGiven = mode === 'mobile' || values.mobileNum.trim() !== '';
    const body: Registration = {
      ...optional,
      // SPEC §4: mobile registration copies mobile into username and password into the confirmation.
      username: mode === 'mobile' ? values.mobileNum.trim() : values.username.trim(),
      password: withPassword ? values.password : undefined,
      confirmPassword: withPassword ? (mode === 'mobile' ? values.password : values.confirmPassword) : undefined,
      mobileNum: mobileGiven ? values.mobileNum.trim() : undefined,
      countryDialingCode: mobileGiven ? dialing : undefined,
      verificationCode: mobileGiven && smsOn ? values.verificationCode.trim() : undefined,
      affiliateCode: affiliateRule && code ? code : undefined,
      captcha: captchaRule ? values.captcha.trim() : undefined,
      captchaKey: captchaRule ? image.captcha?.captchaKey : undefined,
      sliderTicket: ticket ?? undefined,
      domain: window.location.host,
      registerUrl: window.location.href.slice(0, 2048),
      registerMethod: 'WEB',
      agreeTerms: agree,
    };
    setLoading(true);
    try {
      const result = await register(body, mode);
      await complete(result, 'register');
    } catch (err) {
      if (captchaRule) {
        setValues((x) => ({ ...x, captcha: '' }));
        image.refresh();
      }
      if (isApiError(err) && err.errorCode === 'invitation_code_error') {
        setAffiliateForced(true);
        setValues((x) => ({ ...x, affiliateCode: code }));
        void modal.show({
          icon: 'warning',
          title: t('register.affiliateTitle'),
          content: t('errors.invitation_code_error'),
        });
      }
      const field = apiFieldError(t, i18n.exists.bind(i18n), err);
      const name = (field?.field === 'agreeTerms' ? 'agreeTerms' : field?.field) as FieldName | undefined;
      if (field && name && (name in EMPTY || name === 'agreeTerms')) {
        setErrors({ [name]: field.message });
        focusFirst({ [name]: field.message });
      } else {
        setFormError(message(err));
      }
    } finally {
      setLoading(false);
    }
  };

  const text = (
    f: Exclude<FieldName, 'agreeTerms'>,
    rule: RegisterFieldRule | undefined,
    opts: { hint?: boolean } = {},
  ) => (
    <TextField
      key={f}
      id={`reg-${f}`}
      label={t(`fields.${f}`)}
      value={values[f]}
      onChange={set(f)}
      error={fieldError(f)}
      required={!!rule?.required}
      hint={opts.hint ? hint(rule) : undefined}
      maxLength={rule?.maxLength ?? 100}
      autoCapitalize="off"
      spellCheck={false}
      {...INPUT_HINTS[f]}
    />
  );

  const mobileRule = enabled('mobileNum');
  const showMobile = mode === 'mobile' || !!mobileRule;
  const tabs = modes.map((m) => ({ id: m, label: t(`register.tab.${m}`) }));

  return (
    <div className="flex flex-col gap-4">
      {modes.length > 1 && (
        <SegmentedTabs
          tabs={tabs}
          value={mode}
          onChange={(m) => {
            setMode(m);
            setErrors({});
            setFormError(null);
          }}
          label={t('register.method')}
          idPrefix="register"
        />
      )}
      <TabPanel idPrefix="register" tab={mode}>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          {mode === 'username' &&
            text('username', enabled('username') ?? { ...passwordRule(rules), field: 'username' }, { hint: true })}
          {showMobile && (
            <TextField
              id="reg-mobileNum"
              label={t('fields.mobileNum')}
              value={values.mobileNum}
              onChange={set('mobileNum')}
              error={fieldError('mobileNum')}
              required={mode === 'mobile' || !!mobileRule?.required}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
              leading={<CountryCodePicker value={dialing} onChange={setDialing} />}
            />
          )}
          {showMobile && smsOn && (
            <TextField
              id="reg-verificationCode"
              label={t('fields.verificationCode')}
              value={values.verificationCode}
              onChange={set('verificationCode')}
              error={fieldError('verificationCode')}
              required={mode === 'mobile' || !!mobileRule?.required}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              after={
                <SendCodeButton
                  canSend={() => {
                    const m = mobileMessage(t, rules, values.mobileNum);
                    setErrors((x) => ({ ...x, mobileNum: m ?? undefined }));
                    return !m;
                  }}
                  onSend={() => sendRegisterCode(values.mobileNum.trim(), dialing)}
                />
              }
            />
          )}
          {withPassword && (
            <PasswordField
              id="reg-password"
              label={t('fields.password')}
              value={values.password}
              onChange={set('password')}
              error={fieldError('password')}
              required
              hint={hint(passwordRule(rules))}
              autoComplete="new-password"
              maxLength={passwordRule(rules).maxLength ?? 128}
            />
          )}
          {withPassword && mode === 'username' && (
            <PasswordField
              id="reg-confirmPassword"
              label={t('fields.confirmPassword')}
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
              error={fieldError('confirmPassword')}
              required
              autoComplete="new-password"
              maxLength={128}
            />
          )}
          {OPTIONAL_FIELDS.map((f) => {
            const rule = enabled(f);
            if (!rule) return null;
            if (f === 'paymentPassword') {
              return (
                <PasswordField
                  key={f}
                  id="reg-paymentPassword"
                  label={t('fields.paymentPassword')}
                  value={values.paymentPassword}
                  onChange={set('paymentPassword')}
                  error={fieldError('paymentPassword')}
                  required={rule.required}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={rule.maxLength ?? 64}
                />
              );
            }
            return text(f, rule);
          })}
          {affiliateRule && affiliateShown && text('affiliateCode', affiliateRule)}
          {affiliateRule && arrived.status === 'valid' && !affiliateShown && (
            <p
              className="rounded-lg bg-navy-800 px-3 py-2 text-[13px] text-slate-300 ring-1 ring-white/10"
              data-testid="affiliate-note"
            >
              {arrived.agentNickname
                ? t('register.invitedBy', { code: arrived.code, name: arrived.agentNickname })
                : t('register.invitedWith', { code: arrived.code })}
            </p>
          )}
          {captchaRule && (
            <ImageCaptchaField
              value={values.captcha}
              onChange={set('captcha')}
              error={fieldError('captcha')}
              captcha={image.captcha}
              failed={image.failed}
              onRefresh={image.refresh}
              required={captchaRule.required}
            />
          )}
          <Checkbox
            checked={agree}
            onChange={(v) => {
              setAgree(v);
              if (v) setErrors((e) => ({ ...e, agreeTerms: undefined }));
            }}
            error={fieldError('agreeTerms')}
          >
            {t('register.agree', { age })}
          </Checkbox>
          <FormAlert message={formError} />
          <SubmitButton loading={loading}>{t('auth.register')}</SubmitButton>
          <p className="text-center text-[13px] text-slate-400">
            {t('register.haveAccount')}{' '}
            <button
              type="button"
              className="font-semibold text-gold-300 hover:underline"
              onClick={() => openAuthDialog('login')}
            >
              {t('auth.login')}
            </button>
          </p>
        </form>
      </TabPanel>
      {slider.element}
    </div>
  );
}
