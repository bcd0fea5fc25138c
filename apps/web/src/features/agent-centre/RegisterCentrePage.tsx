import { AGENT_REGISTER_KINDS } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Form, FormPasswordField, FormSelect, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { InviteCard } from '@/components/InviteCard';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { agentKeys, linksQuery, registerDownline } from './api';
import type { AgentPageProps } from './pages';
import { AgentPage, Panel } from './ui';

/**
 * Page 3, account (register centre): the agent's affiliate code and registration link with its QR code,
 * and a form that registers a member or a sub-agent directly under the agent.
 */
export function RegisterCentrePage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  return (
    <AgentPage title={t('agent.pages.agentRegisterCentre')}>
      <Links token={token} />
      <RegisterForm token={token} />
    </AgentPage>
  );
}

function Links({ token }: { token: string }) {
  const { t } = useTranslation();
  const links = useQuery(linksQuery(token));
  return (
    <Panel title={t('agent.register.linksTitle')}>
      <QueryView query={links} loading={<PanelLoadingFallback className="py-6" />}>
        {(l) => (
          <InviteCard
            code={l.affiliateCode}
            link={l.registerUrl}
            codeTestId="affiliate-code"
            intro={t('agent.register.linksText')}
            labels={{
              code: t('agent.register.code'),
              copyCode: t('agent.register.copyCode'),
              link: t('agent.register.link'),
              copyLink: t('agent.register.copyLink'),
              qrAlt: t('agent.register.qrAlt'),
              scan: t('agent.register.scan'),
            }}
          />
        )}
      </QueryView>
    </Panel>
  );
}

function RegisterForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errors = useServerErrors(['username', 'password', 'confirmPassword', 'nickname']);
  const schema = useMemo(
    () =>
      z
        .object({
          kind: z.enum(AGENT_REGISTER_KINDS),
          username: z.string().trim().min(1, t('form.required')).max(64),
          password: z.string().min(1, t('form.required')).max(128),
          confirmPassword: z.string().max(128),
          nickname: z.string().trim().max(32),
        })
        .refine((v) => v.password === v.confirmPassword, {
          path: ['confirmPassword'],
          message: t('errors.password_mismatch'),
        }),
    [t],
  );
  const register = useMutation({
    mutationFn: (v: z.output<typeof schema>) => registerDownline(token, { ...v, nickname: v.nickname || undefined }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...agentKeys.all, token] }),
  });
  const done = register.data;
  return (
    <Panel title={t('agent.register.formTitle')}>
      <p className="text-sm text-slate-400">{t('agent.register.formText')}</p>
      <Form
        schema={schema}
        defaultValues={{ kind: 'member', username: '', password: '', confirmPassword: '', nickname: '' }}
        onSubmit={(values, form) =>
          register.mutate(values, {
            onSuccess: () => form.reset({ ...values, username: '', password: '', confirmPassword: '', nickname: '' }),
            onError: (e) => errors.put(form, e),
          })
        }
        className="grid gap-4 lg:grid-cols-2"
        aria-label={t('agent.register.formTitle')}
      >
        <FormSelect name="kind" label={t('agent.register.kind')}>
          {AGENT_REGISTER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`agent.register.kinds.${k}`)}
            </option>
          ))}
        </FormSelect>
        <FormTextField
          name="username"
          label={t('agent.register.username')}
          required
          maxLength={64}
          autoComplete="off"
        />
        <FormPasswordField name="password" label={t('agent.register.password')} required autoComplete="new-password" />
        <FormPasswordField
          name="confirmPassword"
          label={t('agent.register.confirmPassword')}
          required
          autoComplete="new-password"
        />
        <FormTextField name="nickname" label={t('agent.register.nickname')} maxLength={32} autoComplete="off" />
        <div className="flex flex-col gap-3 lg:col-span-2">
          <FormAlert message={errors.alert(register.error)} />
          <FormAlert
            tone="success"
            message={
              done
                ? t(done.affiliateCode ? 'agent.register.doneAgent' : 'agent.register.doneMember', {
                    username: done.username,
                    code: done.affiliateCode ?? '',
                  })
                : null
            }
          />
          <SubmitButton loading={register.isPending}>{t('agent.register.submit')}</SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
