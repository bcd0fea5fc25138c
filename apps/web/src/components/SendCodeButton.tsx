import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCountdown, useThrottle } from '@/lib/countdown';
import { buttonClass, cx } from './cx';
import { useErrorMessage } from './ErrorState';
import { useGeneralModal } from './GeneralModal';

export interface SendCodeButtonProps {
  /** Sends the code; answers the code's lifetime. */
  onSend: () => Promise<{ expiredMinutes: number }>;
  /** Checks before sending (e.g. the mobile format); false stops the send. */
  canSend?: () => boolean;
  /** Countdown seconds instead of expiredMinutes × 60 (60 s for the social SMS provider). */
  fixedSeconds?: number;
  disabled?: boolean;
  className?: string;
  label?: string;
}

/**
 * Sends an SMS or e-mail code (SPEC §4): after a successful send the button is disabled with a
 * countdown of expiredMinutes × 60 s; sends are throttled to one per 1000 ms; a failed send shows
 * a warning dialog with the server's message (SPEC §8).
 */
export function SendCodeButton({ onSend, canSend, fixedSeconds, disabled, className, label }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const modal = useGeneralModal();
  const message = useErrorMessage();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = useThrottle(() => {
    if (countdown.running || sending) return;
    if (canSend && !canSend()) return;
    setSending(true);
    onSend()
      .then((r) => countdown.start(fixedSeconds ?? Math.max(1, r.expiredMinutes) * 60))
      .catch((e: unknown) => {
        void modal.show({ icon: 'warning', title: t('form.sendFailed'), content: message(e) });
      })
      .finally(() => setSending(false));
  }, 1000);

  return (
    <button
      type="button"
      onClick={() => send()}
      disabled={disabled || sending || countdown.running}
      className={buttonClass('outline', 'md', cx('h-11 shrink-0 px-3 tabular-nums', className))}
    >
      {countdown.running ? t('form.resendIn', { seconds: countdown.remaining }) : (label ?? t('form.sendCode'))}
    </button>
  );
}
