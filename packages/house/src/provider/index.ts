/** @lotus/house/provider: the house provider's HTTP side (pages, API) and its seamless-wallet client. */
export * from './client';
export * from './house';
export * from './http';
export * from './tables';
export * from './tablesHttp';
export * from './sameOrigin';
export type { PageAssets } from './httpShared';
