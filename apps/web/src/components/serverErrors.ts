import type { ErrorOption } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { isApiError, type ApiError } from '@/lib/api';
import { apiFieldError } from '@/lib/fieldMessages';
import { useErrorMessage } from './ErrorState';

export interface ServerErrorOptions {
  /** Error codes that stay in the form's alert although they name a field (they need more than a message). */
  keep?: readonly string[];
  /** The form's field for a field the server names differently (the server's `fullName` is the form's `lastName`). */
  rename?: Readonly<Record<string, string>>;
  /** A message of the form's own for some answers (one with the limits of its details), else `errors.<code>`. */
  describe?: (error: ApiError) => string | null | undefined;
}

/**
 * How a `<Form>` shows its mutation's error: an answer naming one of the form's `fields` goes under
 * that field (`put`, from the mutation's onError), any other answer is the form's alert (`alert` of
 * the mutation's error). A field path's first part names the field (`images.0` → `images`).
 */
export function useServerErrors(
  fields: readonly string[],
  { keep = [], rename = {}, describe }: ServerErrorOptions = {},
) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const message = (error: unknown) => (isApiError(error) && describe?.(error)) || errorMessage(error);
  const fieldOf = (error: unknown) => {
    if (isApiError(error) && keep.includes(error.errorCode)) return null;
    const answer = apiFieldError(t, i18n.exists.bind(i18n), error);
    if (!answer) return null;
    const name = answer.field.split('.')[0]!;
    const field = rename[name] ?? name;
    if (!fields.includes(field)) return null;
    return { field, message: (isApiError(error) && describe?.(error)) || answer.message };
  };
  return {
    /** Puts an answer about one of the fields under it (the form's own `setError`). */
    put: (form: { setError: (name: never, error: ErrorOption) => void }, error: unknown) => {
      const f = fieldOf(error);
      if (f) form.setError(f.field as never, { type: 'server', message: f.message });
    },
    /** The alert's text for the mutation's error: null when there is none or it went under a field. */
    alert: (error: unknown): string | null => (error && !fieldOf(error) ? message(error) : null),
  };
}
