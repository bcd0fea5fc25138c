import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/lib/i18n';

// Vitest runs without globals, so Testing Library does not clean up by itself.
afterEach(() => cleanup());
