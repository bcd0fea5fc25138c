import { defineModule } from '../../moduleKit';
import { registerTransferRoutes } from './routes';

/** Transfers between members (agents to their downline). */
export default defineModule({
  name: 'transfers',
  routes: [registerTransferRoutes],
});
