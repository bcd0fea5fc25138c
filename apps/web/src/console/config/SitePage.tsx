import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormCheckbox, FormSelect, FormTextArea, FormTextField } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { formatTime, parseList, zoneLabel } from '../format';
import { Tag } from '../Tag';
import { configApi } from './configApi';
import { siteQuery } from './queries';
import { ConfigPage, Loading, fromLocalInput, toLocalInput, useRefresh } from './shared';
import type { OpsSiteState } from '@lotus/contracts';
import { FormFooter } from '../FormFooter';

/** /console/config/site (config.manage): the brand's maintenance and its region restriction. */
export function SitePage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.config.site.title')} description={t('console.config.site.text')}>
      {(brand) => <Site brand={brand} />}
    </ConfigPage>
  );
}

function Site({ brand }: { brand: string }) {
  const site = useQuery(siteQuery(brand));
  return (
    <QueryView query={site} loading={<Loading />}>
      {(d) => (
        <div className="grid gap-4 xl:grid-cols-2">
          <Maintenance brand={brand} state={d} />
          <Region brand={brand} state={d} />
        </div>
      )}
    </QueryView>
  );
}

function Maintenance({ brand, state }: { brand: string; state: OpsSiteState }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['enabled', 'until', 'messageVi'], { rename: { message: 'messageVi' } });
  const m = state.maintenance;
  const schema = useMemo(
    () =>
      z.object({
        enabled: z.boolean(),
        until: z.string(),
        messageVi: z.string().trim().max(2000),
        messageEn: z.string().trim().max(2000),
      }),
    [],
  );
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      configApi.maintenance({
        brand,
        enabled: v.enabled,
        until: v.enabled ? fromLocalInput(v.until) : undefined,
        message:
          v.enabled && (v.messageVi || v.messageEn)
            ? { vi: v.messageVi || v.messageEn, en: v.messageEn || v.messageVi }
            : undefined,
      }),
    onSuccess: () => refresh(siteQuery(brand).queryKey),
  });
  return (
    <ConsoleSection
      title={t('console.config.site.maintenance')}
      actions={
        m.enabled ? (
          <Tag tone="red">{t('console.config.site.maintenanceOn')}</Tag>
        ) : (
          <Tag tone="green">{t('console.config.site.open')}</Tag>
        )
      }
    >
      {m.enabled && m.until && (
        <p className="mb-3 text-sm text-slate-300">
          {t('console.config.site.until', { time: `${formatTime(m.until)} (${zoneLabel()})` })}
        </p>
      )}
      <Form
        key={`${m.enabled}-${m.until}`}
        schema={schema}
        defaultValues={{
          enabled: m.enabled,
          until: toLocalInput(m.until),
          messageVi: m.message?.vi ?? '',
          messageEn: m.message?.en ?? '',
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        aria-label={t('console.config.site.maintenance')}
      >
        <FormCheckbox name="enabled">{t('console.config.site.maintenanceEnabled')}</FormCheckbox>
        <FormTextField
          name="until"
          type="datetime-local"
          label={`${t('console.config.site.untilLabel')} (${zoneLabel()})`}
          hint={t('console.config.site.untilHint')}
        />
        <FormTextArea name="messageVi" label={t('console.config.site.messageVi')} rows={2} />
        <FormTextArea name="messageEn" label={t('console.config.site.messageEn')} rows={2} />
        <FormFooter alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </ConsoleSection>
  );
}

function Region({ brand, state }: { brand: string; state: OpsSiteState }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const message = useErrorMessage();
  const errors = useServerErrors(['items'], { rename: { countries: 'items', cidrs: 'items' } });
  const r = state.region;
  const schema = useMemo(
    () =>
      z.object({
        action: z.enum(['block-country', 'unblock-country', 'deny-ip', 'allow-ip']),
        items: z.string().trim().min(1, t('form.required')),
      }),
    [t],
  );
  const change = useMutation({
    mutationFn: (v: z.output<typeof schema>) => {
      const items = parseList(v.items);
      return v.action === 'block-country' || v.action === 'unblock-country'
        ? configApi.region({ brand, action: v.action, countries: items })
        : configApi.region({ brand, action: v.action, cidrs: items });
    },
    onSuccess: () => refresh(siteQuery(brand).queryKey),
  });
  const off = useMutation({
    mutationFn: () => configApi.region({ brand, action: 'off' }),
    onSuccess: () => refresh(siteQuery(brand).queryKey),
  });
  const list = (label: string, items: string[]) => (
    <div>
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-mono text-[13px] text-slate-100">{items.length ? items.join(', ') : '—'}</dd>
    </div>
  );
  return (
    <ConsoleSection
      title={t('console.config.site.region')}
      actions={
        <span className="flex items-center gap-2">
          {r.enabled ? (
            <Tag tone="amber">{t('console.config.site.regionOn')}</Tag>
          ) : (
            <Tag tone="slate">{t('console.config.site.regionOff')}</Tag>
          )}
          {r.enabled && (
            <button
              type="button"
              className={buttonClass('danger', 'sm', 'h-7 px-2.5')}
              onClick={async () => {
                if (
                  await confirm({
                    title: t('console.config.site.regionOffTitle'),
                    content: t('console.config.site.regionOffText'),
                    confirm: t('console.config.site.turnOff'),
                    variant: 'danger',
                  })
                )
                  off.mutate();
              }}
            >
              {t('console.config.site.turnOff')}
            </button>
          )}
        </span>
      }
    >
      <dl className="mb-4 grid gap-2">
        {list(t('console.config.site.blocked'), r.blockedCountries)}
        {list(t('console.config.site.denied'), r.deniedIps)}
        {list(t('console.config.site.allowed'), r.allowedIps)}
      </dl>
      <FormAlert message={off.error ? message(off.error) : null} />
      <Form
        schema={schema}
        defaultValues={{ action: 'block-country', items: '' }}
        onSubmit={(v, form) =>
          change.mutate(v, { onError: (e) => errors.put(form, e), onSuccess: () => form.reset({ ...v, items: '' }) })
        }
        aria-label={t('console.config.site.region')}
        className="grid gap-3 sm:grid-cols-[12rem_1fr]"
      >
        <FormSelect name="action" label={t('console.config.site.action')}>
          {(['block-country', 'unblock-country', 'deny-ip', 'allow-ip'] as const).map((a) => (
            <option key={a} value={a}>
              {t(`console.config.site.actions.${a}`)}
            </option>
          ))}
        </FormSelect>
        <FormTextField
          name="items"
          label={t('console.config.site.items')}
          hint={t('console.config.site.itemsHint')}
          spellCheck={false}
        />
        <FormFooter
          wide
          alert={errors.alert(change.error)}
          pending={change.isPending}
          label={t('console.config.apply')}
        />
      </Form>
    </ConsoleSection>
  );
}
