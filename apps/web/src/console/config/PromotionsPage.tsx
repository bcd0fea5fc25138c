import {
  PARTICIPATIONS,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  promotionRulesSchema,
  wageringSchema,
  type PromotionState,
} from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormSelect, FormTextArea, FormTextField } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { useServerErrors } from '@/components/serverErrors';
import { formatAmount } from '@/lib/format';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { timeColumn } from '../columns';
import { formatTime, zoneLabel } from '../format';
import { Tag } from '../Tag';
import { configApi } from './configApi';
import { promotionsQuery } from './queries';
import { ConfigEditorPage, ConfigTable, EditButton, fromLocalInput, toLocalInput, useRefresh } from './shared';
import { FormFooter } from '../FormFooter';

type Row = Awaited<ReturnType<typeof configApi.promotions>>[number];
const STATE_TONE = { draft: 'slate', live: 'green', paused: 'amber', ended: 'red' } as const;

/** /console/config/promotions (promotions.manage): the brand's promotions; create, edit, go live, pause, resume, end. */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <ConfigEditorPage<Row>
      title={t('console.config.promotions.title')}
      description={t('console.config.promotions.text')}
      addLabel={t('console.config.promotions.create')}
      list={(brand, edit) => <Promotions brand={brand} onEdit={edit} />}
      editor={(brand, promotion, close) =>
        promotion === 'new' ? (
          <CreateDialog brand={brand} onClose={close} />
        ) : (
          <EditDialog brand={brand} promotion={promotion} onClose={close} />
        )
      }
    />
  );
}

/** The state changes offered from a state. */
const NEXT: Record<PromotionState, PromotionState[]> = {
  draft: ['live', 'ended'],
  live: ['paused', 'ended'],
  paused: ['live', 'ended'],
  ended: [],
};

function Promotions({ brand, onEdit }: { brand: string; onEdit: (p: Row) => void }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(promotionsQuery(brand));
  const refresh = useRefresh();
  const confirm = useConfirm();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const setState = useMutation({
    mutationFn: (v: { id: number; state: PromotionState }) => configApi.setPromotionState(brand, v.id, v.state),
    onSettled: () => refresh(promotionsQuery(brand).queryKey),
  });
  const actionLabel = (from: PromotionState, to: PromotionState) =>
    t(`console.config.promotions.to.${to === 'live' && from === 'paused' ? 'resume' : to}`);
  const columns: Column<Row>[] = [
    {
      id: 'title',
      header: t('console.config.promotions.promotion'),
      rowHeader: true,
      cell: (p) => (
        <div className="leading-tight">
          <p className="text-white">{p.title[lang]}</p>
          <p className="font-mono text-xs text-slate-400">{p.code}</p>
        </div>
      ),
    },
    { id: 'kind', header: t('console.config.promotions.kind'), cell: (p) => p.kind },
    {
      id: 'state',
      header: t('console.config.promotions.state'),
      cell: (p) => <Tag tone={STATE_TONE[p.state]}>{t(`console.config.promotions.states.${p.state}`)}</Tag>,
    },
    { id: 'starts', header: `${t('console.config.from')} (${zoneLabel()})`, cell: (p) => formatTime(p.startsAt) },
    timeColumn('ends', t('console.config.to'), (p) => p.endsAt),
    {
      id: 'spent',
      header: t('console.config.promotions.spent'),
      align: 'right',
      cell: (p) => `${formatAmount(p.spent, lang)}${p.budget !== null ? ` / ${formatAmount(p.budget, lang)}` : ''}`,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('console.config.actions')}</span>,
      align: 'right',
      cell: (p) => (
        <span className="flex justify-end gap-1.5">
          {p.state !== 'ended' && <EditButton name={p.code} onClick={() => onEdit(p)} />}
          {NEXT[p.state].map((to) => (
            <button
              key={to}
              type="button"
              className={buttonClass(to === 'ended' ? 'danger' : 'outline', 'sm', 'h-7 px-2.5')}
              aria-label={`${actionLabel(p.state, to)} ${p.code}`}
              onClick={async () => {
                if (
                  to === 'ended' &&
                  !(await confirm({
                    title: t('console.config.promotions.endTitle', { name: p.title[lang] }),
                    content: t('console.config.promotions.endText'),
                    confirm: actionLabel(p.state, to),
                    variant: 'danger',
                  }))
                )
                  return;
                setState.mutate({ id: p.id, state: to });
              }}
            >
              {actionLabel(p.state, to)}
            </button>
          ))}
        </span>
      ),
    },
  ];
  return (
    <ConfigTable
      query={list}
      columns={columns}
      rowKey={(p) => p.id}
      caption={t('console.config.promotions.title')}
      error={setState.error}
    />
  );
}

/** A JSON text field checked by `schema` (the rules and the wagering of a promotion). */
const jsonField = (t: TFunction, schema: z.ZodType) =>
  z.string().transform((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: t('console.config.promotions.jsonInvalid') });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || '—'}: ${issue.message}` });
      return z.NEVER;
    }
    return value as never;
  });

const text = (t: TFunction, max: number) => z.string().trim().min(1, t('form.required')).max(max);

/** The fields both forms share: titles, summaries, terms, dates and order. */
const commonShape = (t: TFunction) => ({
  titleVi: text(t, 120),
  titleEn: text(t, 120),
  summaryVi: text(t, 300),
  summaryEn: text(t, 300),
  termsVi: text(t, 20_000),
  termsEn: text(t, 20_000),
  startsAt: z.string(),
  endsAt: z.string(),
  sortOrder: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, t('console.config.intHint'))
    .transform(Number),
});
type Common = z.output<z.ZodObject<ReturnType<typeof commonShape>>>;
const commonBody = (v: Common) => ({
  title: { vi: v.titleVi, en: v.titleEn },
  summary: { vi: v.summaryVi, en: v.summaryEn },
  terms: { vi: v.termsVi, en: v.termsEn },
  startsAt: fromLocalInput(v.startsAt) ?? null,
  endsAt: fromLocalInput(v.endsAt) ?? null,
  sortOrder: v.sortOrder,
});

function CommonFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField name="titleVi" label={t('console.config.titleVi')} />
      <FormTextField name="titleEn" label={t('console.config.titleEn')} />
      <FormTextField name="summaryVi" label={t('console.config.promotions.summaryVi')} />
      <FormTextField name="summaryEn" label={t('console.config.promotions.summaryEn')} />
      <FormTextArea name="termsVi" label={t('console.config.promotions.termsVi')} hint={t('console.config.htmlHint')} />
      <FormTextArea name="termsEn" label={t('console.config.promotions.termsEn')} hint={t('console.config.htmlHint')} />
      <FormTextField name="startsAt" type="datetime-local" label={`${t('console.config.from')} (${zoneLabel()})`} />
      <FormTextField name="endsAt" type="datetime-local" label={`${t('console.config.to')} (${zoneLabel()})`} />
      <FormTextField name="sortOrder" label={t('console.config.sort')} inputMode="numeric" />
    </>
  );
}

const COMMON_FIELDS = [
  'titleVi',
  'titleEn',
  'summaryVi',
  'summaryEn',
  'termsVi',
  'termsEn',
  'startsAt',
  'endsAt',
  'sortOrder',
];
const RENAME = { title: 'titleVi', summary: 'summaryVi', terms: 'termsVi' };

const EXAMPLE_RULES = { kind: 'free_credit', amount: '5000' };
const EXAMPLE_WAGERING = { multipleTenths: 10, includeDeposit: false, weights: { RNG: 10000 }, expiryDays: 7 };

function CreateDialog({ brand, onClose }: { brand: string; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['code', 'kind', 'participation', 'category', 'rules', 'wagering', ...COMMON_FIELDS], {
    rename: RENAME,
  });
  const schema = useMemo(
    () =>
      z.object({
        code: z
          .string()
          .trim()
          .regex(/^[a-z0-9][a-z0-9-]{1,47}$/, t('console.config.promotions.codeHint')),
        kind: z.enum(PROMOTION_KINDS),
        participation: z.enum(PARTICIPATIONS),
        category: z.enum(PROMOTION_CATEGORIES),
        rules: jsonField(t, promotionRulesSchema),
        wagering: jsonField(t, wageringSchema),
        ...commonShape(t),
      }),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      configApi.createPromotion(brand, {
        code: v.code,
        kind: v.kind,
        participation: v.participation,
        category: v.category,
        rules: v.rules,
        wagering: v.wagering,
        ...commonBody(v),
      }),
    onSuccess: async () => {
      await refresh(promotionsQuery(brand).queryKey);
      onClose();
    },
  });
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={t('console.config.promotions.create')} size="lg">
      <Form
        schema={schema}
        defaultValues={{
          code: '',
          kind: 'free_credit',
          participation: 'claim',
          category: 'event',
          rules: JSON.stringify(EXAMPLE_RULES, null, 2),
          wagering: JSON.stringify(EXAMPLE_WAGERING, null, 2),
          titleVi: '',
          titleEn: '',
          summaryVi: '',
          summaryEn: '',
          termsVi: '',
          termsEn: '',
          startsAt: '',
          endsAt: '',
          sortOrder: '100',
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={t('console.config.promotions.create')}
      >
        <FormTextField name="code" label={t('console.config.promotions.code')} spellCheck={false} />
        <FormSelect name="kind" label={t('console.config.promotions.kind')}>
          {PROMOTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="participation" label={t('console.config.promotions.participation')}>
          {PARTICIPATIONS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="category" label={t('console.config.promotions.category')}>
          {PROMOTION_CATEGORIES.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </FormSelect>
        <CommonFields />
        <div className="sm:col-span-2 grid gap-4 sm:grid-cols-2">
          <FormTextArea
            name="rules"
            label={t('console.config.promotions.rules')}
            hint={t('console.config.promotions.rulesHint')}
            rows={8}
            className="font-mono text-xs"
          />
          <FormTextArea
            name="wagering"
            label={t('console.config.promotions.wagering')}
            hint={t('console.config.promotions.wageringHint')}
            rows={8}
            className="font-mono text-xs"
          />
        </div>
        <FormFooter
          wide
          alert={errors.alert(save.error)}
          pending={save.isPending}
          label={t('console.config.promotions.saveDraft')}
        />
      </Form>
    </SiteDialog>
  );
}

/** Changes what the list knows of a promotion; the summary and terms are written anew (the list does not carry them). */
function EditDialog({ brand, promotion: p, onClose }: { brand: string; promotion: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(COMMON_FIELDS, { rename: RENAME });
  const schema = useMemo(() => {
    const optional = (max: number) => z.string().trim().max(max);
    return z.object({
      ...commonShape(t),
      summaryVi: optional(300),
      summaryEn: optional(300),
      termsVi: optional(20_000),
      termsEn: optional(20_000),
      sortOrder: z
        .string()
        .trim()
        .regex(/^\d{0,5}$/, t('console.config.intHint')),
    });
  }, [t]);
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => {
      const both = (vi: string, en: string) => (vi && en ? { vi, en } : undefined);
      return configApi.updatePromotion(brand, p.id, {
        title: { vi: v.titleVi, en: v.titleEn },
        summary: both(v.summaryVi, v.summaryEn),
        terms: both(v.termsVi, v.termsEn),
        startsAt: fromLocalInput(v.startsAt) ?? null,
        endsAt: fromLocalInput(v.endsAt) ?? null,
        sortOrder: v.sortOrder ? Number(v.sortOrder) : undefined,
      });
    },
    onSuccess: async () => {
      await refresh(promotionsQuery(brand).queryKey);
      onClose();
    },
  });
  const title = t('console.config.editNamed', { name: p.code });
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={title} size="lg">
      <Form
        schema={schema}
        defaultValues={{
          titleVi: p.title.vi,
          titleEn: p.title.en,
          summaryVi: '',
          summaryEn: '',
          termsVi: '',
          termsEn: '',
          startsAt: toLocalInput(p.startsAt),
          endsAt: toLocalInput(p.endsAt),
          sortOrder: '',
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={title}
      >
        <p className="text-xs text-slate-400 sm:col-span-2">{t('console.config.promotions.editHint')}</p>
        <CommonFields />
        <FormFooter wide alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}
