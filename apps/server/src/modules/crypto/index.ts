import { defineModule } from '../../moduleKit';
import { registerCryptoRoutes } from './routes';

/** The site's RSA key for passwords typed in the browser. */
export default defineModule({
  name: 'crypto',
  routes: [registerCryptoRoutes],
});
