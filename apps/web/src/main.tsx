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
// A visitor who chose English waits for its texts (a chunk of its own) rather than seeing Vietnamese first.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
