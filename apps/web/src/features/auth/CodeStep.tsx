import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';

/** The channels a code can go by (SMS, e-mail): one radio each, the chosen one checked. */
export function ChannelRadios<C extends string>({
  legend,
  name,
  channels,
  value,
  onChange,
  label,
  className,
}: {
  legend: string;
  /** The radio group's name. */
  name: string;
  channels: readonly C[];
  value: C;
  onChange: (channel: C) => void;
  label: (channel: C) => string;
  className: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-[13px] font-medium text-slate-300">{legend}</legend>
      {channels.map((c) => (
        <label key={c} className="flex items-center gap-2 text-sm text-slate-200">
          <input
            type="radio"
            name={name}
            checked={value === c}
            onChange={() => onChange(c)}
            className="accent-[var(--color-gold-400)]"
          />
          {label(c)}
        </label>
      ))}
    </fieldset>
  );
}

/** The end of a code step (2FA, unlock): why the code failed, its submit button and the way back. */
export function CodeStepActions({
  error,
  pending,
  submitLabel,
  onBack,
}: {
  error: unknown;
  pending: boolean;
  submitLabel: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (
    <>
      <FormAlert message={error ? message(error) : null} />
      <SubmitButton loading={pending}>{submitLabel}</SubmitButton>
      <button type="button" className={buttonClass('ghost', 'sm', 'self-center')} onClick={onBack}>
        {t('common.back')}
      </button>
    </>
  );
}
