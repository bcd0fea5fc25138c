import { defineModule } from '../../moduleKit';
import { registerProviderRoutes } from './routes';

/** The provider gateway: launch sessions and the vendors' wallet callbacks. */
export default defineModule({
  name: 'provider',
  routes: [registerProviderRoutes],
});
