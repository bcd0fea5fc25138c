import { operatorPasswordBodySchema, totpEnableBodySchema } from '@lotus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass, cx } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormPasswordField, FormTextField } from '@/components/form';
import { useServerErrors } from '@/components/serverErrors';
import { withCheck, withMessage } from '@/lib/fieldSchema';
import { useTranslation } from '@/lib/i18n';
import { consoleApi } from '../api';
import { ConsolePage, ConsoleSection } from '../ConsolePage';
import { useOperator } from '../operator';
import { consoleKeys } from '../queries';
import { FormFooter } from '../FormFooter';

/** The signed-in operator's answer (me) is read again after a change to the account. */
function useRefreshMe() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...consoleKeys.all, 'me'] });
}

/**
 * /console/account: the operator's own password and two-factor. It is also the forced first step
 * after a sign-in whose password must change or whose two-factor must be set up: the console shows
 * only this page until both are done.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const forced = operator.mustChangePassword || operator.mustSetupTotp;
  return (
    <ConsolePage
      title={t('console.account.title')}
      description={t('console.account.who', {
        username: operator.username,
        role: t(`console.roles.${operator.role}`),
      })}
    >
      {forced && (
        <FormAlert
          tone="info"
          message={
            operator.mustChangePassword && operator.mustSetupTotp
              ? t('console.account.forcedBoth')
              : operator.mustChangePassword
                ? t('console.account.forcedPassword')
                : t('console.account.forcedTotp')
          }
        />
      )}
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <PasswordSection highlighted={operator.mustChangePassword} />
        <TwoFactorSection />
      </div>
    </ConsolePage>
  );
}

function PasswordSection({ highlighted }: { highlighted: boolean }) {
  const { t } = useTranslation();
  const refreshMe = useRefreshMe();
  const [done, setDone] = useState(false);
  const errors = useServerErrors(['current', 'password']);
  const schema = useMemo(() => {
    const required = (text: string) => (text ? null : t('form.required'));
    return z
      .object({
        current: withCheck(operatorPasswordBodySchema.shape.current, required),
        password: withMessage(operatorPasswordBodySchema.shape.password, t('console.account.passwordRule')),
        confirm: z.string(),
      })
      .refine((v) => v.confirm === v.password, { path: ['confirm'], message: t('console.account.confirmMismatch') })
      .refine((v) => v.password !== v.current, { path: ['password'], message: t('console.account.samePassword') });
  }, [t]);
  const change = useMutation({
    mutationFn: (v: z.output<typeof schema>) => consoleApi.changePassword({ current: v.current, password: v.password }),
    onSuccess: () => {
      setDone(true);
      return refreshMe();
    },
  });
  return (
    <ConsoleSection
      title={t('console.account.password')}
      description={t('console.account.passwordText')}
      className={cx(highlighted && 'ring-gold-400/60')}
    >
      <Form
        schema={schema}
        defaultValues={{ current: '', password: '', confirm: '' }}
        aria-label={t('console.account.password')}
        onSubmit={(v, form) => {
          setDone(false);
          change.mutate(v, { onError: (e) => errors.put(form, e), onSuccess: () => form.reset() });
        }}
      >
        <FormPasswordField
          name="current"
          label={t('console.account.current')}
          autoComplete="current-password"
          required
        />
        <FormPasswordField
          name="password"
          label={t('console.account.newPassword')}
          autoComplete="new-password"
          hint={t('console.account.passwordRule')}
          required
        />
        <FormPasswordField name="confirm" label={t('console.account.confirm')} autoComplete="new-password" required />
        <FormFooter
          place="start"
          alert={errors.alert(change.error)}
          success={done ? t('console.account.passwordChanged') : null}
          pending={change.isPending}
          label={t('console.account.changePassword')}
          size="md"
        />
      </Form>
    </ConsoleSection>
  );
}

function TwoFactorSection() {
  const { t } = useTranslation();
  const operator = useOperator();
  const setup = useMutation({ mutationFn: consoleApi.totpSetup });
  const status = operator.totpEnabled
    ? { text: t('console.account.totpOn'), tone: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30' }
    : { text: t('console.account.totpOff'), tone: 'bg-amber-500/15 text-amber-200 ring-amber-400/30' };
  return (
    <ConsoleSection
      title={t('console.account.totp')}
      description={t('console.account.totpText')}
      className={cx(operator.mustSetupTotp && 'ring-gold-400/60')}
      actions={
        <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', status.tone)}>{status.text}</span>
      }
    >
      {operator.totpEnabled ? (
        <p className="text-[13px] text-slate-300">{t('console.account.totpEnabledText')}</p>
      ) : setup.data ? (
        <TotpEnable secret={setup.data.secret} qrCode={setup.data.qrCode} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-[13px] text-slate-300">
            {operator.totpRequired ? t('console.account.totpRequired') : t('console.account.totpOptional')}
          </p>
          <FormAlert message={setup.error ? t('console.account.setupFailed') : null} />
          <button
            type="button"
            className={buttonClass('primary', 'md', 'self-start')}
            disabled={setup.isPending}
            onClick={() => setup.mutate()}
          >
            {t('console.account.startSetup')}
          </button>
        </div>
      )}
    </ConsoleSection>
  );
}

/** Groups a base32 secret in fours, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function TotpEnable({ secret, qrCode }: { secret: string; qrCode: string }) {
  const { t } = useTranslation();
  const refreshMe = useRefreshMe();
  const errors = useServerErrors(['code']);
  const schema = useMemo(
    () => z.object({ code: withMessage(totpEnableBodySchema.shape.code, t('console.fields.codeRule')) }),
    [t],
  );
  const enable = useMutation({
    mutationFn: (v: z.output<typeof schema>) => consoleApi.totpEnable(v.code),
    onSuccess: () => refreshMe(),
  });
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <img
        src={qrCode}
        alt={t('console.account.qrAlt')}
        width={176}
        height={176}
        className="h-44 w-44 shrink-0 self-center rounded-md bg-white p-2 sm:self-start"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <ol className="list-decimal space-y-1 pl-5 text-[13px] text-slate-300">
          <li>{t('console.account.step1')}</li>
          <li>{t('console.account.step2')}</li>
          <li>{t('console.account.step3')}</li>
        </ol>
        <div>
          <p className="text-xs text-slate-400">{t('console.account.secret')}</p>
          <p
            className="mt-1 rounded-md bg-navy-950/70 px-3 py-2 font-mono text-sm break-all text-gold-200 select-all ring-1 ring-white/10"
            data-testid="totp-secret"
          >
            {grouped(secret)}
          </p>
        </div>
        <Form
          schema={schema}
          defaultValues={{ code: '' }}
          aria-label={t('console.account.enableTotp')}
          onSubmit={(v, form) => enable.mutate(v, { onError: (e) => errors.put(form, e) })}
        >
          <FormTextField
            name="code"
            label={t('console.fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            filter={(text) => text.replace(/\D/g, '')}
            required
          />
          <FormFooter
            place="start"
            alert={errors.alert(enable.error)}
            pending={enable.isPending}
            label={t('console.account.enableTotp')}
            size="md"
          />
        </Form>
      </div>
    </div>
  );
}
