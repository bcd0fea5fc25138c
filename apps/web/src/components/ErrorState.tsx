import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import { buttonClass, cx } from './cx';
import { ErrorIcon, RefreshIcon } from './icons';

/** The seconds to wait that a limited answer carries (`retryAfterSeconds` of its value), if any. */
function retryAfterSeconds(details: unknown): number | null {
  const seconds = (details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * Translates an error into the player's language via `errors.<code>`; a code the web has no text
 * for shows the server's message (the server writes it in the `Language` the call sent). A limited
 * answer with the server's wait uses `errors.<code>_wait` when there is one, with that wait.
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => {
    if (!isApiError(error)) return t('errors.system_error');
    const key = `errors.${error.errorCode}`;
    const seconds = retryAfterSeconds(error.details);
    if (seconds !== null && i18n.exists(`${key}_wait`)) {
      const wait =
        seconds < 60 ? t('wait.seconds', { count: seconds }) : t('wait.minutes', { count: Math.ceil(seconds / 60) });
      return t(`${key}_wait`, { wait });
    }
    if (i18n.exists(key)) return t(key);
    return error.message && error.message !== error.errorCode ? error.message : t('errors.system_error');
  };
}

export interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  className?: string;
  title?: string;
}

/** The error codes that mean "the site is away for a moment" (docs/DEPLOY.md "When a dependency goes away"). */
const BRIEF_OUTAGES = new Set(['service_unavailable']);

/**
 * A failed load: the reason and a retry button. A brief outage (`503 service_unavailable`) is not shown as a
 * failure: its own title, and the retry runs by itself once the server's wait (`Retry-After`) has passed.
 */
export function ErrorState({ error, onRetry, className, title }: ErrorStateProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const outage = isApiError(error) && BRIEF_OUTAGES.has(error.errorCode);
  const wait = outage ? (retryAfterSeconds(error.details) ?? 5) : null;
  // The latest retry, so a parent that renders again (a new function each time) does not restart the wait.
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  const canRetry = onRetry !== undefined;
  useEffect(() => {
    if (wait === null || !canRetry) return;
    const timer = setTimeout(() => retry.current?.(), wait * 1000);
    return () => clearTimeout(timer);
  }, [wait, canRetry, error]);
  return (
    <div role="alert" className={cx('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}>
      <ErrorIcon size={40} className={outage ? 'text-amber-300' : 'text-rose-400'} />
      <p className="text-lg font-semibold text-white">
        {title ?? (outage ? t('errors.service_unavailable_title') : t('common.loadFailed'))}
      </p>
      <p className="max-w-md text-sm text-slate-400">{message(error)}</p>
      {onRetry && (
        <button type="button" className={buttonClass('primary', 'md', 'mt-2')} onClick={onRetry}>
          <RefreshIcon size={18} />
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
