import { CS_PATH_TYPES, CS_POPUP_SIZES, type ServiceAddress } from '@lotus/contracts';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useGeneralModal } from '@/components/GeneralModal';
import { useErrorMessage } from '@/components/ErrorState';
import { ApiError, loadContracts } from '@/lib/api';
import { fetchServiceAddress } from './api';

/** SPEC §9: the customer-service popup is 440 × 500 (the VIP desk 440 × 750). */
export const CS_POPUP = CS_POPUP_SIZES.live;
const POPUP_NAME = 'lotus-customer-service';

function popupFeatures({ width, height }: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * The address to open from getService's first path: type '3' is decrypted (SPEC §7, the cipher of
 * `@lotus/contracts`, loaded with its schemas by getService's answer); only site paths, http(s) and
 * mailto are opened.
 */
export async function resolveServicePath(address: ServiceAddress): Promise<string> {
  const entry = address.version.pathList[0];
  if (!entry) throw new ApiError('cs_unavailable', 'no customer-service path');
  const raw =
    entry.type === CS_PATH_TYPES.ENCRYPTED ? await (await loadContracts()).decryptServicePath(entry.path) : entry.path;
  const url = new URL(raw, window.location.origin);
  if (!['http:', 'https:', 'mailto:'].includes(url.protocol))
    throw new ApiError('invalid_url', `refused ${url.protocol}`);
  return url.href;
}

/** A few words in the empty popup while getService answers. */
function showWaiting(popup: Window, title: string, text: string) {
  try {
    const doc = popup.document;
    doc.title = title;
    doc.body.style.cssText =
      'margin:0;display:grid;place-items:center;height:100vh;background:#0b1220;color:#cbd5e1;font:15px system-ui,sans-serif';
    doc.body.textContent = text;
  } catch {
    /* not our document any more */
  }
}

/**
 * Contact Us: opens the popup at once (inside the click, where browsers allow it), asks getService
 * for this visitor's or member's address, then shows it there: 440 × 500, or 440 × 750 for the VIP
 * desk. A blocked popup says "popup blocked"; a failed call closes the popup (SPEC §8) and says why.
 */
export function useContactUs() {
  const { t } = useTranslation();
  const modal = useGeneralModal();
  const errorMessage = useErrorMessage();

  return useCallback(() => {
    const popup = window.open('', POPUP_NAME, popupFeatures(CS_POPUP));
    if (!popup) {
      void modal.show({ icon: 'warning', title: t('errors.popup_blocked_title'), content: t('errors.popup_blocked') });
      return;
    }
    showWaiting(popup, t('customerService.title'), t('customerService.connecting'));
    void (async () => {
      try {
        const address = await fetchServiceAddress();
        const target = await resolveServicePath(address);
        if (popup.closed) return;
        if (target.startsWith('mailto:')) {
          popup.close();
          window.location.href = target;
          return;
        }
        if (address.popup.height !== CS_POPUP.height || address.popup.width !== CS_POPUP.width) {
          try {
            popup.resizeTo(address.popup.width, address.popup.height);
          } catch {
            /* some browsers refuse; the page still fits */
          }
        }
        // Another site must not get a handle on ours; our own chat page does not need one either.
        popup.opener = null;
        popup.location.replace(target);
        popup.focus();
      } catch (error) {
        popup.close();
        void modal.show({ icon: 'error', title: t('customerService.title'), content: errorMessage(error) });
      }
    })();
  }, [errorMessage, modal, t]);
}
