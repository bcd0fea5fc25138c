export * from './merchants';
export * from './announcements';
