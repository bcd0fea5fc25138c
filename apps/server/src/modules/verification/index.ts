import { defineModule } from '../../moduleKit';

/** Identity verification of members. */
export default defineModule({
  name: 'verification',
});
