import { and, arrayOverlaps, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { readEntitlements } from '@/features/entitlements/server/entitlements';
import { announcementDismissals, announcements } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { AnnouncementInput, ListAnnouncementsQuery, UpdateAnnouncementInput } from '../schemas';
import type { Announcement, AnnouncementDismissal, Audience } from '../types';
import { audienceMatches, dismissalStillHolds, isAnnouncementVisible, type Viewer } from '../visibility';
import { sanitizeAnnouncementContent } from './sanitize';

type AnnouncementRow = typeof announcements.$inferSelect;

/** `isDismissed` follows the same rule as `last`: a due reminder makes it undismissed again. */
function toAnnouncement(row: AnnouncementRow, dismissedAt: Date | null, now = new Date()): Announcement {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    displayedFor: row.displayedFor as Audience[],
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
async function viewerOf(actor: Actor): Promise<Viewer> {
  if (!actor.clientId) return { role: actor.role, subscriptionType: null, allowAllFeatures: false };
  const entitlements = await readEntitlements(actor.clientId);
  return { role: actor.role, subscriptionType: entitlements.plan, allowAllFeatures: entitlements.allowAllFeatures };
}

async function dismissalsOf(userId: string, ids: string[]): Promise<Map<string, Date>> {
  if (!ids.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select()
    .from(announcementDismissals)
    .where(and(eq(announcementDismissals.userId, userId), inArray(announcementDismissals.announcementId, ids)));
  return new Map(rows.map((row) => [row.announcementId, row.dismissedAt]));
}

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
      .where(and(eq(announcements.status, 'published'), or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)), arrayOverlaps(announcements.displayedFor, audiences)))
      .orderBy(desc(announcements.publishedAt), desc(announcements.createdAt), desc(announcements.id))
      .limit(pageSize)
      .offset(offset);
    const dismissals = await dismissalsOf(actor.userId, candidates.map((row) => row.id));
    const visible = candidates.find((row) => isAnnouncementVisible(row, viewer, dismissals.get(row.id) ?? null, now));
    if (visible) return toAnnouncement(visible, null, now);
    if (candidates.length < pageSize) return null;
  }
}

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
    if (row.status !== 'published' || expired || !audienceMatches(row.displayedFor, viewer)) throw new AppError('NOT_FOUND');
  }
  const dismissals = await dismissalsOf(actor.userId, [row.id]);
  return toAnnouncement(row, dismissals.get(row.id) ?? null, now);
}

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

function valuesOf(input: AnnouncementInput) {
  const content = sanitizeAnnouncementContent(input.type, input.content);
  // Content made only of what the cleaning removes (a lone <script>) is as empty as no content.
  if (content.length < 3) throw new AppError('VALIDATION_ERRORS', { fields: ['content'] });
  return {
    type: input.type,
    title: input.title,
    content,
    displayedFor: [...new Set(input.displayedFor)],
    interval: input.interval,
    numberOfIntervals: input.numberOfIntervals ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  };
}

/** The first publication is dated; unpublishing keeps the date, publishing again renews it. */
function statusValues(status: 'draft' | 'published' | undefined, now: Date) {
  if (!status) return {};
  return status === 'published' ? { status, publishedAt: now } : { status };
}

export async function createAnnouncement(actor: Actor, input: AnnouncementInput, now = new Date()): Promise<Announcement> {
  const db = await getDb();
  const [row] = await db
    .insert(announcements)
    .values({ ...valuesOf(input), ...statusValues(input.status ?? 'draft', now), createdBy: actor.userId })
    .returning();
  return toAnnouncement(row!, null);
}

export async function updateAnnouncement(actor: Actor, id: string, input: UpdateAnnouncementInput, now = new Date()): Promise<Announcement> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const changes = 'type' in input ? { ...valuesOf(input), ...statusValues(input.status, now) } : statusValues(input.status, now);
  const [row] = await db.update(announcements).set({ ...changes, updatedAt: now }).where(eq(announcements.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  const dismissals = await dismissalsOf(actor.userId, [row.id]);
  return toAnnouncement(row, dismissals.get(row.id) ?? null);
}

export async function deleteAnnouncement(id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const deleted = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (!deleted.length) throw new AppError('NOT_FOUND');
}

/** Closing an announcement (spec §4). Repeating it moves the dismissal to now: the reminder period starts again. */
export async function dismissAnnouncement(actor: Actor, id: string, now = new Date()): Promise<void> {
  const announcement = await getAnnouncement(actor, id, now); // 404 for what the actor cannot see; resolves `last`
  const db = await getDb();
  await db
    .insert(announcementDismissals)
    .values({ announcementId: announcement.id, userId: actor.userId, dismissedAt: now })
    .onConflictDoUpdate({ target: [announcementDismissals.announcementId, announcementDismissals.userId], set: { dismissedAt: now } });
}

export async function listMyDismissals(actor: Actor): Promise<AnnouncementDismissal[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(announcementDismissals)
    .where(eq(announcementDismissals.userId, actor.userId))
    .orderBy(desc(announcementDismissals.dismissedAt));
  return rows.map((row) => ({ announcementId: row.announcementId, dismissedAt: row.dismissedAt.toISOString() }));
}
