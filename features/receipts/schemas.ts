import { z } from 'zod';

export const receiptLanguages = ['fr', 'en'] as const;
export type ReceiptLanguage = (typeof receiptLanguages)[number];

/**
 * The receipt's query. Read leniently on purpose: a missing, empty or malformed token is the same 404 as a wrong
 * one, never a VALIDATION_ERRORS that would tell the two apart.
 */
export const receiptQuerySchema = z.object({
  token: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value : '')),
  lang: z
    .unknown()
    .optional()
    .transform((value): ReceiptLanguage => (value === 'en' ? 'en' : 'fr')),
});

/** POST /v1/orders/{id}/receipt-email: where to send the receipt link, and in which language (default French). */
export const receiptEmailSchema = z.object({
  // Trimmed before the format check (z.email().trim() would check the untrimmed text and refuse " a@b.fr").
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  locale: z.enum(receiptLanguages).default('fr'),
});
export type ReceiptEmailInput = z.input<typeof receiptEmailSchema>;
