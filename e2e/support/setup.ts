import { afterAll } from 'vitest';
import { closeSharedBrowser, finishFileScopedPages } from './browser';

// After each spec file: check and close pages opened in hooks, then close the browser newPage() opened.
afterAll(async () => {
  try {
    await finishFileScopedPages();
  } finally {
    await closeSharedBrowser();
  }
});
