import { defineModule } from '../../moduleKit';

/** Turnover requirements a withdrawal waits for. */
export default defineModule({
  name: 'turnover',
});
