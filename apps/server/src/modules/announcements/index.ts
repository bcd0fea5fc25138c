import { defineModule } from '../../moduleKit';
import { registerAnnouncementRoutes } from './routes';
import { registerAnnouncementOpsRoutes } from './opsRoutes';
import { announceCommand } from '../../cli/commands/announce';

/** Announcements on the site. */
export default defineModule({
  name: 'announcements',
  routes: [registerAnnouncementRoutes],
  opsRoutes: [registerAnnouncementOpsRoutes],
  commands: [announceCommand],
});
