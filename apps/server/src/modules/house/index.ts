import { defineModule } from '../../moduleKit';
import { registerHouse } from './service';

/** The house game provider's pages and tables. */
export default defineModule({
  name: 'house',
  routes: [registerHouse],
});
