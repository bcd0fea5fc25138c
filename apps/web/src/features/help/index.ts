// Lazily loaded (its own chunk): the route imports the loader, never the page.
export const loadHelpCentrePage = () => import('./HelpCentrePage').then((m) => m.HelpCentrePage);
export { useHelpCentre } from './queries';
