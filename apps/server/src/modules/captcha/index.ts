import { defineModule } from '../../moduleKit';
import { registerCaptchaRoutes } from './routes';

/** Image and slider captchas. */
export default defineModule({
  name: 'captcha',
  routes: [registerCaptchaRoutes],
});
