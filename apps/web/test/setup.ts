import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { pageTextsReady } from '@/lib/i18n';

// findBy*/waitFor wait 1 s by default: too short on a CI machine at load 20, where a first render with its
// lazy chunks and mocked fetches can take longer. A passing test never waits the whole time.
configure({ asyncUtilTimeout: 5_000 });

// Components are rendered directly here, not through lazy chunks that would wait for the page texts.
beforeAll(() => pageTextsReady());

// Vitest runs without globals, so Testing Library does not clean up by itself.
afterEach(() => cleanup());
