import * as RadixDialog from '@radix-ui/react-dialog';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cx, type ButtonVariant } from './cx';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { SafeHtml } from './SafeHtml';

export type GeneralModalIcon = 'info' | 'success' | 'warning' | 'error';

export interface GeneralModalButton {
  /** Identifies the button in the `show()` result. */
  key: string;
  label: string;
  variant?: ButtonVariant;
  onClick?: () => void;
}

export interface GeneralModalOptions {
  icon?: GeneralModalIcon | ReactNode;
  title?: string;
  /** HTML content; sanitised before display. */
  content?: string;
  buttons?: GeneralModalButton[];
  /** Whether a click on the cover closes the modal (default true). Escape follows the same rule. */
  cover?: boolean;
  /** Closes by itself after this many milliseconds. */
  autoCloseMs?: number;
}

export interface GeneralModalProps extends GeneralModalOptions {
  open: boolean;
  /** Called with the pressed button's key, or 'cover', 'timeout' or 'escape'. */
  onClose: (reason: string) => void;
}

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
 * cover unless `cover` is false; can close itself after `autoCloseMs`.
 */
export function GeneralModal({
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
          className="fixed inset-0 z-[90] bg-navy-950/75 backdrop-blur-sm"
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

interface QueuedModal extends GeneralModalOptions {
  id: number;
  resolve: (reason: string) => void;
}

interface GeneralModalApi {
  /** Opens the general modal; resolves with the pressed button's key or the close reason. */
  show: (options: GeneralModalOptions) => Promise<string>;
}

const GeneralModalContext = createContext<GeneralModalApi | null>(null);

/** Hosts the general modal; modals opened while one is shown wait their turn. */
export function GeneralModalProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedModal[]>([]);
  const nextId = useRef(1);

  const show = useCallback(
    (options: GeneralModalOptions) =>
      new Promise<string>((resolve) => {
        const id = nextId.current++;
        setQueue((q) => [...q, { ...options, id, resolve }]);
      }),
    [],
  );
  const api = useMemo(() => ({ show }), [show]);
  const current = queue[0];

  return (
    <GeneralModalContext.Provider value={api}>
      {children}
      {current && (
        <GeneralModal
          key={current.id}
          {...current}
          open
          onClose={(reason) => {
            current.resolve(reason);
            setQueue((q) => q.filter((m) => m.id !== current.id));
          }}
        />
      )}
    </GeneralModalContext.Provider>
  );
}

export function useGeneralModal(): GeneralModalApi {
  const api = useContext(GeneralModalContext);
  if (!api) throw new Error('useGeneralModal needs GeneralModalProvider');
  return api;
}
