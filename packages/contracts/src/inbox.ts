import { z } from 'zod';
import { idSchema, idParam } from './input';
import { moneyPageQuerySchema } from './money';
import { pageOf } from './paging';

/**
 * The platform inbox (messageV2, issue 4): messages per member with read state. The server sends the
 * templates of SPEC §4 by itself, in the member's language. docs/API.md, "Money".
 */
export const MESSAGE_TEMPLATES = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_dispute_forced_received',
  'withdrawal_dispute_refunded',
  'promotion_approved',
  'promotion_rejected',
  'referral_reward',
  'kyc_approved',
  'kyc_rejected',
  'kyc_expired',
  'notice',
] as const;
export const messageTemplateSchema = z.enum(MESSAGE_TEMPLATES);
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  template: messageTemplateSchema,
  title: z.string(),
  /** Plain text (never HTML). */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const messageListQuerySchema = moneyPageQuerySchema.extend({
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const messagePageSchema = pageOf(inboxMessageSchema).extend({ unread: z.number().int() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageIdParamsSchema = z.object({ id: idParam });
/** Mark some messages (ids) or all of them as read. */
export const messagesReadBodySchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(200) }),
  z.object({ all: z.literal(true) }),
]);
export const messagesReadSchema = z.object({ updated: z.number().int(), unread: z.number().int() });
export const unreadCountSchema = z.object({ count: z.number().int() });
