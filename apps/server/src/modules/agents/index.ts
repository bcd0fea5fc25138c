import { defineModule } from '../../moduleKit';
import { registerAgentRoutes } from './routes';

/** Agents and their downlines (the agent centre). */
export default defineModule({
  name: 'agents',
  routes: [registerAgentRoutes],
});
