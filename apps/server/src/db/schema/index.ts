export * from './merchants';
export * from './announcements';
export * from './accounts';
export * from './ledger';
export * from './games';
export * from './money';
export * from './provider';
export * from './service';
