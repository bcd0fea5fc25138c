import { ReceiptIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** Agent contracts (issue 14): an account's salary and dividend contracts and their payouts. */
export const AGENT_CONTRACT_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'agents/contracts',
    permission: 'agents.read',
    nav: { group: 'players', labelKey: 'console.nav.agentContracts', icon: ReceiptIcon },
    load: () => import('./AgentContractsPage').then((m) => m.AgentContractsPage),
  },
];
