import type { RegisterFieldRule } from '@lotus/contracts';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { AffiliateState } from './affiliate';
import { RuleField } from './RuleField';

/**
 * The registration's affiliate code (SPEC §4): the enclosing Form's `affiliateCode` field when
 * `shown`, else a note of the valid code the visitor arrived with. A code from the URL that failed
 * its check fills the field, with the reason.
 */
export function AffiliateField({
  rule,
  arrived,
  shown,
}: {
  rule: RegisterFieldRule;
  arrived: AffiliateState;
  shown: boolean;
}) {
  const { t } = useTranslation();
  const form = useFormContext<{ affiliateCode: string }>();
  const prefilled = useRef(false);
  const invalidCode = arrived.status === 'invalid' ? arrived.code : null;
  useEffect(() => {
    if (invalidCode === null || prefilled.current) return;
    prefilled.current = true;
    form.setValue('affiliateCode', invalidCode);
    form.setError('affiliateCode', { message: t('errors.invitation_code_error') });
  }, [invalidCode, form, t]);

  if (shown) return <RuleField name="affiliateCode" rule={rule} />;
  if (arrived.status !== 'valid') return null;
  return (
    <p
      className="rounded-lg bg-navy-800 px-3 py-2 text-[13px] text-slate-300 ring-1 ring-white/10"
      data-testid="affiliate-note"
    >
      {arrived.agentNickname
        ? t('register.invitedBy', { code: arrived.code, name: arrived.agentNickname })
        : t('register.invitedWith', { code: arrived.code })}
    </p>
  );
}
