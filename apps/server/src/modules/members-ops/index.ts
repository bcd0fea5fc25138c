import { defineModule } from '../../moduleKit';
import { registerMembersOpsRoutes } from './routes';
import { memberCommand } from '../../cli/commands/member';

/** The operators' view of members: search, profile, adjustments. */
export default defineModule({
  name: 'members-ops',
  opsRoutes: [registerMembersOpsRoutes],
  commands: [memberCommand],
});
