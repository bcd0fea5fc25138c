import { defineModule } from '../../moduleKit';
import { registerGameRoutes } from './routes';
import { registerGameOpsRoutes } from './opsRoutes';
import { seedDemoGamesIfEmpty, BUILT_IN_VENDORS } from '../../db/seed/games';
import { gamesCommand } from '../../cli/commands/games';

/** The game catalogue: vendors, games, lobbies, favourites. */
export default defineModule({
  name: 'games',
  routes: [registerGameRoutes],
  opsRoutes: [registerGameOpsRoutes],
  seed: [
    (db, config) => seedDemoGamesIfEmpty(db, { connected: [...BUILT_IN_VENDORS, ...config.money.sandboxVendors] }),
  ],
  commands: [gamesCommand],
});
