import { defineModule } from '../../moduleKit';
import { registerJobOpsRoutes } from './routes';

/** The job runner and `ops jobs run`, the test clock. */
export default defineModule({
  name: 'jobs',
  opsRoutes: [registerJobOpsRoutes],
});
