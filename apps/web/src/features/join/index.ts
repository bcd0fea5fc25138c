// Lazily loaded (its own chunk): the route imports the loader, never the page.
export const loadJoinPage = () => import('./JoinPage').then((m) => m.JoinPage);
