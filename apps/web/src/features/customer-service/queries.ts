import { queryOptions, skipToken } from '@tanstack/react-query';
import { fetchChatMessages } from './api';

/** How often the chat window asks for new messages. */
const POLL_MS = 3000;

/**
 * The messages of a chat after the last one shown, asked for every 3 s once the chat is open; each answer is
 * used once (merged into the window's list), so none is kept.
 */
export const chatMessagesQuery = (threadId: string | undefined, after: number) =>
  queryOptions({
    queryKey: ['support-chat', threadId, after],
    queryFn: threadId ? () => fetchChatMessages(threadId, after) : skipToken,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
