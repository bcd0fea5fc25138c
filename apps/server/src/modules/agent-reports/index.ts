import { defineModule } from '../../moduleKit';
import { registerAgentReportRoutes } from './routes';

/** Agents' reports of their downline. */
export default defineModule({
  name: 'agent-reports',
  routes: [registerAgentReportRoutes],
});
