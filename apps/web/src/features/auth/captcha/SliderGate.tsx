import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SiteDialog } from '@/components/Dialog';
import { SliderCaptcha } from './SliderCaptcha';

/**
 * The slider captcha as a step before a sign-in or registration (SPEC §5: "a slider captcha must
 * be passed before login and registration"). `request()` opens the puzzle and resolves with the
 * one-time ticket, or null when the player closes it. Each request is a fresh puzzle, so a failed
 * login always meets a reset slider.
 */
export function useSliderGate(enabled: boolean): { request: () => Promise<string | null>; element: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const pending = useRef<((ticket: string | null) => void) | null>(null);

  const finish = (ticket: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(ticket);
  };

  const request = useCallback((): Promise<string | null> => {
    if (!enabled) return Promise.resolve(null);
    pending.current?.(null);
    return new Promise((resolve) => {
      pending.current = resolve;
      setRound((r) => r + 1);
      setOpen(true);
    });
  }, [enabled]);

  const element = enabled ? (
    <SiteDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) finish(null);
      }}
      title={t('slider.title')}
      description={t('slider.hint')}
    >
      <div className="p-5">
        {open && <SliderCaptcha key={round} onSolved={(ticket) => setTimeout(() => finish(ticket), 350)} />}
      </div>
    </SiteDialog>
  ) : null;

  return { request, element };
}
