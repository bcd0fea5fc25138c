import { LazyDialogHost } from '@/components/LazyBoundary';
import { lazyComponent } from '@/lib/lazy';
import { useNoticeDialogOpen } from './store';

const NoticeDialogPanel = lazyComponent(() => import('./NoticeDialogPanel').then((m) => m.NoticeDialogPanel));

/** noticeModal (SPEC §2): its code is a chunk of its own, loaded when the dialog first opens. */
export function NoticeDialog() {
  return (
    <LazyDialogHost open={useNoticeDialogOpen()}>
      <NoticeDialogPanel />
    </LazyDialogHost>
  );
}
