import { HELP_FORMATS, type OpsHelpArticle } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormSelect, FormTextArea, FormTextField } from '@/components/form';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { formatTime, zoneLabel } from '../format';
import { Tag } from '../Tag';
import { configApi } from './configApi';
import { helpArticlesQuery } from './queries';
import { ConfigEditorPage, ConfigTable, DeleteButton, actionsColumn, useRefresh } from './shared';
import { FormFooter } from '../FormFooter';

/** /console/config/help (content.manage): the help centre's articles; import (Markdown or HTML) and remove. */
export function HelpArticlesPage() {
  const { t } = useTranslation();
  return (
    <ConfigEditorPage<never>
      title={t('console.config.help.title')}
      description={t('console.config.help.text')}
      addLabel={t('console.config.help.import')}
      list={(brand) => <Articles brand={brand} />}
      editor={(brand, _new, close) => <ImportDialog brand={brand} onClose={close} />}
    />
  );
}

function Articles({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const list = useQuery(helpArticlesQuery(brand));
  const refresh = useRefresh();
  const remove = useMutation({
    mutationFn: configApi.deleteHelpArticle,
    onSettled: () => refresh(helpArticlesQuery(brand).queryKey),
  });
  const columns: Column<OpsHelpArticle>[] = [
    { id: 'lang', header: t('console.config.language'), cell: (a) => <Tag tone="slate">{a.language}</Tag> },
    { id: 'category', header: t('console.config.help.category'), cell: (a) => a.category },
    { id: 'title', header: t('console.config.help.titleColumn'), rowHeader: true, cell: (a) => a.title },
    { id: 'slug', header: 'Slug', cellClassName: 'font-mono text-xs', cell: (a) => a.slug },
    { id: 'sort', header: t('console.config.sort'), align: 'right', cell: (a) => a.sort },
    { id: 'updated', header: `${t('console.config.updated')} (${zoneLabel()})`, cell: (a) => formatTime(a.updatedAt) },
    actionsColumn(t('console.config.actions'), (a) => (
      <DeleteButton
        name={`${a.title} (${a.language})`}
        title={t('console.config.deleteTitle', { name: a.title })}
        onDelete={() => remove.mutate(a.id)}
      />
    )),
  ];
  return (
    <ConfigTable
      query={list}
      columns={columns}
      rowKey={(a) => a.id}
      caption={t('console.config.help.title')}
      error={remove.error}
    />
  );
}

function ImportDialog({ brand, onClose }: { brand: string; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['language', 'category', 'slug', 'title', 'format', 'source']);
  const schema = useMemo(() => {
    const slug = z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, t('console.config.help.slugHint'));
    return z.object({
      language: z.enum(['vi', 'en']),
      category: slug,
      slug,
      title: z.string().trim().max(200),
      format: z.enum(HELP_FORMATS),
      source: z.string().min(1, t('form.required')).max(200_000),
    });
  }, [t]);
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      configApi.importHelpArticle({ brand, ...v, title: v.title || undefined }),
    onSuccess: async () => {
      await refresh(helpArticlesQuery(brand).queryKey);
      onClose();
    },
  });
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={t('console.config.help.import')} size="md">
      <Form
        schema={schema}
        defaultValues={{ language: 'vi', category: '', slug: '', title: '', format: 'markdown', source: '' }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={t('console.config.help.import')}
      >
        <FormSelect name="language" label={t('console.config.language')}>
          <option value="vi">Tiếng Việt</option>
          <option value="en">English</option>
        </FormSelect>
        <FormSelect name="format" label={t('console.config.help.format')}>
          {HELP_FORMATS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </FormSelect>
        <FormTextField name="category" label={t('console.config.help.category')} spellCheck={false} />
        <FormTextField name="slug" label="Slug" spellCheck={false} />
        <FormTextField
          name="title"
          label={t('console.config.help.titleColumn')}
          hint={t('console.config.help.titleHint')}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <FormTextArea name="source" label={t('console.config.help.source')} rows={10} className="font-mono" />
        </div>
        <FormFooter wide alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}
