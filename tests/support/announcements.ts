import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Announcement } from '@/features/announcements/types';
import type { Db } from '@/lib/db';
import { announcementDismissals, announcements } from '@/lib/db/schema';
import { createClient, createUser, tokenFor, type ClientOverrides, type TestUser } from './factories';
import type { TestApp } from './test-app';

/*
 * Announcements are global: every user sees the published ones of its audience, and on PostgreSQL the test files
 * of a run share one database. So that `last` stays predictable, only last-announcement.test.ts publishes for the
 * audiences 'all', 'smart' and 'allow_all_features' (and deletes what it published after each test); the other
 * files publish for 'pro' or 'advanced' only, whose users last-announcement.test.ts never creates.
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

export async function createAdmin(db: Db): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(db, { roles: ['admin'] });
  return { user, token: await tokenFor(db, user) };
}

/** A manager of a new client with the given plan and columns (`plan`, `allowAllFeatures`…), and its token. */
export async function clientUser(db: Db, client: ClientOverrides = {}) {
  const row = await createClient(db, client);
  const user = await createUser(db, { clientId: row.id });
  return { user, client: row, token: await tokenFor(db, user) };
}

/** A valid POST body; the default audience is 'pro', which the `last` tests never use (see above). */
export function announcementBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'banner',
    title: 'Maintenance ce soir',
    content: 'La plateforme sera indisponible de 22 h à 23 h.',
    displayedFor: ['pro'],
    ...overrides,
  };
}

/** Creates an announcement through the API as the given admin and returns it. */
export async function postAnnouncement(app: TestApp, adminToken: string, overrides: Record<string, unknown> = {}): Promise<Announcement> {
  const response = await app.api('/v1/announcements', { method: 'POST', token: adminToken, body: announcementBody(overrides) });
  expect(response.status).toBe(201);
  return response.body as Announcement;
}

/** Moves a user's dismissal into the past: the server reads the real clock, so the test moves the data instead. */
export async function dismissedAgo(db: Db, announcementId: string, userId: string, milliseconds: number): Promise<void> {
  const moved = await db
    .update(announcementDismissals)
    .set({ dismissedAt: new Date(Date.now() - milliseconds) })
    .where(and(eq(announcementDismissals.announcementId, announcementId), eq(announcementDismissals.userId, userId)))
    .returning();
  expect(moved).toHaveLength(1);
}

export async function expiredAgo(db: Db, announcementId: string, milliseconds: number): Promise<void> {
  const moved = await db
    .update(announcements)
    .set({ expiresAt: new Date(Date.now() - milliseconds) })
    .where(eq(announcements.id, announcementId))
    .returning();
  expect(moved).toHaveLength(1);
}

export async function dismissalRows(db: Db, announcementId: string) {
  return db.select().from(announcementDismissals).where(eq(announcementDismissals.announcementId, announcementId));
}
