import { z } from 'zod';
import { pageOf, pageQuerySchema } from './paging';
import { SIGNIFICANT_EVENT_KINDS } from './reports';

/**
 * Alerts of significant events (issue 34): an operator subscribes to kinds for themselves; the
 * `significant.alerts` job puts each new event of those kinds, of a brand in the operator's scope, in their
 * console inbox and, when they gave an address, sends it by e-mail. docs/API.md "Significant events".
 */
export const SIGNIFICANT_ALERT_PATHS = {
  /** GET / PUT: the caller's own subscription (audit.read). */
  subscription: '/ops/significant-events/subscription',
  /** GET: the caller's alerts, newest first (audit.read). */
  alerts: '/ops/significant-events/alerts',
  /** POST: marks the caller's alerts read (ids, or all). */
  read: '/ops/significant-events/alerts/read',
} as const;

export const significantAlertSubscriptionSchema = z.object({
  kinds: z.array(z.enum(SIGNIFICANT_EVENT_KINDS)),
  /** Where e-mail alerts go; null: the console inbox only. */
  email: z.string().nullable(),
});
export type SignificantAlertSubscription = z.infer<typeof significantAlertSubscriptionSchema>;

export const significantAlertSubscriptionBodySchema = z.object({
  kinds: z
    .array(z.enum(SIGNIFICANT_EVENT_KINDS))
    .max(SIGNIFICANT_EVENT_KINDS.length)
    .refine((k) => new Set(k).size === k.length, 'each kind once'),
  email: z.email().max(254).nullable().default(null),
});
export type SignificantAlertSubscriptionBody = z.input<typeof significantAlertSubscriptionBodySchema>;

export const significantAlertQuerySchema = pageQuerySchema(20, 100).extend({
  unread: z.enum(['true', 'false']).optional(),
});

export const significantAlertSchema = z.object({
  id: z.number().int(),
  /** The audit row (the significant event) it is about. */
  eventId: z.number().int(),
  kind: z.enum(SIGNIFICANT_EVENT_KINDS),
  action: z.string(),
  brand: z.string().nullable(),
  target: z.string().nullable(),
  at: z.string(),
  read: z.boolean(),
});
export type SignificantAlert = z.infer<typeof significantAlertSchema>;
export const significantAlertPageSchema = pageOf(significantAlertSchema).extend({ unread: z.number().int() });

export const significantAlertReadBodySchema = z.object({
  ids: z.union([z.literal('all'), z.array(z.number().int().positive()).min(1).max(200)]),
});
export const significantAlertReadSchema = z.object({ marked: z.number().int() });
