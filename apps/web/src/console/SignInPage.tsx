import { operatorLoginBodySchema, totpEnableBodySchema } from '@lotus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormPasswordField, FormTextField, SubmitButton } from '@/components/form';
import { LanguageSwitch } from '@/components/LanguageSelector';
import { useErrorMessage } from '@/components/ErrorState';
import { isApiError } from '@/lib/api';
import { withCheck, withMessage } from '@/lib/fieldSchema';
import { useTranslation } from '@/lib/i18n';
import { consoleApi } from './api';
import { selectConsoleLanguage } from './language';
import { ConsoleMark } from './layout/ConsoleLayout';
import { meQuery } from './queries';
import { startConsoleSession, useSignInNotice } from './session';

/** The answer that asks for the two-factor code: the form's second step. */
const TOTP_REQUIRED = 'operator_totp_required';

interface Credentials {
  username: string;
  password: string;
}

/**
 * The console's sign-in: username and password, then, for an operator with two-factor, the 6-digit
 * code of its authenticator app (the server answered operator_totp_required). Wrong credentials, a
 * lockout or a refused IP show the server's answer in the form.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notice = useSignInNotice();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  useEffect(() => {
    document.title = `${t('console.signIn.title')} | ${t('console.product')}`;
  }, [t]);

  const signIn = useMutation({
    mutationFn: (body: Credentials & { code?: string }) => consoleApi.login(body),
    onSuccess: (value) => {
      client.setQueryData(meQuery(value.token).queryKey, value.operator);
      startConsoleSession({ token: value.token, idleMinutes: value.idleMinutes });
    },
  });

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl bg-navy-850 shadow-2xl shadow-black/40 ring-1 ring-white/10">
        <div className="border-b border-white/10 px-6 pt-6 pb-4">
          <ConsoleMark className="text-base" />
          <h1 className="mt-4 text-xl font-semibold text-white">{t('console.signIn.title')}</h1>
          <p className="mt-1 text-[13px] text-slate-400">
            {credentials ? t('console.signIn.codeText') : t('console.signIn.text')}
          </p>
        </div>
        <div className="px-6 py-5">
          {notice === 'expired' && !signIn.error && (
            <div className="mb-4">
              <FormAlert tone="info" message={t('console.signIn.expired')} />
            </div>
          )}
          {credentials ? (
            <CodeStep
              error={signIn.error}
              pending={signIn.isPending}
              onSubmit={(code) => signIn.mutate({ ...credentials, code })}
              onBack={() => {
                signIn.reset();
                setCredentials(null);
              }}
            />
          ) : (
            <PasswordStep
              error={signIn.error}
              pending={signIn.isPending}
              onSubmit={(values) =>
                signIn.mutate(values, {
                  onError: (e) => {
                    if (isApiError(e) && e.errorCode === TOTP_REQUIRED) {
                      signIn.reset();
                      setCredentials(values);
                    }
                  },
                })
              }
            />
          )}
        </div>
      </div>
      <LanguageSwitch onSelect={selectConsoleLanguage} className="w-56" />
    </div>
  );
}

function PasswordStep({
  error,
  pending,
  onSubmit,
}: {
  error: unknown;
  pending: boolean;
  onSubmit: (values: Credentials) => void;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const schema = useMemo(() => {
    const required = (text: string) => (text.trim() ? null : t('form.required'));
    return z.object({
      username: withCheck(operatorLoginBodySchema.shape.username, required),
      password: withCheck(operatorLoginBodySchema.shape.password, required),
    });
  }, [t]);
  const shown = isApiError(error) && error.errorCode === TOTP_REQUIRED ? null : error;
  return (
    <Form
      schema={schema}
      defaultValues={{ username: '', password: '' }}
      onSubmit={onSubmit}
      aria-label={t('console.signIn.title')}
      validateOn="submit"
    >
      <FormTextField
        name="username"
        label={t('console.fields.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <FormPasswordField
        name="password"
        label={t('console.fields.password')}
        autoComplete="current-password"
        required
      />
      <FormAlert message={shown ? message(shown) : null} />
      <SubmitButton loading={pending} variant="primary">
        {t('console.signIn.submit')}
      </SubmitButton>
    </Form>
  );
}

function CodeStep({
  error,
  pending,
  onSubmit,
  onBack,
}: {
  error: unknown;
  pending: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const schema = useMemo(
    () => z.object({ code: withMessage(totpEnableBodySchema.shape.code, t('console.fields.codeRule')) }),
    [t],
  );
  return (
    <Form
      schema={schema}
      defaultValues={{ code: '' }}
      onSubmit={(v) => onSubmit(v.code)}
      aria-label={t('console.signIn.codeTitle')}
      validateOn="submit"
    >
      <FormTextField
        name="code"
        label={t('console.fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        filter={(text) => text.replace(/\D/g, '')}
        autoFocus
        required
      />
      <FormAlert message={error ? message(error) : null} />
      <SubmitButton loading={pending} variant="primary">
        {t('console.signIn.verify')}
      </SubmitButton>
      <button type="button" className={buttonClass('ghost', 'sm', 'self-center')} onClick={onBack}>
        {t('common.back')}
      </button>
    </Form>
  );
}
