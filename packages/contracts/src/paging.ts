import { z } from 'zod';

/** The page a list's query asks for: 1-based, 1 when left out. */
export const pageNoParam = (max = 10_000) => z.coerce.number().int().min(1).max(max).default(1);

/** How many items a page of a list holds: `size` when left out, at most `max`. */
export const pageSizeParam = (size: number, max = 100) => z.coerce.number().int().min(1).max(max).default(size);

/** The query of a paged list: `pageNo` and `pageSize` (`size` when left out, at most `max`). */
export const pageQuerySchema = (size = 20, max = 100) =>
  z.object({ pageNo: pageNoParam(), pageSize: pageSizeParam(size, max) });

/** One page of a list of `item`: the page asked for, its size and the totals. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
