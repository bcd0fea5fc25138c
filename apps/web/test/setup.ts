import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { pageTextsReady } from '@/lib/i18n';

// Components are rendered directly here, not through lazy chunks that would wait for the page texts.
beforeAll(() => pageTextsReady());

// Vitest runs without globals, so Testing Library does not clean up by itself.
afterEach(() => cleanup());
