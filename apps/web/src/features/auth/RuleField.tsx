import type { RegisterFieldRule } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { FormTextField } from '@/components/form';
import { patternText } from '@/lib/fieldMessages';
import type { OptionalField } from './registration';

type RuleFieldName = OptionalField | 'username' | 'affiliateCode';

const INPUT_HINTS: Partial<
  Record<RuleFieldName, { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }>
> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { inputMode: 'tel' },
  payeeName: { autoComplete: 'name' },
};

/** A registration text field of the enclosing Form by the brand's rule: * when required, its pattern as the hint when asked. */
export function RuleField({
  name,
  rule,
  withHint = false,
}: {
  name: RuleFieldName;
  rule: RegisterFieldRule | undefined;
  withHint?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name={name}
      label={t(`fields.${name}`)}
      required={!!rule?.required}
      hint={withHint && rule ? patternText(t, rule.patternId, rule.minLength, rule.maxLength) : undefined}
      maxLength={rule?.maxLength ?? 100}
      autoCapitalize="off"
      spellCheck={false}
      {...INPUT_HINTS[name]}
    />
  );
}
