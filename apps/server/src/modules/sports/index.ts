import { defineModule } from '../../moduleKit';
import { registerSportsPages } from './pages';
import { registerSportsOpsRoutes } from './opsRoutes';
import { sportsCommand } from '../../cli/commands/sports';
import { runSports } from './feed';

/** The sportsbook: its demo feed and pages. */
export default defineModule({
  name: 'sports',
  routes: [registerSportsPages],
  opsRoutes: [registerSportsOpsRoutes],
  publishes: ['result.correcting'],
  jobs: [{ name: 'sports.run', run: (ctx) => runSports(ctx) }],
  commands: [sportsCommand],
});
