import {
  REGISTRATION_PROFILE_FIELDS,
  registrationSchema,
  ruleFor,
  type RegisterFieldRule,
  type Registration,
} from '@lotus/contracts';
import { z } from 'zod';
import type { TFunction } from '@/lib/i18n';
import { withCheck } from '@/lib/fieldSchema';
import { mobileMessage, passwordMessage, paymentPasswordRule, ruleMessage } from './rules';
import { required, withConfirmation, type FieldCheck } from './schemas';

export type RegisterMode = 'username' | 'mobile';

const [payeeName, ...profileContacts] = REGISTRATION_PROFILE_FIELDS;
/** Optional fields the brand can switch on, in the order they are shown (SPEC §5). */
export const OPTIONAL_FIELDS = [payeeName, 'email', 'paymentPassword', ...profileContacts, 'referralCode'] as const;
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];

/** The brand's enabled rule of a field, if any. */
export const enabledRule = (rules: readonly RegisterFieldRule[], field: RegisterFieldRule['field']) => {
  const r = ruleFor(rules, field);
  return r && r.enabled ? r : undefined;
};

/** What decides the registration form's fields: the tab, the brand's rules and switches, what is shown. */
export interface RegistrationSetup {
  mode: RegisterMode;
  rules: readonly RegisterFieldRule[];
  /** REGMOBVERF3: an SMS code with the mobile number. */
  smsVerification: boolean;
  /** A password (always by username; by mobile with MOBILEPASSWORDREG). */
  withPassword: boolean;
  affiliateShown: boolean;
  captchaShown: boolean;
}

/** The form's values as it opens. */
export const REGISTRATION_START = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  countryDialingCode: '84',
  verificationCode: '',
  affiliateCode: '',
  captcha: '',
  agreeTerms: true,
  ...(Object.fromEntries(OPTIONAL_FIELDS.map((f) => [f, ''])) as Record<OptionalField, string>),
};

/**
 * The registration form's checks (SPEC §5) with the brand's rules, each on the request's own field
 * (registrationSchema): a field that is not shown is not checked.
 */
export function registrationFormSchema(t: TFunction, setup: RegistrationSetup) {
  const { mode, rules } = setup;
  const f = registrationSchema.shape;
  const none: FieldCheck = () => null;
  const byRule = (rule: RegisterFieldRule | undefined): FieldCheck => (rule ? (v) => ruleMessage(t, rule, v) : none);

  const usernameRule = enabledRule(rules, 'username');
  const mobileRule = enabledRule(rules, 'mobileNum');
  const mobileRequired = mode === 'mobile' || !!mobileRule?.required;
  /** An optional mobile number is checked once one is typed. */
  const mobileWanted = (mobile: string) => mobileRequired || (!!mobileRule && mobile.trim() !== '');
  const optional = (field: OptionalField): FieldCheck => {
    const rule = enabledRule(rules, field);
    if (field !== 'paymentPassword' || !rule) return byRule(rule);
    return (v) => (rule.required || v ? ruleMessage(t, paymentPasswordRule(rules), v) : null);
  };
  const shown = (on: boolean, check: FieldCheck) => (on ? check : none);

  const fields = registrationSchema
    .pick({ countryDialingCode: true })
    .extend({
      username: withCheck(
        f.username,
        shown(mode === 'username', usernameRule ? byRule({ ...usernameRule, required: true }) : required(t)),
      ),
      password: withCheck(
        f.password,
        shown(setup.withPassword, (v) => passwordMessage(t, rules, v)),
      ),
      confirmPassword: withCheck(
        f.confirmPassword,
        shown(setup.withPassword && mode === 'username', (v) => (v ? null : t('form.required'))),
      ),
      mobileNum: withCheck(f.mobileNum, (v) => (mobileWanted(v) ? mobileMessage(t, rules, v) : null)),
      verificationCode: withCheck(f.verificationCode, none),
      ...(Object.fromEntries(OPTIONAL_FIELDS.map((o) => [o, withCheck(f[o], optional(o))])) as {
        [K in OptionalField]: ReturnType<typeof withCheck<(typeof f)[K]>>;
      }),
      affiliateCode: withCheck(
        f.affiliateCode,
        shown(setup.affiliateShown, byRule(enabledRule(rules, 'affiliateCode'))),
      ),
      captcha: withCheck(f.captcha, shown(setup.captchaShown, byRule(enabledRule(rules, 'captcha')))),
      agreeTerms: z.boolean().refine((v) => v, t('errors.terms_not_agreed')),
    })
    // The SMS code goes with a number that is asked for or typed.
    .refine((v) => !setup.smsVerification || !mobileWanted(v.mobileNum ?? '') || !!v.verificationCode, {
      path: ['verificationCode'],
      message: t('form.required'),
      when: () => true,
    });
  return setup.withPassword && mode === 'username'
    ? withConfirmation(t, fields, 'password', 'confirmPassword')
    : fields;
}
export type RegistrationValues = z.output<ReturnType<typeof registrationFormSchema>>;

/**
 * The request (SPEC §4): mobile registration copies the number into the username and the password
 * into the confirmation; enabled optional fields go when filled.
 */
export function registrationRequest(
  v: RegistrationValues,
  setup: Pick<RegistrationSetup, 'mode' | 'rules' | 'smsVerification' | 'withPassword'>,
  extra: Pick<Registration, 'affiliateCode' | 'captchaKey' | 'sliderTicket'> & { captchaOn: boolean },
): Registration {
  const { mode, rules, withPassword } = setup;
  const optional: Partial<Registration> = {};
  for (const f of OPTIONAL_FIELDS) if (enabledRule(rules, f) && v[f]) optional[f] = v[f];
  const mobileGiven = mode === 'mobile' || !!v.mobileNum;
  return {
    ...optional,
    username: mode === 'mobile' ? v.mobileNum : v.username,
    password: withPassword ? v.password : undefined,
    confirmPassword: withPassword ? (mode === 'mobile' ? v.password : v.confirmPassword) : undefined,
    mobileNum: mobileGiven ? v.mobileNum : undefined,
    countryDialingCode: mobileGiven ? v.countryDialingCode : undefined,
    verificationCode: mobileGiven && setup.smsVerification ? v.verificationCode : undefined,
    affiliateCode: extra.affiliateCode,
    captcha: extra.captchaOn ? v.captcha : undefined,
    captchaKey: extra.captchaOn ? extra.captchaKey : undefined,
    sliderTicket: extra.sliderTicket,
    domain: window.location.host,
    registerUrl: window.location.href.slice(0, 2048),
    registerMethod: 'WEB',
    agreeTerms: v.agreeTerms,
  };
}
