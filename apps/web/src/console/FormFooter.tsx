import type { ReactNode } from 'react';
import { buttonClass, cx } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/form';
import { useTranslation } from '@/lib/i18n';

/**
 * The end of a console form: what went wrong (and, for a form that stays open, what went right) above the
 * submit button. One component for every form and dialog of the console, so they all end alike.
 *
 * - `wide`: the form is a two-column grid (`sm:grid-cols-2`); the footer spans both columns.
 * - `onCancel`: a dialog's form; a Cancel button beside a compact submit button, both at the right.
 * - `place`: without Cancel, `'block'` (default) is the full-width gold button of the settings forms, `'end'` a
 *   compact button at the right, `'start'` a compact button at the left (the account and operator forms).
 */
export function FormFooter({
  alert,
  success,
  pending,
  label,
  onCancel,
  wide,
  place = onCancel ? 'end' : 'block',
  size,
}: {
  /** The failure to show (`errors.alert(mutation.error)`); nothing when null. */
  alert: string | null | undefined;
  success?: string | null;
  pending: boolean;
  label: ReactNode;
  onCancel?: () => void;
  wide?: boolean;
  place?: 'block' | 'end' | 'start';
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const submit =
    place === 'block' ? (
      <SubmitButton loading={pending} size={size} className={wide ? 'sm:col-span-2' : undefined}>
        {label}
      </SubmitButton>
    ) : (
      <SubmitButton
        loading={pending}
        size={size}
        variant="primary"
        className={place === 'start' ? 'sm:w-auto sm:self-start' : 'sm:w-auto'}
      >
        {label}
      </SubmitButton>
    );
  const messages = (
    <>
      <FormAlert message={alert} />
      {success ? <FormAlert tone="success" message={success} /> : null}
    </>
  );
  const buttons =
    place === 'end' ? (
      <div className={cx('flex justify-end', onCancel && 'gap-2')}>
        {onCancel && (
          <button type="button" className={buttonClass('ghost', 'md')} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        {submit}
      </div>
    ) : (
      submit
    );
  if (!wide)
    return (
      <>
        {messages}
        {buttons}
      </>
    );
  if (place === 'block')
    return (
      <>
        <div className="sm:col-span-2">{messages}</div>
        {buttons}
      </>
    );
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {messages}
      {buttons}
    </div>
  );
}

/**
 * The end of a settings form, which stays open after a save: the save's failure or "Saved", then the Save button.
 * `alert` is the form's `useServerErrors().alert`.
 */
export function SaveFooter({
  save,
  alert,
  size,
}: {
  save: { error: unknown; isSuccess: boolean; isPending: boolean };
  alert: (error: unknown) => string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <FormFooter
      alert={alert(save.error)}
      success={save.isSuccess ? t('console.config.saved') : null}
      pending={save.isPending}
      label={t('console.config.save')}
      size={size}
    />
  );
}
