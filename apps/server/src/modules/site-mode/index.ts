import { defineModule } from '../../moduleKit';

/** The site mode of a request (normal, maintenance, region-blocked) and the visitor's country. */
export default defineModule({
  name: 'site-mode',
});
