import { LazyDialogHost } from '@/components/LazyBoundary';
import { lazyComponent } from '@/lib/lazy';
import { useGamesDialog } from './store';

const GamesDialogPanels = lazyComponent(() => import('./GamesDialogPanels').then((m) => m.GamesDialogPanels));

/** The dialogs a launch opens (popup game list, maintenance): a chunk of their own, loaded on first opening. */
export function GamesDialogs() {
  return (
    <LazyDialogHost open={useGamesDialog() !== null}>
      <GamesDialogPanels />
    </LazyDialogHost>
  );
}
