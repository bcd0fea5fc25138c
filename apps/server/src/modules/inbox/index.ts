import { defineModule } from '../../moduleKit';
import { registerInboxRoutes } from './routes';
import { registerInboxOpsRoutes } from './opsRoutes';
import { broadcastCommand } from '../../cli/commands/broadcast';

/** Members' inbox: notices, templates, broadcasts. */
export default defineModule({
  name: 'inbox',
  routes: [registerInboxRoutes],
  opsRoutes: [registerInboxOpsRoutes],
  commands: [broadcastCommand],
});
