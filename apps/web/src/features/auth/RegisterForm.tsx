import type { Registration } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/components/ErrorState';
import { Form, SegmentedTabs, SubmitButton, TabPanel, type FormApi } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useGeneralModal } from '@/components/GeneralModal';
import { useServerErrors } from '@/components/serverErrors';
import { Spinner } from '@/components/Spinner';
import { useBrand, useFeatureFlag } from '@/features/brand';
import { isApiError } from '@/lib/api';
import { checkAffiliate, register } from './api';
import { arrivedReferralCode, useArrivedAffiliate } from './affiliate';
import { useImageCaptcha } from './captcha/ImageCaptcha';
import { useSliderGate } from './captcha/SliderGate';
import { useCompleteSignIn } from './flow';
import { RegisterFields } from './RegisterFields';
import {
  enabledRule,
  REGISTRATION_START,
  registrationFormSchema,
  registrationRequest,
  type RegisterMode,
  type RegistrationValues,
} from './registration';
import { useRegisterSettings } from './rules';
import { useWelcome } from './welcome';
import { SwitchDialogPrompt } from './SwitchDialogPrompt';

type RegistrationForm = FormApi<ReturnType<typeof registrationFormSchema>>;

/** A server answer may name any of the form's fields. */
const FIELDS = [...Object.keys(REGISTRATION_START)];

/**
 * registerModal's form (SPEC §4, §5): username and mobile registration by the brand's switches,
 * every field by the server's rules, SMS verification (REGMOBVERF3), the affiliate code from the
 * URL, the terms, the captchas; the new member is then signed in and the dialog closes.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const modal = useGeneralModal();
  const complete = useCompleteSignIn();
  const { whitelabel } = useBrand();
  const settings = useRegisterSettings();
  const rules = useMemo(() => settings.data?.rules ?? [], [settings.data]);
  const usernameOn = useFeatureFlag('usernameRegistration');
  const mobileOn = useFeatureFlag('mobileRegistration');
  const mobilePasswordOn = useFeatureFlag('mobilePasswordRegistration');
  const smsOn = useFeatureFlag('registrationSmsVerification');
  const sliderOn = useFeatureFlag('sliderCaptcha');
  const slider = useSliderGate(sliderOn);
  const errors = useServerErrors(FIELDS);

  const affiliateRule = enabledRule(rules, 'affiliateCode');
  // Issue 33 item 15: "Mã giới thiệu" and "Mã mời" side by side read as one field asked twice. With both
  // optional, the form asks once (the referral code's field) and an agent's code typed there goes as the
  // affiliate code; a required affiliate code keeps its own field.
  const referralRule = enabledRule(rules, 'referralCode');
  const oneCode = !!affiliateRule && !affiliateRule.required && !!referralRule && !referralRule.required;
  const welcome = useWelcome();
  const arrived = useArrivedAffiliate(!!affiliateRule);
  const captchaRule = enabledRule(rules, 'captcha');
  const image = useImageCaptcha(!!captchaRule);

  const modes: RegisterMode[] = [
    ...(usernameOn ? ['username' as const] : []),
    ...(mobileOn ? ['mobile' as const] : []),
  ];
  const [modeChoice, setMode] = useState<RegisterMode>('username');
  const mode = modes.includes(modeChoice) ? modeChoice : (modes[0] ?? 'username');
  // After a refused code the field shows, whatever the URL's code did.
  const [affiliateForced, setAffiliateForced] = useState(false);
  const affiliateShown =
    !!affiliateRule && (affiliateForced || arrived.status === 'invalid' || (arrived.status === 'none' && !oneCode));
  const withPassword = mode === 'username' || mobilePasswordOn;
  const captchaShown = !!captchaRule;
  const setup = useMemo(
    () => ({ mode, rules, smsVerification: smsOn, withPassword, affiliateShown, captchaShown }),
    [mode, rules, smsOn, withPassword, affiliateShown, captchaShown],
  );
  const schema = useMemo(() => registrationFormSchema(t, setup), [t, setup]);
  // A friend's invitation link (?ref=) fills the referral code.
  const start = useMemo(() => ({ ...REGISTRATION_START, referralCode: arrivedReferralCode() }), []);

  const send = useMutation({
    mutationFn: async ({ request, as }: { request: Registration; as: RegisterMode }) => {
      const result = await register(request, as);
      return { outcome: await complete(result, 'register'), username: result.username };
    },
    onSuccess: ({ outcome, username }) => {
      if (outcome === 'done') void welcome(username);
    },
  });

  /**
   * The one code field (oneCode): an agent's affiliate code typed there goes as the affiliate code, any
   * other as the referral code (the server answers an unknown one under that field).
   */
  const sortOneCode = async (v: RegistrationValues) => {
    const typed = (v.referralCode ?? '').trim();
    // A friend's invitation link brought this code: it is a referral code, no agent's to ask about.
    const fromInvitation = typed === start.referralCode;
    if (!oneCode || affiliateShown || arrived.status === 'valid' || !typed || fromInvitation) return { values: v };
    const agent = await checkAffiliate(typed).then(
      () => true,
      () => false,
    );
    return agent ? { values: { ...v, referralCode: '' }, agentCode: typed } : { values: v };
  };

  /** A refused affiliate code: the field shows with the code and the reason, and a dialog says why. */
  const refuseAffiliate = (form: RegistrationForm, code: string, text: string, onField: boolean) => {
    setAffiliateForced(true);
    form.setValue('affiliateCode', code);
    if (onField) form.setError('affiliateCode', { message: text });
    void modal.show({ icon: 'warning', title: t('register.affiliateTitle'), content: text });
  };

  const submit = async (entered: RegistrationValues, form: RegistrationForm) => {
    const { values: v, agentCode } = await sortOneCode(entered);
    // SPEC §4: an entered affiliate code is verified first; one the URL brought counts too.
    const code = (
      !affiliateShown && arrived.status === 'valid' ? arrived.code : (agentCode ?? v.affiliateCode ?? '')
    ).trim();
    if (affiliateRule && code) {
      try {
        await checkAffiliate(code);
      } catch (err) {
        const text =
          isApiError(err) && err.errorCode === 'invitation_code_error'
            ? t('errors.invitation_code_error')
            : message(err);
        refuseAffiliate(form, code, text, true);
        return;
      }
    }
    const ticket = await slider.request();
    if (sliderOn && !ticket) return;
    const request = registrationRequest(v, setup, {
      affiliateCode: affiliateRule && code ? code : undefined,
      captchaOn: captchaShown,
      captchaKey: image.captcha?.captchaKey,
      sliderTicket: ticket ?? undefined,
    });
    send.mutate(
      { request, as: mode },
      {
        onError: (err) => {
          if (captchaRule) {
            form.setValue('captcha', '');
            image.refresh();
          }
          if (isApiError(err) && err.errorCode === 'invitation_code_error') {
            refuseAffiliate(form, code, t('errors.invitation_code_error'), false);
          }
          errors.put(form, err);
        },
      },
    );
  };

  if (modes.length === 0) return <FormAlert message={t('register.closed')} tone="info" />;
  if (settings.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }

  const tabs = modes.map((m) => ({ id: m, label: t(`register.tab.${m}`) }));
  return (
    <div className="flex flex-col gap-4">
      <Form schema={schema} defaultValues={start} onSubmit={submit} validateOn="submit">
        {(form) => (
          <>
            {modes.length > 1 && (
              <SegmentedTabs
                tabs={tabs}
                value={mode}
                onChange={(m) => {
                  setMode(m);
                  form.clearErrors();
                  send.reset();
                }}
                label={t('register.method')}
                idPrefix="register"
              />
            )}
            <TabPanel idPrefix="register" tab={mode} className="flex flex-col gap-4">
              <RegisterFields
                setup={setup}
                arrived={arrived}
                image={image}
                agreementAge={settings.data?.agreementAge ?? whitelabel.agreementAge}
              />
              <FormAlert message={errors.alert(send.error)} />
              <SubmitButton loading={send.isPending}>{t('auth.register')}</SubmitButton>
              <SwitchDialogPrompt text={t('register.haveAccount')} to="login" label={t('auth.login')} />
            </TabPanel>
          </>
        )}
      </Form>
      {slider.element}
    </div>
  );
}
