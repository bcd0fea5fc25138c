import { ACTIVITY_REMARK_MAX, activityRemarkSchema } from '@lotus/contracts';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Form, FormTextArea, SubmitButton } from '@/components/form';
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

/** The remark with its character count (of the trimmed text, as the server counts it). */
function RemarkField() {
  const { t } = useTranslation();
  return (
    <FormTextArea
      name="remark"
      label={t('promotions.apply.remark')}
      required
      count={(text) => {
        const count = text.trim().length;
        return {
          text: t('promotions.apply.count', { count, max: ACTIVITY_REMARK_MAX }),
          over: count > ACTIVITY_REMARK_MAX,
        };
      }}
      hint={t('promotions.apply.hint', { max: ACTIVITY_REMARK_MAX })}
      rows={3}
      placeholder={t('promotions.apply.placeholder')}
    />
  );
}
