export { useContactUs } from './useContactUs';
// Lazily loaded (its own chunk): the route imports the loader, never the page.
export const loadChatPage = () => import('./ChatPage').then((m) => m.ChatPage);
