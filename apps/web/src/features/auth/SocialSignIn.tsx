import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { useFeatureFlag } from '@/features/brand';
import { STORAGE_KEYS, session } from '@/lib/storage';
import { socialLogin } from './api';
import { useCompleteSignIn } from './flow';
import { acquireSocialToken, SocialUnavailableError, type SocialChannel } from './social';

/** Google and Facebook sign-in buttons, shown when their firebase switches are on. */
export function SocialSignIn({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const complete = useCompleteSignIn();
  const google = useFeatureFlag('firebaseGoogle');
  const facebook = useFeatureFlag('firebaseFacebook');
  const [busy, setBusy] = useState<SocialChannel | null>(null);
  const channels = [google && ('google' as const), facebook && ('facebook' as const)].filter(
    (c): c is SocialChannel => !!c,
  );
  if (channels.length === 0) return null;

  const signIn = async (channel: SocialChannel) => {
    onError(null);
    setBusy(channel);
    try {
      const firebaseIdToken = await acquireSocialToken(channel);
      const result = await socialLogin({
        firebaseChannel: channel,
        firebaseIdToken,
        affiliateCode: session.get(STORAGE_KEYS.affiliateCode) ?? undefined,
        domain: window.location.host,
      });
      await complete(result, 'social');
    } catch (err) {
      if (err instanceof SocialUnavailableError) {
        onError(err.reason === 'popup_closed' ? t('social.popupClosed') : t('social.unavailable'));
      } else {
        onError(message(err));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-white/10 after:h-px after:flex-1 after:bg-white/10">
        {t('social.or')}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {channels.map((c) => (
          <button
            key={c}
            type="button"
            className={buttonClass('outline', 'md')}
            disabled={busy !== null}
            onClick={() => void signIn(c)}
          >
            {t(`social.${c}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
