import { and, count, desc, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { announcements } from '@/lib/db/schema';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import type { ListAnnouncementsQuery } from '../schemas';
import type { Announcement } from '../types';
import { dismissalsOf, toAnnouncement } from './announcement-view';

export async function listAnnouncements(actor: Actor, query: ListAnnouncementsQuery): Promise<Page<Announcement>> {
  const conditions: SQL[] = [];
  if (query.status?.length) conditions.push(inArray(announcements.status, query.status));
  if (query.type?.length) conditions.push(inArray(announcements.type, query.type));
  if (query.q) conditions.push(ilike(announcements.title, `%${query.q.replace(/[%_\\]/g, (character) => `\\${character}`)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db.select().from(announcements).where(where).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(announcements).where(where),
  ]);
  const dismissals = await dismissalsOf(actor.userId, rows.map((row) => row.id));
  return toPage(rows.map((row) => toAnnouncement(row, dismissals.get(row.id) ?? null)), total?.value ?? 0, query);
}
