import { z } from 'zod';
import { MAX_CENTS } from './money';

/** An amount in the API: integer cents, never negative, at most MAX_CENTS (EUR; a Money's currency is not sent). */
export const centsSchema = z.number().int().min(0).max(MAX_CENTS);
