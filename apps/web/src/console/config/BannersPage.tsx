import { BANNER_GROUPS, BANNER_LIMITS, type Banner } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormSelect, FormTextField, useBoundField } from '@/components/form';
import { ChevronDownIcon } from '@/components/icons';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsoleSection } from '../ConsolePage';
import { configApi } from './configApi';
import { bannersQuery } from './queries';
import { ConfigPage, DeleteButton, EditButton, Empty, Loading, useRefresh } from './shared';
import { FormFooter } from '../FormFooter';

type Group = Banner['group'];

/** /console/config/banners (content.manage): the home carousel and the sign-in and registration pictures. */
export function BannersPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Banner | Group | null>(null);
  return (
    <ConfigPage title={t('console.config.banners.title')} description={t('console.config.banners.text')}>
      {(brand) => (
        <>
          <Banners brand={brand} onEdit={setEditing} />
          {editing && <BannerDialog brand={brand} banner={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </ConfigPage>
  );
}

function Banners({ brand, onEdit }: { brand: string; onEdit: (b: Banner | Group) => void }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(bannersQuery(brand));
  const refresh = useRefresh();
  const message = useErrorMessage();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const done = () => refresh(bannersQuery(brand).queryKey);
  const remove = useMutation({ mutationFn: (id: string) => configApi.deleteBanner(brand, id), onSettled: done });
  const order = useMutation({
    mutationFn: (v: { group: Group; ids: string[] }) => configApi.orderBanners(brand, v.group, v.ids),
    onSettled: done,
  });
  const move = (rows: Banner[], index: number, by: -1 | 1) => {
    const ids = rows.map((b) => b.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate({ group: rows[0]!.group, ids });
  };
  const columns = (rows: Banner[]): Column<Banner>[] => [
    {
      id: 'picture',
      header: t('console.config.banners.picture'),
      cell: (b) => <img src={b.imageUrl} alt="" className="h-12 w-28 rounded object-cover ring-1 ring-white/10" />,
    },
    { id: 'title', header: t('console.config.banners.titleColumn'), rowHeader: true, cell: (b) => b.title[lang] },
    {
      id: 'link',
      header: t('console.config.banners.link'),
      cellClassName: 'font-mono text-xs',
      cell: (b) => b.link ?? '—',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('console.config.actions')}</span>,
      align: 'right',
      cell: (b) => {
        const i = rows.indexOf(b);
        return (
          <span className="flex justify-end gap-1.5">
            <button
              type="button"
              className={buttonClass('ghost', 'sm', 'h-7 px-2')}
              aria-label={t('console.config.banners.up', { name: b.title[lang] })}
              disabled={i === 0 || order.isPending}
              onClick={() => move(rows, i, -1)}
            >
              <ChevronDownIcon size={16} className="rotate-180" />
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'sm', 'h-7 px-2')}
              aria-label={t('console.config.banners.down', { name: b.title[lang] })}
              disabled={i === rows.length - 1 || order.isPending}
              onClick={() => move(rows, i, 1)}
            >
              <ChevronDownIcon size={16} />
            </button>
            <EditButton name={b.title[lang]} onClick={() => onEdit(b)} />
            <DeleteButton
              name={b.title[lang]}
              title={t('console.config.deleteTitle', { name: b.title[lang] })}
              onDelete={() => remove.mutate(b.id)}
            />
          </span>
        );
      },
    },
  ];
  const error = remove.error ?? order.error;
  return (
    <>
      <FormAlert message={error ? message(error) : null} />
      <QueryView query={list} loading={<Loading />}>
        {(d) =>
          BANNER_GROUPS.map((group) => {
            const rows = d.banners.filter((b) => b.group === group);
            return (
              <ConsoleSection
                key={group}
                title={t(`console.config.banners.groups.${group}`)}
                actions={
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm', 'h-7 px-2.5')}
                    aria-label={t('console.config.banners.addTo', {
                      group: t(`console.config.banners.groups.${group}`),
                    })}
                    onClick={() => onEdit(group)}
                  >
                    {t('console.config.banners.add')}
                  </button>
                }
              >
                {rows.length === 0 ? (
                  <Empty />
                ) : (
                  <DataTable
                    rows={rows}
                    columns={columns(rows)}
                    rowKey={(b) => b.id}
                    caption={t(`console.config.banners.groups.${group}`)}
                    look={CONSOLE_TABLE}
                  />
                )}
              </ConsoleSection>
            );
          })
        }
      </QueryView>
    </>
  );
}

/** A picture chosen from the computer, kept in the form as a data URL (checked again by the server). */
function PictureFile() {
  const { t } = useTranslation();
  const { field, error } = useBoundField('image');
  const [tooBig, setTooBig] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label className="text-[13px] font-medium text-slate-300">
        {t('console.config.banners.upload')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          className="mt-1.5 block w-full text-sm text-slate-300 file:mr-3 file:rounded file:border-0 file:bg-white/10 file:px-3 file:py-1.5 file:text-slate-100"
          onChange={(e) => {
            const file = e.target.files?.[0];
            setTooBig(false);
            if (!file) return field.onChange('');
            if (file.size > BANNER_LIMITS.maxImageBytes) {
              setTooBig(true);
              return field.onChange('');
            }
            const reader = new FileReader();
            reader.onload = () => field.onChange(String(reader.result));
            reader.readAsDataURL(file);
          }}
        />
      </label>
      <p className="text-xs text-slate-500">
        {tooBig ? t('console.config.banners.tooBig') : (error ?? t('console.config.banners.uploadHint'))}
      </p>
      {typeof field.value === 'string' && field.value && (
        <img src={field.value} alt="" className="h-20 w-full rounded object-cover ring-1 ring-white/10" />
      )}
    </div>
  );
}

const FIELDS = ['group', 'imageUrl', 'image', 'link', 'titleVi', 'titleEn'];

function BannerDialog({ brand, banner, onClose }: { brand: string; banner: Banner | Group; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(FIELDS, { rename: { title: 'titleVi' } });
  const existing = typeof banner === 'string' ? null : banner;
  const schema = useMemo(() => {
    const path = z
      .string()
      .trim()
      .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v), t('console.config.banners.pathHint'));
    return z
      .object({
        group: z.enum(BANNER_GROUPS),
        imageUrl: path,
        image: z.string(),
        link: path,
        titleVi: z.string().trim().min(1, t('form.required')).max(120),
        titleEn: z.string().trim().min(1, t('form.required')).max(120),
      })
      .refine((v) => existing || v.image || v.imageUrl, {
        message: t('console.config.banners.pictureRequired'),
        path: ['imageUrl'],
      });
  }, [t, existing]);
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => {
      const body = {
        brand,
        group: v.group,
        link: v.link || null,
        title: { vi: v.titleVi, en: v.titleEn },
        ...(v.image
          ? { image: v.image }
          : v.imageUrl && v.imageUrl !== existing?.imageUrl
            ? { imageUrl: v.imageUrl }
            : {}),
      };
      return existing ? configApi.updateBanner(existing.id, body) : configApi.createBanner(body);
    },
    onSuccess: async () => {
      await refresh(bannersQuery(brand).queryKey);
      onClose();
    },
  });
  const title = existing ? t('console.config.editNamed', { name: existing.title.vi }) : t('console.config.banners.add');
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={title} size="md">
      <Form
        schema={schema}
        defaultValues={{
          group: existing?.group ?? (banner as Group),
          imageUrl: existing?.imageUrl ?? '',
          image: '',
          link: existing?.link ?? '',
          titleVi: existing?.title.vi ?? '',
          titleEn: existing?.title.en ?? '',
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={title}
      >
        <FormSelect name="group" label={t('console.config.banners.group')} className="sm:col-span-2">
          {BANNER_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`console.config.banners.groups.${g}`)}
            </option>
          ))}
        </FormSelect>
        <FormTextField name="titleVi" label={t('console.config.titleVi')} />
        <FormTextField name="titleEn" label={t('console.config.titleEn')} />
        <div className="sm:col-span-2">
          <PictureFile />
        </div>
        <FormTextField
          name="imageUrl"
          label={t('console.config.banners.imageUrl')}
          hint={t('console.config.banners.imageUrlHint')}
          spellCheck={false}
        />
        <FormTextField
          name="link"
          label={t('console.config.banners.link')}
          hint={t('console.config.banners.linkHint')}
          spellCheck={false}
        />
        <FormFooter wide alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}
