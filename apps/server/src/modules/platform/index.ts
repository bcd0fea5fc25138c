import { defineModule } from '../../moduleKit';
import { registerPlatformOpsRoutes } from './opsRoutes';
import { doctorCommand } from '../../cli/commands/doctor';

/** The site as a whole: the production safety checks, `ops doctor` and the console's work queues. */
export default defineModule({
  name: 'platform',
  opsRoutes: [registerPlatformOpsRoutes],
  commands: [doctorCommand],
});
