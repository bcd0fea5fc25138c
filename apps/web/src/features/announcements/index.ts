export { AnnouncementMarquee } from './AnnouncementMarquee';
export { NoticeDialog } from './NoticeDialog';
// Lazily loaded (its own chunk): the route imports the loader, never the page.
export const loadNoticePage = () => import('./NoticePage').then((m) => m.NoticePage);
export { PopupAnnouncements } from './PopupAnnouncements';
export { openNoticeDialog, closeNoticeDialog } from './store';
