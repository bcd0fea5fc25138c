// Lazily loaded (its own chunk): the route imports the loader, never the page.
export const loadDownloadPage = () => import('./DownloadPage').then((m) => m.DownloadPage);
export { captureInstallPrompt, registerServiceWorker } from './pwa';
