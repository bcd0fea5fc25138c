import { z } from 'zod';
import { SITE_LANGUAGES } from './constants';

export const languageSchema = z.enum(SITE_LANGUAGES);

/** A text held in every site language. */
export const localizedTextSchema = z.object({ vi: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
