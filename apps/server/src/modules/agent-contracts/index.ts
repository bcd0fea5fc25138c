import { defineModule } from '../../moduleKit';
import { registerAgentContractRoutes } from './routes';
import { registerAgentContractOpsRoutes } from './opsRoutes';
import { seedDemoAgentContractsIfEmpty } from '../../db/seed/demoAgentContracts';
import { agentCommand } from '../../cli/commands/agent';
import { settleAgentContracts } from './settlement';

/** Agents' contracts and their payouts. */
export default defineModule({
  name: 'agent-contracts',
  routes: [registerAgentContractRoutes],
  opsRoutes: [registerAgentContractOpsRoutes],
  jobs: [{ name: 'agents.settle', run: (ctx) => settleAgentContracts(ctx) }],
  seed: [(db) => seedDemoAgentContractsIfEmpty(db)],
  commands: [agentCommand],
});
