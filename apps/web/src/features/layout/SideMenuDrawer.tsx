import { LazyDialogHost } from '@/components/LazyBoundary';
import { lazyComponent } from '@/lib/lazy';

const SideMenuDrawerPanel = lazyComponent(() => import('./SideMenuDrawerPanel').then((m) => m.SideMenuDrawerPanel));

/** Fetches the drawer's code ahead (the menu button's hover, touch or focus). */
export const preloadSideMenuDrawer = SideMenuDrawerPanel.preload;

/** The side menu as a drawer from the left on phones and tablets; its code loads on its first opening. */
export function SideMenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <LazyDialogHost open={open}>
      <SideMenuDrawerPanel open={open} onOpenChange={onOpenChange} />
    </LazyDialogHost>
  );
}
