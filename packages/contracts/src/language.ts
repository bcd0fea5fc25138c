import { z } from 'zod';

/** Languages the site is translated into; Vietnamese is the default (SPEC §9). */
export const SITE_LANGUAGES = ['vi', 'en'] as const;
export const languageSchema = z.enum(SITE_LANGUAGES);
export type SiteLanguage = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: SiteLanguage = 'vi';

/** A text held in every site language. */
export const localizedTextSchema = z.object({ vi: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
