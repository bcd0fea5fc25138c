// Lazily loaded (its own chunk): the route imports the loader, never the page.
export const loadAgentSignInPage = () => import('./AgentSignInPage').then((m) => m.AgentSignInPage);
/** The member's contract requests (accept or reject what the upline offered), shown under the upline transfer. */
export const loadContractRequests = () => import('./contracts/ContractRequests').then((m) => m.ContractRequests);
