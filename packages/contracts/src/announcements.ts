import { z } from 'zod';
import { localizedTextSchema } from './language';
import { NOTICE_PAGE_SIZE } from './constants';
import { pageNoParam, pageOf, pageSizeParam } from './paging';

/** Announcement types (SPEC §7): B is the default; A is an agent notice, shown in the agent centre only. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;
/** The types the site's public notices call may ask for (agent notices need an agent's session). */
const PUBLIC_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

const typesParam = z
  .string()
  .max(64)
  .default('B')
  .transform((s) =>
    s
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(PUBLIC_ANNOUNCEMENT_TYPES)).min(1));

export const announcementQuerySchema = z.object({
  types: typesParam,
  platform: z.enum(['W']).default('W'),
  execution: z.string().max(32).optional(),
  pageNo: pageNoParam(100_000),
  pageSize: pageSizeParam(NOTICE_PAGE_SIZE),
});

export const noticeSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Epoch milliseconds. */
  timestamp: z.number().int(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const announcementPageSchema = pageOf(noticeSchema);
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** Operator's new announcement. */
export const createAnnouncementSchema = z.object({
  brand: z.string().min(1).max(32).optional(),
  type: announcementTypeSchema.default('B'),
  title: localizedTextSchema,
  content: localizedTextSchema,
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateAnnouncement = z.infer<typeof createAnnouncementSchema>;

export const opsAnnouncementSchema = z.object({
  id: z.string(),
  brand: z.string(),
  type: announcementTypeSchema,
  title: localizedTextSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
