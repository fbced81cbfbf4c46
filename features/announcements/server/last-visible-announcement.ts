import { and, arrayOverlaps, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { announcements } from '@/lib/db/schema';
import type { Announcement } from '../types';
import { isAnnouncementVisible, readersOf } from '../visibility';
import { dismissalsOf, toAnnouncement, viewerOf } from './announcement-view';

/** GET /v1/announcements/last: the newest announcement the actor should see now, or nothing (spec §4). */
export async function lastVisibleAnnouncement(actor: Actor, now = new Date()): Promise<Announcement | null> {
  if (actor.role === 'admin') return null;
  const viewer = await viewerOf(actor);
  const audiences = ['all', ...(viewer.subscriptionType ? [viewer.subscriptionType] : []), ...(viewer.allowAllFeatures ? ['allow_all_features'] : [])];
  const db = await getDb();
  // The database narrows to published, unexpired announcements for this audience, newest first; the rule decides
  // the rest, a page at a time, so a user who dismissed many still reaches an older one.
  const pageSize = 50;
  for (let offset = 0; ; offset += pageSize) {
    const candidates = await db
      .select()
      .from(announcements)
      .where(and(eq(announcements.status, 'published'), or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)), arrayOverlaps(announcements.displayedFor, audiences), inArray(announcements.readers, readersOf(viewer.roles))))
      .orderBy(desc(announcements.publishedAt), desc(announcements.createdAt), desc(announcements.id))
      .limit(pageSize)
      .offset(offset);
    const dismissals = await dismissalsOf(actor.userId, candidates.map((row) => row.id));
    const visible = candidates.find((row) => isAnnouncementVisible(row, viewer, dismissals.get(row.id) ?? null, now));
    if (visible) return toAnnouncement(visible, null, now);
    if (candidates.length < pageSize) return null;
  }
}
