import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from './cx';
import { CloseIcon } from './icons';

export interface SiteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Screen-reader description; visible content should explain itself. */
  description?: string;
  children: ReactNode;
  /** Width on larger screens: sm 400 px (SPEC §9's dialog default), md 640, lg 960. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Hide the visible title bar (the title stays for screen readers). */
  hideTitle?: boolean;
  /** False: no close button, Escape and clicks outside do nothing (a step that must be finished). */
  dismissable?: boolean;
}

const WIDTHS = { sm: 'sm:max-w-[400px]', md: 'sm:max-w-[640px]', lg: 'sm:max-w-[960px]' } as const;

/** The site's dialog frame (login, register, notices): a titled panel over a dimmed cover. */
export function SiteDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'sm',
  className,
  hideTitle,
  dismissable = true,
}: SiteDialogProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/80" />
        <RadixDialog.Content
          ref={content}
          // Focus the dialog itself rather than its close button, so nothing is pre-selected.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            content.current?.focus();
          }}
          onEscapeKeyDown={(e) => {
            if (!dismissable) e.preventDefault();
          }}
          onPointerDownOutside={(e) => {
            if (!dismissable) e.preventDefault();
          }}
          onInteractOutside={(e) => {
            if (!dismissable) e.preventDefault();
          }}
          className={cx(
            'outline-none',
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl border border-white/10 bg-navy-850 shadow-2xl shadow-black/60',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            WIDTHS[size],
            className,
          )}
        >
          <div
            className={cx(
              'flex items-center justify-between gap-3 border-b border-white/10 px-5 py-3',
              hideTitle && 'sr-only',
            )}
          >
            <RadixDialog.Title className="text-base font-semibold text-gold-300 sm:text-lg">{title}</RadixDialog.Title>
            {dismissable && (
              <RadixDialog.Close
                className="-mr-2 rounded-full p-2 text-slate-400 hover:bg-white/5 hover:text-white"
                aria-label={t('common.close')}
              >
                <CloseIcon size={20} />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
