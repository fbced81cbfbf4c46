import { and, eq, inArray } from 'drizzle-orm';
import { readEntitlements } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { announcementDismissals, announcements } from '@/lib/db/schema';
import type { Announcement, Audience } from '../types';
import { dismissalStillHolds, type Viewer } from '../visibility';

type AnnouncementRow = typeof announcements.$inferSelect;

/** `isDismissed` follows the same rule as `last`: a due reminder makes it undismissed again. */
export function toAnnouncement(row: AnnouncementRow, dismissedAt: Date | null, now = new Date()): Announcement {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    displayedFor: row.displayedFor as Audience[],
    readers: row.readers,
    interval: row.interval,
    numberOfIntervals: row.numberOfIntervals,
    status: row.status,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isDismissed: dismissalStillHolds(row, dismissedAt, now),
  };
}

/** What the audience rules need to know about the actor's organisation. */
export async function viewerOf(actor: Actor): Promise<Viewer> {
  if (!actor.clientId) return { role: actor.role, roles: actor.roles, subscriptionType: null, allowAllFeatures: false };
  const entitlements = await readEntitlements(actor.clientId);
  return { role: actor.role, roles: actor.roles, subscriptionType: entitlements.plan, allowAllFeatures: entitlements.allowAllFeatures };
}

export async function dismissalsOf(userId: string, ids: string[]): Promise<Map<string, Date>> {
  if (!ids.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select()
    .from(announcementDismissals)
    .where(and(eq(announcementDismissals.userId, userId), inArray(announcementDismissals.announcementId, ids)));
  return new Map(rows.map((row) => [row.announcementId, row.dismissedAt]));
}
