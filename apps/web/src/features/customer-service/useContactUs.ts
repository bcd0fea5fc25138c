import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralModal } from '@/components/GeneralModal';
import { usePermissionQuery } from '@/features/brand';

/** SPEC §9: the customer-service popup is 440 × 500. */
export const CS_POPUP = { width: 440, height: 500 } as const;

export function customerServiceUrl(
  cs: { pathList: { path: string }[]; email: string | null } | undefined,
): string | null {
  const path = cs?.pathList[0]?.path;
  if (path) return path;
  if (cs?.email) return `mailto:${cs.email}`;
  return null;
}

function popupFeatures(): string {
  const { width, height } = CS_POPUP;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens customer service in a 440 × 500 popup (the brand's first service path, else its e-mail).
 * When the browser blocks the popup, the general modal says so.
 */
export function useContactUs() {
  const { t } = useTranslation();
  const modal = useGeneralModal();
  const permission = usePermissionQuery();
  const cs = permission.data?.info.customerService;

  return useCallback(() => {
    const url = customerServiceUrl(cs);
    if (!url) {
      void modal.show({ icon: 'info', title: t('customerService.title'), content: t('customerService.unavailable') });
      return;
    }
    const popup = window.open(url, 'lotus-customer-service', popupFeatures());
    if (!popup) {
      void modal.show({ icon: 'warning', title: t('errors.popup_blocked_title'), content: t('errors.popup_blocked') });
      return;
    }
    try {
      popup.opener = null;
      popup.focus();
    } catch {
      /* cross-origin window: nothing more to do */
    }
  }, [cs, modal, t]);
}
