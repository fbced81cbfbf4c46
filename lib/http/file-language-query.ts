import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locale';

/**
 * A downloaded document's language (a settlement, a tour's report): `?lang=en` for English, French otherwise. A wrong
 * value is not worth a refusal: the document comes in French.
 */
export const fileLanguageQuery = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((value): Locale => (value === 'en' ? 'en' : 'fr')),
});
