import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { announcementDismissals } from '@/lib/db/schema';
import { getAnnouncement } from './get-announcement';

/** Closing an announcement (spec §4). Repeating it moves the dismissal to now: the reminder period starts again. */
export async function dismissAnnouncement(actor: Actor, id: string, now = new Date()): Promise<void> {
  const announcement = await getAnnouncement(actor, id, now); // 404 for what the actor cannot see; resolves `last`
  const db = await getDb();
  await db
    .insert(announcementDismissals)
    .values({ announcementId: announcement.id, userId: actor.userId, dismissedAt: now })
    .onConflictDoUpdate({ target: [announcementDismissals.announcementId, announcementDismissals.userId], set: { dismissedAt: now } });
}
