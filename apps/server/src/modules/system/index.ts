import { defineModule } from '../../moduleKit';
import { registerSystemRoutes } from './routes';

/** The site's public settings: white label, menus, countries, the status (docs/API.md "System"). */
export default defineModule({
  name: 'system',
  routes: [registerSystemRoutes],
});
