import type { z } from 'zod';
import { AppError } from './errors';

/** Parses with a zod schema; a failure is validation_failed naming the first field that failed. */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  throw new AppError('validation_failed', `${field}: ${issue?.message ?? 'invalid'}`, field);
}
