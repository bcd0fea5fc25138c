import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureInstallPrompt, registerServiceWorker } from './features/download';
import { i18nReady } from './lib/i18n';
import './styles.css';

captureInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
/**
 * Resolves after the browser has painted what the server put into #root (the home page's first banner):
 * replaced before its first paint, that banner would not count as the page's largest paint, which would
 * then wait for the whole app. A frame, then a task: the paint happens in between.
 */
const afterFirstPaint = () =>
  root.firstElementChild
    ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    : Promise.resolve();

// A visitor who chose English waits for its texts (a chunk of its own) rather than seeing Vietnamese first.
void Promise.all([i18nReady, afterFirstPaint()]).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
