import { afterAll } from 'vitest';
import { closeSharedBrowser } from './browser';

// Each spec file runs in its own worker: close the browser that newPage() opened for it.
afterAll(closeSharedBrowser);
