import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locale';

/** The settlement's downloads: `?lang=en` for English, French otherwise (a wrong value is not worth a refusal). */
export const settlementFileQuery = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((value): Locale => (value === 'en' ? 'en' : 'fr')),
});
