import { useTranslation } from '@/lib/i18n';
import { SiteDialog } from '@/components/Dialog';
import { NoticeBrowser } from './NoticeBrowser';
import { closeNoticeDialog, noticeDetailRequested, useNoticeDialogOpen } from './store';

/** noticeModal: titled "notification" (SPEC §2). Loaded by NoticeDialog when it first opens. */
export function NoticeDialogPanel() {
  const { t } = useTranslation();
  const open = useNoticeDialogOpen();
  return (
    <SiteDialog
      open={open}
      onOpenChange={(o) => !o && closeNoticeDialog()}
      title={t('notice.title')}
      size="lg"
      className="sm:h-[36rem]"
    >
      {open && <NoticeBrowser className="h-full" startWithDetail={noticeDetailRequested()} />}
    </SiteDialog>
  );
}
