import { inject } from 'vitest';
import type { TestServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Its operator key. */
    opsKey: string;
    /** Its DATA_DIR (server.log is there). */
    dataDir: string;
  }
}

// A spec file may run against a server of its own (each file has its own copy of this module).
let own: TestServer | undefined;

/** From now on this spec file's pages, ops calls and outbox read `server` instead of the shared one. */
export function useServer(server: TestServer | undefined) {
  own = server;
}

export const baseUrl = () => own?.baseUrl ?? inject('baseUrl');
export const opsKey = () => own?.opsKey ?? inject('opsKey');
export const dataDir = () => own?.dataDir ?? inject('dataDir');
