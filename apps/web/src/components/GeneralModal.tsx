import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadChunk, once } from '@/lib/chunks';
import { useTranslation } from '@/lib/i18n';
import type { ButtonVariant } from './cx';
import { GlobalLoadingFallback, LazyBoundary } from './LazyBoundary';

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

/** The panel's code (Radix dialog, DOMPurify), fetched when a modal first shows; kept once loaded. */
let Panel: typeof import('./GeneralModalPanel').GeneralModalPanel | undefined;
const loadPanel = once(() =>
  loadChunk(() => import('./GeneralModalPanel')).then((m) => {
    Panel = m.GeneralModalPanel;
  }),
);

/** Fetches the general modal's code ahead of its first showing. */
export const preloadGeneralModal = (): Promise<void> => loadPanel();

/**
 * The general modal of SPEC §2: icon, title, HTML content and buttons; closes on a click on the
 * cover unless `cover` is false; can close itself after `autoCloseMs` (counted from when it shows).
 * The first one waits for its code under the site-wide spinner; later ones show at once.
 */
export function GeneralModal(props: GeneralModalProps) {
  const [failed, setFailed] = useState<unknown>(null);
  const [, setLoaded] = useState(false);
  const wanted = props.open && !Panel;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadPanel().then(
      () => live && setLoaded(true),
      (e: unknown) => live && setFailed(e),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  if (Panel) return <Panel {...props} />;
  if (!props.open) return null;
  if (failed) throw failed;
  return <GlobalLoadingFallback />;
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
        <LazyBoundary key={current.id} overlay fallback={<GlobalLoadingFallback />}>
          <GeneralModal
            {...current}
            open
            onClose={(reason) => {
              current.resolve(reason);
              setQueue((q) => q.filter((m) => m.id !== current.id));
            }}
          />
        </LazyBoundary>
      )}
    </GeneralModalContext.Provider>
  );
}

export function useGeneralModal(): GeneralModalApi {
  const api = useContext(GeneralModalContext);
  if (!api) throw new Error('useGeneralModal needs GeneralModalProvider');
  return api;
}

export interface ConfirmOptions extends Pick<GeneralModalOptions, 'icon' | 'title' | 'content'> {
  /** The label of the button that says yes. */
  confirm: string;
  /** Its look (default primary). */
  variant?: ButtonVariant;
}

/** A yes-or-no question in the general modal (a warning unless told): Cancel and `confirm`; true when confirmed. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { t } = useTranslation();
  const { show } = useGeneralModal();
  return useCallback(
    async ({ confirm, variant = 'primary', icon = 'warning', ...rest }: ConfirmOptions) =>
      (await show({
        icon,
        ...rest,
        buttons: [
          { key: 'cancel', label: t('common.cancel'), variant: 'outline' },
          { key: 'ok', label: confirm, variant },
        ],
      })) === 'ok',
    [show, t],
  );
}
