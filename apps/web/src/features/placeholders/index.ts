// Lazily loaded (each its own chunk): the routes import the loaders, never the pages.
export const loadNotFoundPage = () => import('./NotFoundPage').then((m) => m.NotFoundPage);
export const loadOfflinePage = () => import('./OfflinePage').then((m) => m.OfflinePage);
