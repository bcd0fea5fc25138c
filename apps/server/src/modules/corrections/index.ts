import { defineModule } from '../../moduleKit';
import { registerCorrectionRoutes } from './routes';
import { refuseUnapprovedCorrection } from './service';

/** Corrections of lottery and sports results under four-eyes above a brand's threshold (issue 34). */
export default defineModule({
  name: 'corrections',
  opsRoutes: [registerCorrectionRoutes],
  // The products' direct correction paths ask first (they cannot import corrections, which settles through them).
  handlers: () => ({
    'result.correcting': (db, e) => refuseUnapprovedCorrection(db, e.product, e.subjectId),
  }),
});
