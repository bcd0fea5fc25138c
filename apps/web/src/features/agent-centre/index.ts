// Lazily loaded (its own chunk): the route imports the loader, never the page.
export const loadAgentSignInPage = () => import('./AgentSignInPage').then((m) => m.AgentSignInPage);
