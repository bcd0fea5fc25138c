import { defineModule } from '../../moduleKit';
import { registerRecordRoutes } from './routes';

/** Betting records: a member's rounds. */
export default defineModule({
  name: 'records',
  routes: [registerRecordRoutes],
});
