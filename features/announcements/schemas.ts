import { z } from 'zod';
import { paginationQuery } from '@/lib/http/pagination';
import { isoInstant } from '@/lib/validation/dates';
import { announcementIntervals, announcementReaders, announcementStatuses, announcementTypes, audiences } from './types';

/**
 * One schema for the admin form and the API (spec §5). Messages are keys of the `announcements.validation`
 * texts, which carry the spec's exact French: "Le type est requis", "Le titre doit contenir au moins 3 caractères"…
 */
export const announcementSchema = z.object({
  type: z.enum(announcementTypes, { error: 'typeRequired' }),
  title: z.string({ error: 'titleMin' }).trim().min(3, { error: 'titleMin' }).max(200, { error: 'titleMax' }),
  content: z.string({ error: 'contentMin' }).trim().min(3, { error: 'contentMin' }).max(20_000, { error: 'contentMax' }),
  displayedFor: z.array(z.enum(audiences, { error: 'audienceRequired' }), { error: 'audienceRequired' }).min(1, { error: 'audienceRequired' }),
  readers: z.enum(announcementReaders, { error: 'readersRequired' }).default('everyone'),
  interval: z.enum(announcementIntervals, { error: 'intervalRequired' }).default('hours'),
  numberOfIntervals: z.number({ error: 'numberOfIntervals' }).int({ error: 'numberOfIntervals' }).min(1, { error: 'numberOfIntervals' }).max(1000, { error: 'numberOfIntervals' }).nullish(),
  expiresAt: isoInstant('expiresAt').nullish(),
  status: z.enum(announcementStatuses).optional(),
});
export type AnnouncementInput = z.infer<typeof announcementSchema>;

export const announcementStatusSchema = z.object({ status: z.enum(announcementStatuses) });

/**
 * PATCH takes the whole announcement, or `{ status }` alone to publish or unpublish (spec §7). The shape picks the
 * schema, so a refusal names the real fields rather than "no variant matched".
 */
export const updateAnnouncementSchema = z
  .record(z.string(), z.unknown())
  .transform((body) => (Object.keys(body).length === 1 && 'status' in body ? announcementStatusSchema.parse(body) : announcementSchema.parse(body)));
export type UpdateAnnouncementInput = z.infer<typeof announcementStatusSchema> | AnnouncementInput;

export const listAnnouncementsQuery = paginationQuery.extend({
  status: z.array(z.enum(announcementStatuses)).optional(),
  type: z.array(z.enum(announcementTypes)).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListAnnouncementsQuery = z.infer<typeof listAnnouncementsQuery>;
