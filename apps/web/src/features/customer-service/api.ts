import { CHAT_LIMITS, SERVICE_PATHS, type ServiceAddress } from '@lotus/contracts';
import { apiValue } from '@/lib/api';
import { local } from '@/lib/storage';

/** getService: the customer-service address for this visitor or member. */
export const fetchServiceAddress = (): Promise<ServiceAddress> =>
  apiValue(SERVICE_PATHS.getService, { schema: (c) => c.serviceAddressSchema });

/** Local storage key of a visitor's chat token (members are known by their session). */
const CHAT_TOKEN_KEY = 'supportChatToken';
export const storedChatToken = () => local.get(CHAT_TOKEN_KEY) ?? undefined;
export const storeChatToken = (token: string) => local.set(CHAT_TOKEN_KEY, token);

const chatHeaders = () => {
  const token = storedChatToken();
  return token ? { 'X-Chat-Token': token } : undefined;
};

export async function openChat(name?: string) {
  const visitorToken = storedChatToken();
  const thread = await apiValue(SERVICE_PATHS.chatOpen, {
    method: 'POST',
    body: { ...(visitorToken ? { visitorToken } : {}), ...(name ? { name: name.slice(0, CHAT_LIMITS.maxName) } : {}) },
    schema: (c) => c.chatThreadSchema,
  });
  if (thread.visitorToken) storeChatToken(thread.visitorToken);
  return thread;
}

export const fetchChatMessages = (threadId: string, after: number) =>
  apiValue(SERVICE_PATHS.chatMessages, {
    query: { threadId, after },
    headers: chatHeaders(),
    schema: (c) => c.chatMessagesSchema,
  });

export const sendChatMessage = (threadId: string, text: string) =>
  apiValue(SERVICE_PATHS.chatMessages, {
    method: 'POST',
    body: { threadId, text },
    headers: chatHeaders(),
    schema: (c) => c.chatMessageSchema,
  });
