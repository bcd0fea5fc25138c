import { defineModule } from '../../moduleKit';
import { registerLaunchRoutes } from './routes';

/** Game launches. */
export default defineModule({
  name: 'launch',
  routes: [registerLaunchRoutes],
});
