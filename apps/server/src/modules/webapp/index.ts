import { defineModule } from '../../moduleKit';
import { registerWebAppRoutes } from './routes';
import { serveWebApp } from './serve';

/** The web app: its shell routes and the static files, with the catch-all (registered last). */
export default defineModule({
  name: 'webapp',
  routes: [registerWebAppRoutes, serveWebApp],
});
