import { opsBroadcastBodySchema, type BroadcastAudience, type OpsBroadcastResult } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Form, FormSelect, FormTextArea, FormTextField } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { parseList } from '../format';
import { configApi } from './configApi';
import { ConfigPage } from './shared';
import { FormFooter } from '../FormFooter';

/** /console/config/broadcast (content.manage): a notice to the inbox of all members, a VIP level or named members. */
export function BroadcastPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.config.broadcast.title')} description={t('console.config.broadcast.text')}>
      {(brand) => <Broadcast key={brand} brand={brand} />}
    </ConfigPage>
  );
}

const FIELDS = ['audience', 'level', 'usernames', 'titleVi', 'titleEn', 'contentVi', 'contentEn'];

function Broadcast({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [sent, setSent] = useState<OpsBroadcastResult | null>(null);
  const errors = useServerErrors(FIELDS, { rename: { title: 'titleVi', content: 'contentVi' } });
  const schema = useMemo(() => {
    const text = (max: number) => z.string().trim().min(1, t('form.required')).max(max);
    return z
      .object({
        audience: z.enum(['all', 'vip', 'usernames']),
        level: z.string().trim(),
        usernames: z.string(),
        titleVi: text(200),
        titleEn: text(200),
        contentVi: text(5000),
        contentEn: text(5000),
      })
      .superRefine((v, ctx) => {
        if (v.audience === 'vip' && !/^\d{1,3}$/.test(v.level))
          ctx.addIssue({ code: 'custom', path: ['level'], message: t('console.config.intHint') });
        if (v.audience === 'usernames' && parseList(v.usernames).length === 0)
          ctx.addIssue({ code: 'custom', path: ['usernames'], message: t('form.required') });
      });
  }, [t]);
  type Values = z.output<typeof schema>;
  const audienceOf = (v: Values): BroadcastAudience =>
    v.audience === 'vip'
      ? { kind: 'vip', level: Number(v.level) }
      : v.audience === 'usernames'
        ? { kind: 'usernames', usernames: parseList(v.usernames) }
        : { kind: 'all' };
  const send = useMutation({
    mutationFn: (v: Values) =>
      configApi.broadcast(
        opsBroadcastBodySchema.parse({
          brand,
          audience: audienceOf(v),
          title: { vi: v.titleVi, en: v.titleEn },
          content: { vi: v.contentVi, en: v.contentEn },
        }),
      ),
    onSuccess: setSent,
  });
  const audienceText = (v: Values) =>
    v.audience === 'vip'
      ? t('console.config.broadcast.toVip', { level: v.level })
      : v.audience === 'usernames'
        ? t('console.config.broadcast.toUsers', { count: parseList(v.usernames).length })
        : t('console.config.broadcast.toAll');
  return (
    <ConsoleSection title={t('console.config.broadcast.compose')}>
      <Form
        schema={schema}
        defaultValues={{
          audience: 'all',
          level: '',
          usernames: '',
          titleVi: '',
          titleEn: '',
          contentVi: '',
          contentEn: '',
        }}
        onSubmit={async (v, form) => {
          setSent(null);
          if (
            !(await confirm({
              title: t('console.config.broadcast.confirmTitle'),
              content: audienceText(v),
              confirm: t('console.config.broadcast.send'),
            }))
          )
            return;
          send.mutate(v, { onError: (e) => errors.put(form, e), onSuccess: () => form.reset() });
        }}
        aria-label={t('console.config.broadcast.compose')}
        className="grid gap-4 sm:grid-cols-2"
      >
        {(form) => {
          const audience = form.watch('audience');
          return (
            <>
              <FormSelect name="audience" label={t('console.config.broadcast.audience')}>
                <option value="all">{t('console.config.broadcast.all')}</option>
                <option value="vip">{t('console.config.broadcast.vip')}</option>
                <option value="usernames">{t('console.config.broadcast.usernames')}</option>
              </FormSelect>
              {audience === 'vip' && (
                <FormTextField name="level" label={t('console.config.broadcast.level')} inputMode="numeric" />
              )}
              {audience === 'usernames' && (
                <div className="sm:col-span-2">
                  <FormTextArea
                    name="usernames"
                    label={t('console.config.broadcast.usernames')}
                    hint={t('console.config.broadcast.usernamesHint')}
                    rows={3}
                  />
                </div>
              )}
              <FormTextField name="titleVi" label={t('console.config.titleVi')} className="sm:col-start-1" />
              <FormTextField name="titleEn" label={t('console.config.titleEn')} />
              <FormTextArea name="contentVi" label={t('console.config.contentVi')} rows={5} />
              <FormTextArea name="contentEn" label={t('console.config.contentEn')} rows={5} />
              <FormFooter
                wide
                alert={errors.alert(send.error)}
                success={sent ? t('console.config.broadcast.sent', { count: sent.sent }) : null}
                pending={send.isPending}
                label={t('console.config.broadcast.send')}
              />
            </>
          );
        }}
      </Form>
    </ConsoleSection>
  );
}
