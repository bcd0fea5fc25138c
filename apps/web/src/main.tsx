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
/** Longest wait for the server-painted banner before React renders anyway (a slow picture). */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has painted the picture the server put into #root (the home page's first
 * banner). Replaced before its paint is reported, that banner would not count as the page's largest
 * paint, which would then wait for the whole app. Where the browser reports largest paints, wait for
 * that report; elsewhere for the picture's decoding and a frame.
 */
function afterFirstPaint(): Promise<void> {
  const banner = root?.querySelector('img');
  if (!banner) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === banner)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      void banner
        .decode()
        .catch(() => undefined)
        .then(() => requestAnimationFrame(() => setTimeout(done, 0)));
    }
  });
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
