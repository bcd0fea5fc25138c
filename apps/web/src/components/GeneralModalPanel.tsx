import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from './cx';
import type { GeneralModalIcon, GeneralModalOptions, GeneralModalProps } from './GeneralModal';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { SafeHtml } from './SafeHtml';

const ICONS: Record<GeneralModalIcon, { Icon: typeof InfoIcon; tone: string }> = {
  info: { Icon: InfoIcon, tone: 'text-sky-300 bg-sky-400/10 ring-sky-400/30' },
  success: { Icon: SuccessIcon, tone: 'text-emerald-300 bg-emerald-400/10 ring-emerald-400/30' },
  warning: { Icon: WarningIcon, tone: 'text-gold-300 bg-gold-400/10 ring-gold-400/30' },
  error: { Icon: ErrorIcon, tone: 'text-rose-300 bg-rose-400/10 ring-rose-400/30' },
};

function ModalIcon({ icon }: { icon: GeneralModalOptions['icon'] }) {
  if (!icon) return null;
  if (typeof icon === 'string' && icon in ICONS) {
    const { Icon, tone } = ICONS[icon as GeneralModalIcon];
    return (
      <span className={cx('mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full ring-1', tone)}>
        <Icon size={30} />
      </span>
    );
  }
  return <div className="mx-auto mb-3 flex justify-center">{icon as ReactNode}</div>;
}

/**
 * The general modal of SPEC §2: icon, title, HTML content and buttons; closes on a click on the
 * cover unless `cover` is false; can close itself after `autoCloseMs`. Its code (Radix dialog,
 * DOMPurify) loads when a modal first shows (GeneralModal).
 */
export function GeneralModalPanel({
  open,
  onClose,
  icon,
  title,
  content,
  buttons,
  cover = true,
  autoCloseMs,
}: GeneralModalProps) {
  const { t } = useTranslation();
  const onTimeout = useEffectEvent(() => onClose('timeout'));

  useEffect(() => {
    if (!open || !autoCloseMs || autoCloseMs <= 0) return;
    const timer = setTimeout(onTimeout, autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);

  const list =
    buttons && buttons.length > 0 ? buttons : [{ key: 'ok', label: t('common.ok'), variant: 'primary' as const }];

  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="general-modal-cover"
          className="fixed inset-0 z-[90] bg-navy-950/80"
          onClick={() => {
            if (cover) onClose('cover');
          }}
        />
        <RadixDialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[91] w-[calc(100%-2rem)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-white/10 bg-navy-850 p-6 text-center shadow-2xl shadow-black/60"
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => {
            e.preventDefault();
            if (cover) onClose('escape');
          }}
          aria-describedby={undefined}
        >
          <ModalIcon icon={icon} />
          <RadixDialog.Title className={cx('text-lg font-semibold text-white', !title && 'sr-only')}>
            {title || t('modal.defaultTitle')}
          </RadixDialog.Title>
          {content && <SafeHtml html={content} className="mt-2 max-h-[55dvh] overflow-y-auto text-slate-300" />}
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {list.map((b) => (
              <button
                key={b.key}
                type="button"
                className={buttonClass(b.variant ?? 'primary', 'md', 'min-w-28')}
                onClick={() => {
                  b.onClick?.();
                  onClose(b.key);
                }}
              >
                {b.label}
              </button>
            ))}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
