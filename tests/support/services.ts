import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateServiceRequestInput } from '@/features/services/schemas';
import { toParisLocal } from '@/lib/datetime/paris-time';
import type { Db } from '@/lib/db';
import { eventPerformances, events, serviceRequests, stands } from '@/lib/db/schema';
import type { TestApp } from './test-app';
import { createEvent, createManager, createStand, createTour, type Signed } from './tours';

/*
 * Service requests (issue #16) through the API. The server counts every deadline from its own clock, so the events
 * here start at distances from now that leave minutes of margin either side of the rule under test; the exact
 * boundaries are the unit test's (tests/unit/services/service-time-rules.test.ts).
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** The Paris wall-clock time `ms` from now, to the minute, as createEvent takes its performances. */
export function parisIn(ms: number): string {
  return toParisLocal(new Date(Date.now() + ms));
}

export function contactOf(email = `contact-${randomUUID()}@test.local`) {
  return { name: 'Camille Martin', phone: '+33 6 12 34 56 78', email };
}

type TerminalInput = Extract<CreateServiceRequestInput, { kind: 'terminal' }>;
type StandServiceInput = Extract<CreateServiceRequestInput, { kind: 'standManagement' }>;

/** A valid terminal request for the stands (1, 2, 3… terminals each); `overrides` may make it invalid on purpose. */
export function terminalBody(standIds: string[], overrides: Record<string, unknown> = {}): TerminalInput {
  return {
    kind: 'terminal',
    stands: standIds.map((standId, index) => ({ standId, quantity: index + 1 })),
    contact: contactOf(),
    delivery: { addressLine1: '211 avenue Jean Jaurès', postcode: '75019', city: 'Paris', country: 'FR' },
    note: 'Livraison à la loge, porte B',
    ...overrides,
  } as TerminalInput;
}

/** A valid stand management request for the stands; `overrides` may make it invalid on purpose. */
export function standServiceBody(standIds: string[], overrides: Record<string, unknown> = {}): StandServiceInput {
  return { kind: 'standManagement', standIds, contact: contactOf(), acceptTerms: true, ...overrides } as StandServiceInput;
}

export interface ServiceEvent {
  manager: Signed;
  tour: { id: string };
  event: typeof events.$inferSelect;
  stands: (typeof stands.$inferSelect)[];
}

/**
 * A manager's tour with one event starting `startsIn` ms from now (no performance when null), in Paris unless the
 * overrides say otherwise, and `standCount` stands.
 */
export async function serviceEvent(
  db: Db,
  options: { startsIn: number | null; standCount?: number; owner?: Signed; tourId?: string; eventOverrides?: Partial<typeof events.$inferInsert> },
): Promise<ServiceEvent> {
  const manager = options.owner ?? (await createManager(db));
  const tourId = options.tourId ?? (await createTour(db, manager)).id;
  const performances = options.startsIn === null ? [] : [{ startsAt: parisIn(options.startsIn) }];
  const event = await createEvent(db, tourId, options.eventOverrides ?? {}, { performances });
  const made = [];
  for (let index = 0; index < (options.standCount ?? 2); index += 1) made.push(await createStand(db, event, { name: `Stand ${String.fromCharCode(65 + index)}` }));
  return { manager, tour: { id: tourId }, event, stands: made };
}

/** Moves the event's performances to `ms` from now: the clock seen from a request made earlier. */
export async function startEventIn(db: Db, eventId: string, ms: number): Promise<Date> {
  const startsAt = new Date(Date.now() + ms);
  await db.update(eventPerformances).set({ startsAt }).where(eq(eventPerformances.eventId, eventId));
  return startsAt;
}

export function createRequest(app: TestApp, token: string, eventId: string, body: unknown, headers: Record<string, string> = {}) {
  return app.api(`/v1/events/${eventId}/service-requests`, { method: 'POST', token, body, headers });
}

export function eventServices(app: TestApp, token: string, eventId: string) {
  return app.api(`/v1/events/${eventId}/service-requests`, { token });
}

export function moveRequest(app: TestApp, token: string, id: string, body: Record<string, unknown>) {
  return app.api(`/v1/service-requests/${id}/status`, { method: 'PUT', token, body });
}

/** The organiser accepts the stand service's quote they were shown (issue #25). */
export function acceptQuote(app: TestApp, token: string, id: string, expectedQuoteAmount: number) {
  return app.api(`/v1/service-requests/${id}/accept-quote`, { method: 'POST', token, body: { expectedQuoteAmount } });
}

export function cancelRequest(app: TestApp, token: string, id: string, expectedFee: number) {
  return app.api(`/v1/service-requests/${id}/cancel`, { method: 'POST', token, body: { expectedFee } });
}

/** A request the test needs made: its view. */
export async function created(app: TestApp, token: string, eventId: string, body: unknown): Promise<{ id: string; [key: string]: unknown }> {
  const answer = await createRequest(app, token, eventId, body);
  if (answer.status !== 201) throw new Error(`POST /v1/events/${eventId}/service-requests: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function storedRequest(db: Db, id: string) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  return row!;
}

export async function cardReaderOf(db: Db, standId: string): Promise<string | null> {
  const [row] = await db.select({ cardReaderId: stands.cardReaderId }).from(stands).where(eq(stands.id, standId));
  return row!.cardReaderId;
}
