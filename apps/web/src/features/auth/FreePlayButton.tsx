import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { useGeneralModal } from '@/components/GeneralModal';
import { useFeatureFlag } from '@/features/brand';
import { freePlayLogin } from './api';
import { useCompleteSignIn } from './flow';

/** "Try for free" (FREEPLAY3): signs the visitor in as a trial account (isAgent 4) with demo credit. */
export function FreePlayButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const on = useFeatureFlag('freePlay');
  const complete = useCompleteSignIn();
  const modal = useGeneralModal();
  const message = useErrorMessage();
  const [busy, setBusy] = useState(false);
  if (!on) return null;
  return (
    <button
      type="button"
      className={buttonClass('outline', 'md', cx('w-full', className))}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        freePlayLogin()
          .then((r) => complete(r, 'freeplay'))
          .then(() => onDone?.())
          .catch((e: unknown) => void modal.show({ icon: 'error', title: t('freePlay.failed'), content: message(e) }))
          .finally(() => setBusy(false));
      }}
    >
      {t('freePlay.try')}
    </button>
  );
}
