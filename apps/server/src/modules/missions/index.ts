import { defineModule } from '../../moduleKit';
import { registerMissionRoutes } from './routes';
import { registerMissionOpsRoutes } from './opsRoutes';
import { seedDemoMissionsIfEmpty } from '../../db/seed/demoMissions';
import { missionCommand } from '../../cli/commands/mission';

/** Missions: daily and weekly tasks and their rewards. */
export default defineModule({
  name: 'missions',
  routes: [registerMissionRoutes],
  opsRoutes: [registerMissionOpsRoutes],
  seed: [(db) => seedDemoMissionsIfEmpty(db)],
  commands: [missionCommand],
});
