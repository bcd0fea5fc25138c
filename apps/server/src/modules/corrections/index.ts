import { defineModule } from '../../moduleKit';
import { registerCorrectionRoutes } from './routes';

/** Corrections of lottery and sports results under four-eyes above a brand's threshold (issue 34). */
export default defineModule({
  name: 'corrections',
  opsRoutes: [registerCorrectionRoutes],
});
