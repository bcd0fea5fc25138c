export { DownloadPage } from './DownloadPage';
export { captureInstallPrompt, registerServiceWorker, promptInstall, useInstallPrompt } from './pwa';
