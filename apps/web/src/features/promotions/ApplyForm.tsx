import { ACTIVITY_REMARK_MAX, activityRemarkSchema } from '@lotus/contracts';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { cx } from '@/components/cx';
import { Form, inputClass, SubmitButton, useBoundField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useServerErrors } from '@/components/serverErrors';
import { useActionGuard } from '@/features/auth';
import { withCheck } from '@/lib/fieldSchema';
import { useTranslation } from '@/lib/i18n';
import { usePromotionAction } from './hooks';

/** Applying for a promotion: a remark of at most 140 characters (SPEC §5, §9) that an operator reads. */
export function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const guard = useActionGuard();
  const apply = usePromotionAction(promotionId);
  const errors = useServerErrors(['remark']);
  const [sent, setSent] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        remark: withCheck(activityRemarkSchema, (text) =>
          !text.trim()
            ? t('form.required')
            : text.trim().length > ACTIVITY_REMARK_MAX
              ? t('promotions.apply.tooLong', { max: ACTIVITY_REMARK_MAX })
              : null,
        ),
      }),
    [t],
  );
  if (sent) return <FormAlert tone="success" message={t('promotions.done.applying')} />;
  return (
    <Form
      schema={schema}
      defaultValues={{ remark: '' }}
      aria-label={t('promotions.apply.title')}
      onSubmit={(v, form) => {
        if (!guard()) return;
        return apply.mutateAsync(
          { action: 'apply', remark: v.remark },
          { onSuccess: () => setSent(true), onError: (e) => errors.put(form, e) },
        );
      }}
    >
      <RemarkField />
      <FormAlert message={errors.alert(apply.error)} />
      <SubmitButton loading={apply.isPending}>{t('promotions.action.apply')}</SubmitButton>
    </Form>
  );
}

/** The remark textarea with its character count. */
function RemarkField() {
  const { t } = useTranslation();
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur },
    error,
  } = useBoundField('remark');
  const text = (value as string | undefined) ?? '';
  const count = text.trim().length;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-[13px] font-medium text-slate-300">
          {t('promotions.apply.remark')}
          <span className="ml-0.5 text-rose-400" aria-hidden="true">
            *
          </span>
        </label>
        <span
          data-testid="remark-count"
          className={cx('text-xs tabular-nums', count > ACTIVITY_REMARK_MAX ? 'text-rose-300' : 'text-slate-500')}
          aria-live="polite"
        >
          {t('promotions.apply.count', { count, max: ACTIVITY_REMARK_MAX })}
        </span>
      </div>
      <textarea
        ref={ref}
        id={id}
        name="remark"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        rows={3}
        aria-required="true"
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-msg`}
        placeholder={t('promotions.apply.placeholder')}
        className={inputClass(!!error, 'h-auto min-h-24 py-2.5 leading-relaxed')}
      />
      <p id={`${id}-msg`} className={cx('text-xs', error ? 'text-rose-300' : 'text-slate-500')}>
        {error ?? t('promotions.apply.hint', { max: ACTIVITY_REMARK_MAX })}
      </p>
    </div>
  );
}
