import { defineModule } from '../../moduleKit';
import { registerAuditRoutes } from './routes';
import { auditCommand } from '../../cli/commands/audit';

/** The audit log of operators' changes, and its operator view. */
export default defineModule({
  name: 'audit',
  opsRoutes: [registerAuditRoutes],
  commands: [auditCommand],
});
