export { PlaceholderPage, type PageKey } from './PlaceholderPage';
export { NotFoundPage } from './NotFoundPage';
export { OfflinePage } from './OfflinePage';
