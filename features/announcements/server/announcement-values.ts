import { AppError } from '@/lib/errors';
import type { AnnouncementInput } from '../schemas';
import { sanitizeAnnouncementContent } from './sanitize';

export function valuesOf(input: AnnouncementInput) {
  const content = sanitizeAnnouncementContent(input.type, input.content);
  // Content made only of what the cleaning removes (a lone <script>) is as empty as no content.
  if (content.length < 3) throw new AppError('VALIDATION_ERRORS', { fields: ['content'] });
  return {
    type: input.type,
    title: input.title,
    content,
    displayedFor: [...new Set(input.displayedFor)],
    readers: input.readers,
    interval: input.interval,
    numberOfIntervals: input.numberOfIntervals ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  };
}

/** The first publication is dated; unpublishing keeps the date, publishing again renews it. */
export function statusValues(status: 'draft' | 'published' | undefined, now: Date) {
  if (!status) return {};
  return status === 'published' ? { status, publishedAt: now } : { status };
}
