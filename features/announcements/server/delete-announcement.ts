import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { announcements } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';

export async function deleteAnnouncement(id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const deleted = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (!deleted.length) throw new AppError('NOT_FOUND');
}
