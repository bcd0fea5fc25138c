import { lazyComponent } from '@/lib/lazy';
import type { SiteDialogProps } from './Dialog';
import { LazyDialogHost } from './LazyBoundary';

const SiteDialogFrame = lazyComponent(() => import('./Dialog').then((m) => m.SiteDialog));

/**
 * SiteDialog for code of the first load (the auth dialogs): nothing is mounted and the dialog frame's
 * code (Radix) is not fetched until it first opens. Lazy chunks use SiteDialog directly.
 */
export function LazySiteDialog(props: SiteDialogProps) {
  return (
    <LazyDialogHost open={props.open}>
      <SiteDialogFrame {...props} />
    </LazyDialogHost>
  );
}
