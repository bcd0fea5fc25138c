import { defineModule } from '../../moduleKit';
import { registerHelpRoutes } from './routes';
import { registerHelpOpsRoutes } from './opsRoutes';
import { seedDemoHelpIfEmpty } from '../../db/seed/demoHelp';
import { helpCenterCommand } from '../../cli/commands/help';

/** The help centre. */
export default defineModule({
  name: 'help',
  routes: [registerHelpRoutes],
  opsRoutes: [registerHelpOpsRoutes],
  seed: [(db) => seedDemoHelpIfEmpty(db)],
  commands: [helpCenterCommand],
});
