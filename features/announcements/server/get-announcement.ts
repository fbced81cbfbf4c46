import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { announcements } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { Announcement } from '../types';
import { audienceMatches, readersMatch } from '../visibility';
import { dismissalsOf, toAnnouncement, viewerOf } from './announcement-view';
import { lastVisibleAnnouncement } from './last-visible-announcement';

/** GET /v1/announcements/{id}: admins read any; others only one published for them (else 404). */
export async function getAnnouncement(actor: Actor, id: string, now = new Date()): Promise<Announcement> {
  if (id === 'last') {
    const last = await lastVisibleAnnouncement(actor, now);
    if (!last) throw new AppError('NOT_FOUND');
    return last;
  }
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (actor.role !== 'admin') {
    const viewer = await viewerOf(actor);
    const expired = row.expiresAt !== null && row.expiresAt <= now;
    if (row.status !== 'published' || expired || !audienceMatches(row.displayedFor, viewer) || !readersMatch(row.readers, viewer.roles)) throw new AppError('NOT_FOUND');
  }
  const dismissals = await dismissalsOf(actor.userId, [row.id]);
  return toAnnouncement(row, dismissals.get(row.id) ?? null, now);
}
