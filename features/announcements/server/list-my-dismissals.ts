import { desc, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { announcementDismissals } from '@/lib/db/schema';
import type { AnnouncementDismissal } from '../types';

export async function listMyDismissals(actor: Actor): Promise<AnnouncementDismissal[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(announcementDismissals)
    .where(eq(announcementDismissals.userId, actor.userId))
    .orderBy(desc(announcementDismissals.dismissedAt));
  return rows.map((row) => ({ announcementId: row.announcementId, dismissedAt: row.dismissedAt.toISOString() }));
}
