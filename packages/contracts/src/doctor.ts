import { z } from 'zod';

/**
 * `npm run ops -- doctor` (GET /ops/doctor): the checks a server started with NODE_ENV=production makes
 * before it serves, for the running site: each setting that would refuse a production start, what is wrong
 * with it and how to fix it (docs/DEPLOY.md, "Production checklist").
 */
export const DOCTOR_PATH = '/ops/doctor';

export const safetyCheckSchema = z.object({
  /** The setting: an environment variable, or what in the database (the demo owner's password). */
  setting: z.string(),
  ok: z.boolean(),
  /** What holds (ok) or what is wrong. */
  detail: z.string(),
  /** How to make it safe (also given when ok, for the checklist). */
  fix: z.string(),
});
export type SafetyCheck = z.infer<typeof safetyCheckSchema>;

export const doctorReportSchema = z.object({
  /** Whether this server runs with NODE_ENV=production. */
  production: z.boolean(),
  checks: z.array(safetyCheckSchema),
});
export type DoctorReport = z.infer<typeof doctorReportSchema>;
