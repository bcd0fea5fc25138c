import { cx } from './cx';

/** A form-level message (failed sign-in, server answer): announced to screen readers. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'info' | 'success';
}) {
  if (!message) return null;
  const tones = {
    error: 'border-rose-500/40 bg-rose-500/10 text-rose-200',
    info: 'border-sky-400/30 bg-sky-400/10 text-sky-100',
    success: 'border-emerald-400/30 bg-emerald-400/10 text-emerald-100',
  };
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-lg border px-3 py-2 text-sm', tones[tone])}
    >
      {message}
    </div>
  );
}
