import { forgotByEmailSchema, forgotByPhoneSchema, PATTERN_VARIANTS, ruleFor } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { withCheck } from '@/lib/fieldSchema';
import { Form, FormTextField, SegmentedTabs, SubmitButton, TabPanel } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { useFeatureFlag } from '@/features/brand';
import { patternText } from '@/lib/fieldMessages';
import { forgotByEmail, forgotByPhone, sendResetCode } from './api';
import { useCompleteSignIn } from './flow';
import { MobileCodeFields } from './MobileCodeFields';
import { ruleMessage } from './rules';
import { UsernameField } from './UsernameField';
import { NewPasswordFields } from './NewPasswordFields';
import { mobileCodeFields, newPasswordFields, required, useRegisterRules, withConfirmation } from './schemas';
import { openAuthDialog } from './store';

type Tab = 'email' | 'phone';

const FIELDS = ['username', 'email', 'mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;

/**
 * forgetPassModal (SPEC §4): by e-mail — username and e-mail, answered 'in_been_out' whether or
 * not the account exists — and, with the phone recovery switch, by phone: mobile, SMS code, new
 * password; then the member is signed in and sent to /.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const rules = useRegisterRules();
  const phoneOn = useFeatureFlag('phonePasswordRecovery');
  const errors = useServerErrors(FIELDS);
  const [tab, setTab] = useState<Tab>('email');

  const byEmailSchema = useMemo(() => {
    const usernameRule = ruleFor(rules, 'username');
    return forgotByEmailSchema.extend({
      username: withCheck(forgotByEmailSchema.shape.username, (v) =>
        usernameRule ? ruleMessage(t, { ...usernameRule, enabled: true, required: true }, v) : required(t)(v),
      ),
      email: withCheck(forgotByEmailSchema.shape.email, (v) =>
        !v.trim()
          ? t('form.required')
          : PATTERN_VARIANTS.EMAIL.test(v.trim())
            ? null
            : patternText(t, 'EMAIL', null, null),
      ),
    });
  }, [t, rules]);
  const byPhoneSchema = useMemo(
    () =>
      withConfirmation(
        t,
        forgotByPhoneSchema.extend({ ...mobileCodeFields(t, rules), ...newPasswordFields(t, rules) }),
        'newPassword',
        'confirmNewPassword',
      ),
    [t, rules],
  );
  const byEmail = useMutation({
    mutationFn: (v: z.output<typeof byEmailSchema>) => forgotByEmail(v.username, v.email),
  });
  const byPhone = useMutation({
    mutationFn: async (v: z.output<typeof byPhoneSchema>) => complete(await forgotByPhone(v), 'reset'),
  });
  const sending = tab === 'email' ? byEmail : byPhone;

  if (byEmail.isSuccess) {
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
      {/* One form for both ways, so that switching keeps what was typed. */}
      <Form
        validateOn="submit"
        schema={tab === 'email' ? byEmailSchema : byPhoneSchema}
        defaultValues={{
          username: '',
          email: '',
          mobileNum: '',
          countryDialingCode: '84',
          verificationCode: '',
          newPassword: '',
          confirmNewPassword: '',
        }}
        onSubmit={(v, form) => {
          const onError = (e: Error) => errors.put(form, e);
          if (tab === 'email') byEmail.mutate(v as z.output<typeof byEmailSchema>, { onError });
          else byPhone.mutate(v as z.output<typeof byPhoneSchema>, { onError });
        }}
      >
        {(form) => (
          <>
            {phoneOn && (
              <SegmentedTabs
                tabs={tabs}
                value={tab}
                onChange={(v) => {
                  setTab(v);
                  form.clearErrors();
                  byEmail.reset();
                  byPhone.reset();
                }}
                label={t('forgot.method')}
                idPrefix="forgot"
              />
            )}
            <TabPanel idPrefix="forgot" tab={tab} className="flex flex-col gap-4">
              {tab === 'email' ? (
                <>
                  <p className="text-sm text-slate-400">{t('forgot.emailText')}</p>
                  <UsernameField />
                  <FormTextField
                    name="email"
                    label={t('fields.email')}
                    required
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    maxLength={100}
                  />
                </>
              ) : (
                <>
                  <MobileCodeFields rules={rules} onSend={sendResetCode} />
                  <NewPasswordFields rules={rules} />
                </>
              )}
              <FormAlert message={errors.alert(sending.error)} />
              <SubmitButton loading={sending.isPending}>
                {tab === 'email' ? t('forgot.sendLink') : t('forgot.resetAndLogin')}
              </SubmitButton>
            </TabPanel>
          </>
        )}
      </Form>
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
