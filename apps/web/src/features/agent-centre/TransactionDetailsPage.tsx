import { AGENT_PATHS } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { loadTransactionHistoryView } from '@/features/money';
import { lazyComponent } from '@/lib/lazy';
import type { AgentPageProps } from './pages';

const TransactionHistoryView = lazyComponent(loadTransactionHistoryView);

/**
 * Page 8, account or transaction details: the agent's own account records, the member's account-records
 * page over the agent's session (`/wps/agent/transactions`, the same service and filters).
 */
export function TransactionDetailsPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  return (
    <TransactionHistoryView
      title={t('agent.pages.agentTransactionDetails')}
      source={{ path: AGENT_PATHS.transactions, token }}
    />
  );
}
