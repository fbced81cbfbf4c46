import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { announcements } from '@/lib/db/schema';
import type { AnnouncementInput } from '../schemas';
import type { Announcement } from '../types';
import { statusValues, valuesOf } from './announcement-values';
import { toAnnouncement } from './announcement-view';

export async function createAnnouncement(actor: Actor, input: AnnouncementInput, now = new Date()): Promise<Announcement> {
  const db = await getDb();
  const [row] = await db
    .insert(announcements)
    .values({ ...valuesOf(input), ...statusValues(input.status ?? 'draft', now), createdBy: actor.userId })
    .returning();
  return toAnnouncement(row!, null);
}
