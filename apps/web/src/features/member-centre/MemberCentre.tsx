import { LazyDialogHost } from '@/components/LazyBoundary';
import { lazyComponent } from '@/lib/lazy';
import type { MemberCentrePages } from './pages';
import { useMemberCentreParam } from './url';

const MemberCentreOverlay = lazyComponent(() => import('./MemberCentreOverlay').then((m) => m.MemberCentreOverlay));

/** Fetches the overlay's code ahead of a likely opening. */
export const prefetchMemberCentre = () => MemberCentreOverlay.preload();

/**
 * The member centre (SPEC §2) with the pages the features supply; its overlay is a chunk of its own,
 * loaded when the URL first names a page (`?mc=`).
 */
export function MemberCentre({ pages }: { pages: MemberCentrePages }) {
  const { page } = useMemberCentreParam();
  return (
    <LazyDialogHost open={page !== null}>
      <MemberCentreOverlay pages={pages} />
    </LazyDialogHost>
  );
}
