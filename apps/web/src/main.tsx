import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureInstallPrompt, registerServiceWorker } from './features/download';
import { i18nReady } from './lib/i18n';
import './styles.css';

captureInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
/** Longest wait for the server-painted banner's picture before React renders anyway (a slow picture). */
const FIRST_PAINT_WAIT_MS = 500;

/**
 * Resolves once the browser has painted the picture the server put into #root (the home page's first
 * banner): its decoding, then a frame. Replaced before it was painted, that banner would not count as
 * the page's largest paint, which would then wait for the whole app. (Waiting for the browser's
 * largest-paint report instead is not reliable: a picture from the memory cache is never reported.)
 */
function afterFirstPaint(): Promise<void> {
  const banner = root?.querySelector('img');
  if (!banner) return Promise.resolve();
  const decoded = Promise.race([
    banner.decode().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
  ]);
  // requestAnimationFrame runs before the next paint; a task queued from it runs after that paint.
  return decoded.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

// A visitor who chose English waits for its texts (a chunk of its own) rather than seeing Vietnamese first.
// The first render is a transition, so React renders the app in slices that leave a phone's main thread
// free to answer a tap, rather than in one long task.
void Promise.all([i18nReady, afterFirstPaint()]).finally(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
