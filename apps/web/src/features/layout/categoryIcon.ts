import type { CategoryNavEntry } from '@lotus/contracts';
import { EsportsIcon, sideMenuIcon } from '@/components/icons';

/** The icon of a category entry: its sideMenuIcon, with a controller for e-sports. */
export function categoryIcon(entry: Pick<CategoryNavEntry, 'gameType' | 'sideMenuIcon'>) {
  return entry.gameType === 'ESPORTS' ? EsportsIcon : sideMenuIcon(entry.sideMenuIcon);
}
