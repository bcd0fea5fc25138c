import { inject } from 'vitest';

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

export const baseUrl = () => inject('baseUrl');
export const opsKey = () => inject('opsKey');
