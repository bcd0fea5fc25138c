import { defineModule } from '../../moduleKit';
import { registerPointRoutes } from './routes';
import { registerPointOpsRoutes } from './opsRoutes';
import { seedDemoPointsIfEmpty } from '../../db/seed/demoPoints';
import { pointsCommand } from '../../cli/commands/points';
import { accruePoints } from './service';

/** Points: accrual on bets and deposits, the points mall. */
export default defineModule({
  name: 'points',
  routes: [registerPointRoutes],
  opsRoutes: [registerPointOpsRoutes],
  jobs: [{ name: 'points.accrue', run: (ctx) => accruePoints(ctx) }],
  seed: [(db) => seedDemoPointsIfEmpty(db)],
  commands: [pointsCommand],
});
