import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadChunk } from '@/lib/chunks';
import { consoleTextsReady, i18n, i18nReady } from '@/lib/i18n';
import { consoleLanguage } from './language';
import '../styles.css';

/**
 * The operator console's entry (console.html). It imports only what the site's first load holds as
 * well (React, the texts layer); the console itself, its texts and its libraries (zod, forms, the
 * contracts' schemas) are lazy chunks, so nothing of it ever joins the site's first load.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from console.html');

const texts = i18nReady.then(() => i18n.changeLanguage(consoleLanguage())).then(consoleTextsReady);
const app = loadChunk(() => import('./ConsoleApp'));

Promise.all([app, texts]).then(
  ([{ ConsoleApp }]) =>
    createRoot(root).render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    ),
  () => {
    root.textContent = 'Lotus Console could not load. Reload the page.';
  },
);
