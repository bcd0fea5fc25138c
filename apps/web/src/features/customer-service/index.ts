export { useContactUs, resolveServicePath, CS_POPUP } from './useContactUs';
export { ChatPage } from './ChatPage';
