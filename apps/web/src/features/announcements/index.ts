export { AnnouncementMarquee } from './AnnouncementMarquee';
export { NoticeDialog } from './NoticeDialog';
export { NoticePage } from './NoticePage';
export { PopupAnnouncements } from './PopupAnnouncements';
export { openNoticeDialog, closeNoticeDialog, getNoticeIndex, setNoticeIndex } from './store';
export { useAnnouncements } from './api';
