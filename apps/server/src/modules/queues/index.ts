import { defineModule } from '../../moduleKit';

/** The claims on the console's work queues (the counts are platform's). */
export default defineModule({
  name: 'queues',
});
