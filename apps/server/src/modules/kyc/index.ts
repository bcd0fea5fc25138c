import { defineModule } from '../../moduleKit';
import { registerKycOpsRoutes } from './opsRoutes';
import { registerKycRoutes } from './routes';

/** Identity checks (issue 34): members' documents, the operators' review, the hold on withdrawals. */
export default defineModule({
  name: 'kyc',
  routes: [registerKycRoutes],
  opsRoutes: [registerKycOpsRoutes],
  publishes: ['kyc.approved'],
});
