import { defineModule } from '../../moduleKit';
import { registerSupportRoutes } from './routes';
import { registerSupportOpsRoutes } from './opsRoutes';
import { chatCommand } from '../../cli/commands/chat';

/** Live chat. */
export default defineModule({
  name: 'support',
  routes: [registerSupportRoutes],
  opsRoutes: [registerSupportOpsRoutes],
  commands: [chatCommand],
});
