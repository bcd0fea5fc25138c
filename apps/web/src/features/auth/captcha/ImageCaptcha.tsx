import type { Captcha } from '@lotus/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormTextField } from '@/components/form';
import { RefreshIcon } from '@/components/icons';
import { isApiError } from '@/lib/api';
import { fetchCaptcha } from '../api';

/**
 * The image captcha (GET /wps/captcha): a picture made on the server and its key. Refreshing is
 * limited to once a second (SPEC §5); a refresh asked sooner waits for the second to pass.
 */
export function useImageCaptcha(active: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);

  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    const wait = Math.max(0, last.current + 1000 - Date.now());
    const run = () => {
      last.current = Date.now();
      const n = ++seq.current;
      fetchCaptcha()
        .then((c) => {
          if (n === seq.current) {
            setCaptcha(c);
            setFailed(false);
          }
        })
        .catch((e: unknown) => {
          if (n !== seq.current) return;
          // The server's own once-a-second limit: try again just after.
          if (isApiError(e) && e.errorCode === 'captcha_too_frequent') timer.current = setTimeout(run, 1100);
          else setFailed(true);
        });
    };
    if (wait > 0) timer.current = setTimeout(run, wait);
    else run();
  }, []);

  useEffect(() => {
    if (active) refresh();
    return () => clearTimeout(timer.current);
  }, [active, refresh]);

  return { captcha, failed, refresh };
}

/** The captcha picture, its refresh button and the enclosing Form's text field `captcha`. */
export function ImageCaptchaField({
  captcha,
  failed,
  onRefresh,
  required = true,
}: {
  captcha: Captcha | null;
  failed: boolean;
  onRefresh: () => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="captcha"
      label={t('fields.captcha')}
      fallbackError={failed ? t('captcha.loadFailed') : null}
      required={required}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      after={
        <div className="flex shrink-0 items-center gap-1">
          <span className="flex h-11 w-[120px] items-center justify-center overflow-hidden rounded-lg bg-slate-100">
            {captcha ? (
              <img
                src={captcha.image}
                alt={t('captcha.imageAlt')}
                width={120}
                height={44}
                data-testid="captcha-image"
              />
            ) : null}
          </span>
          <button
            type="button"
            onClick={onRefresh}
            className="rounded-md p-2 text-slate-400 hover:text-white"
            aria-label={t('captcha.refresh')}
          >
            <RefreshIcon size={18} />
          </button>
        </div>
      }
    />
  );
}
