import { ANNOUNCEMENT_TYPES, createAnnouncementSchema } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormSelect, FormTextArea, FormTextField } from '@/components/form';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { timeColumn } from '../columns';
import { formatTime, zoneLabel } from '../format';
import { Tag } from '../Tag';
import { configApi } from './configApi';
import { announcementsQuery } from './queries';
import { ConfigEditorPage, ConfigTable, DeleteButton, actionsColumn, fromLocalInput, useRefresh } from './shared';
import { FormFooter } from '../FormFooter';

type Row = Awaited<ReturnType<typeof configApi.announcements>>[number];

/** /console/config/announcements (content.manage): notices, popups and the marquee; add and remove. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <ConfigEditorPage<never>
      title={t('console.config.announcements.title')}
      description={t('console.config.announcements.text')}
      addLabel={t('console.config.announcements.add')}
      list={(brand) => <Announcements brand={brand} />}
      editor={(brand, _new, close) => <AddDialog brand={brand} onClose={close} />}
    />
  );
}

function Announcements({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const list = useQuery(announcementsQuery(brand));
  const refresh = useRefresh();
  const remove = useMutation({
    mutationFn: configApi.deleteAnnouncement,
    onSettled: () => refresh(announcementsQuery(brand).queryKey),
  });
  const columns: Column<Row>[] = [
    {
      id: 'type',
      header: t('console.config.announcements.type'),
      cell: (a) => <Tag tone="gold">{t(`console.config.announcements.types.${a.type}`)}</Tag>,
    },
    { id: 'title', header: t('console.config.announcements.titleColumn'), rowHeader: true, cell: (a) => a.title.vi },
    { id: 'titleEn', header: 'EN', cell: (a) => a.title.en },
    { id: 'starts', header: `${t('console.config.from')} (${zoneLabel()})`, cell: (a) => formatTime(a.startsAt) },
    timeColumn('ends', t('console.config.to'), (a) => a.endsAt),
    actionsColumn(t('console.config.actions'), (a) => (
      <DeleteButton
        name={a.title.vi}
        title={t('console.config.deleteTitle', { name: a.title.vi })}
        onDelete={() => remove.mutate(a.id)}
      />
    )),
  ];
  return (
    <ConfigTable
      query={list}
      columns={columns}
      rowKey={(a) => a.id}
      caption={t('console.config.announcements.title')}
      error={remove.error}
    />
  );
}

function AddDialog({ brand, onClose }: { brand: string; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['type', 'titleVi', 'titleEn', 'contentVi', 'contentEn', 'startsAt', 'endsAt'], {
    rename: { title: 'titleVi', content: 'contentVi' },
  });
  const schema = useMemo(() => {
    const text = (max: number) => z.string().trim().min(1, t('form.required')).max(max);
    return z.object({
      type: z.enum(ANNOUNCEMENT_TYPES),
      titleVi: text(200),
      titleEn: text(200),
      contentVi: text(20_000),
      contentEn: text(20_000),
      startsAt: z.string(),
      endsAt: z.string(),
    });
  }, [t]);
  const add = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      configApi.createAnnouncement(
        createAnnouncementSchema.parse({
          brand,
          type: v.type,
          title: { vi: v.titleVi, en: v.titleEn },
          content: { vi: v.contentVi, en: v.contentEn },
          startsAt: fromLocalInput(v.startsAt),
          endsAt: fromLocalInput(v.endsAt),
        }),
      ),
    onSuccess: async () => {
      await refresh(announcementsQuery(brand).queryKey);
      onClose();
    },
  });
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={t('console.config.announcements.add')} size="md">
      <Form
        schema={schema}
        defaultValues={{ type: 'B', titleVi: '', titleEn: '', contentVi: '', contentEn: '', startsAt: '', endsAt: '' }}
        onSubmit={(v, form) => add.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={t('console.config.announcements.add')}
      >
        <FormSelect name="type" label={t('console.config.announcements.type')} className="sm:col-span-2">
          {ANNOUNCEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`console.config.announcements.types.${type}`)}
            </option>
          ))}
        </FormSelect>
        <FormTextField name="titleVi" label={t('console.config.titleVi')} />
        <FormTextField name="titleEn" label={t('console.config.titleEn')} />
        <FormTextArea name="contentVi" label={t('console.config.contentVi')} hint={t('console.config.htmlHint')} />
        <FormTextArea name="contentEn" label={t('console.config.contentEn')} hint={t('console.config.htmlHint')} />
        <FormTextField name="startsAt" type="datetime-local" label={`${t('console.config.from')} (${zoneLabel()})`} />
        <FormTextField name="endsAt" type="datetime-local" label={`${t('console.config.to')} (${zoneLabel()})`} />
        <FormFooter wide alert={errors.alert(add.error)} pending={add.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}
