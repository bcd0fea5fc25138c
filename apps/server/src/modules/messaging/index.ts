import { defineModule } from '../../moduleKit';

/** SMS and e-mail delivery of codes. */
export default defineModule({
  name: 'messaging',
});
