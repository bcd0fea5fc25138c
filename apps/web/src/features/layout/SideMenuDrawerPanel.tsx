import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '@/lib/i18n';
import { CloseIcon } from '@/components/icons';
import { useBrand } from '@/features/brand';
import { VipRank } from './Header';
import { SideMenu } from './SideMenu';

/** The side menu as a drawer from the left on phones and tablets (Radix), loaded on its first opening. */
export function SideMenuDrawerPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/75 lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-80 flex-col border-r border-white/10 bg-navy-900 shadow-2xl lg:hidden"
        >
          <div className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
            <RadixDialog.Title className="sr-only">{t('sideMenu.title')}</RadixDialog.Title>
            <img src={whitelabel.logoUrl} alt={whitelabel.siteName} className="h-7 w-auto" />
            <div className="flex items-center gap-2">
              <VipRank onClick={() => onOpenChange(false)} />
              <RadixDialog.Close
                className="rounded-full p-2 text-slate-400 hover:bg-white/5 hover:text-white"
                aria-label={t('common.close')}
              >
                <CloseIcon size={20} />
              </RadixDialog.Close>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto pb-6">
            <SideMenu onNavigate={() => onOpenChange(false)} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
