import type { z } from 'zod';

/** The paths a schema refused, as "contact.email" or "stands": each field shows its own message. */
export function refusedPaths(result: z.ZodSafeParseResult<unknown>): Set<string> {
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => issue.path.filter((part) => typeof part === 'string').join('.')));
}
