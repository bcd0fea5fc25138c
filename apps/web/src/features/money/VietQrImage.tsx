import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { Spinner } from '@/components/Spinner';

/**
 * An order's VietQR string drawn as a QR picture (the `qrcode` package, loaded with this component
 * only, so the site's first load does not carry it), with a "save the picture" link: a banking app
 * reads the picture from the phone's gallery as well as from the camera.
 */
export function VietQrImage({ payload, orderNo, label }: { payload: string; orderNo: string; label: string }) {
  const { t } = useTranslation();
  // The picture of the payload it was drawn from: a new payload shows the spinner until it is drawn.
  const [drawn, setDrawn] = useState<{ payload: string; url: string | null } | null>(null);
  const src = drawn?.payload === payload ? drawn.url : null;
  const failed = drawn?.payload === payload && drawn.url === null;

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 }))
      .then((url) => live && setDrawn({ payload, url }))
      .catch(() => live && setDrawn({ payload, url: null }));
    return () => {
      live = false;
    };
  }, [payload]);

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex size-56 items-center justify-center rounded-2xl bg-white p-2 shadow-lg ring-1 ring-black/5 sm:size-60">
        {src ? (
          <img src={src} alt={label} width={320} height={320} className="size-full" data-testid="vietqr" />
        ) : failed ? (
          <p className="p-4 text-center text-sm text-slate-700">{t('money.deposit.qrFailed')}</p>
        ) : (
          <Spinner />
        )}
      </div>
      <p className="text-xs text-slate-400">{t('money.deposit.qrHint')}</p>
      {src && (
        <a href={src} download={`VietQR-${orderNo}.png`} className={cx(buttonClass('ghost', 'sm'), 'inline-flex')}>
          {t('money.deposit.saveQr')}
        </a>
      )}
    </div>
  );
}
