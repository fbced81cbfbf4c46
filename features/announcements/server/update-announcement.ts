import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { announcements } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { UpdateAnnouncementInput } from '../schemas';
import type { Announcement } from '../types';
import { statusValues, valuesOf } from './announcement-values';
import { dismissalsOf, toAnnouncement } from './announcement-view';

export async function updateAnnouncement(actor: Actor, id: string, input: UpdateAnnouncementInput, now = new Date()): Promise<Announcement> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const changes = 'type' in input ? { ...valuesOf(input), ...statusValues(input.status, now) } : statusValues(input.status, now);
  const [row] = await db.update(announcements).set({ ...changes, updatedAt: now }).where(eq(announcements.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  const dismissals = await dismissalsOf(actor.userId, [row.id]);
  return toAnnouncement(row, dismissals.get(row.id) ?? null);
}
