import { createStore, useStore } from '@/lib/store';

/** Chrome's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser offered installation (beforeinstallprompt) and it was not used yet. */
  canInstall: boolean;
  /** Installed in this visit, or running as the installed app. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
const state = createStore<InstallState>({ canInstall: false, installed: false });
const set = (next: Partial<InstallState>) => state.set((current) => ({ ...current, ...next }));

const standalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true);

/**
 * Keeps the browser's install offer for the install button of /down. Called once at start-up,
 * because the event can fire before the page that shows the button is open.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  if (standalone()) set({ installed: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set({ canInstall: false, installed: true });
  });
}

/** Shows the browser's install dialog; resolves to whether the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  set({ canInstall: false });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') set({ installed: true });
  return outcome === 'accepted';
}

export function useInstallPrompt(): InstallState {
  return useStore(state);
}

/** Runs `task` once the page has loaded and the main thread is idle (or after `timeoutMs` at the latest). */
function afterLoadWhenIdle(task: () => void, timeoutMs = 5000): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: timeoutMs });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker (public sw.js, built with the list of the app shell's files) in the
 * built site, once the page has loaded and is idle, so its start and its precache never compete with
 * the first paint. It caches the shell and static files only; API calls never go through its cache.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  afterLoadWhenIdle(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
