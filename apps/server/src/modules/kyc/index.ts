import { defineModule } from '../../moduleKit';
import { registerKycOpsRoutes } from './opsRoutes';
import { registerKycRoutes } from './routes';
import { expireApprovedChecks } from './service';

/** Identity checks (issue 34): members' documents, the operators' review, the hold on withdrawals. */
export default defineModule({
  name: 'kyc',
  routes: [registerKycRoutes],
  opsRoutes: [registerKycOpsRoutes],
  publishes: ['kyc.approved'],
  jobs: [{ name: 'kyc.expire', run: (ctx) => expireApprovedChecks(ctx) }],
});
