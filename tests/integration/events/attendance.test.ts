import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPerformances, events } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createManager, createTour, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function putAttendance(token: string | undefined, id: string, body: unknown) {
  return app.api(`/v1/events/${id}/attendance`, { method: 'PUT', token, body });
}

async function eventWithTwoShows(status: 'pending' | 'finished' | 'canceled' = 'pending') {
  const manager = await createManager(app.db);
  const tour = await createTour(app.db, manager);
  const event = await createEvent(app.db, tour.id, { status }, { rooms: ['Grande salle'], performances: [{ room: 'Grande salle', startsAt: '2026-10-24T20:00' }, { startsAt: '2026-10-25T15:00' }] });
  const shows = await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id)).orderBy(eventPerformances.startsAt);
  return { manager, event, shows };
}

describe('PUT /v1/events/{id}/attendance: how many came, per performance', () => {
  it('keeps each figure, answers the event with it, and clears one sent as null', async () => {
    const { manager, event, shows } = await eventWithTwoShows();
    const first = await putAttendance(manager.token, event.id, { performances: [{ performanceId: shows[0]!.id, attendance: 5480 }, { performanceId: shows[1]!.id, attendance: 0 }] });
    expect(first.status).toBe(200);
    expect(first.body.performances.map((show: { attendance: number | null }) => show.attendance)).toEqual([5480, 0]);
    // A performance left out keeps its figure.
    const second = await putAttendance(manager.token, event.id, { performances: [{ performanceId: shows[1]!.id, attendance: null }] });
    expect(second.body.performances.map((show: { attendance: number | null }) => show.attendance)).toEqual([5480, null]);
    expect((await app.api(`/v1/events/${event.id}`, { token: manager.token })).body.performances[0].attendance).toBe(5480);
  });

  it('is taken on a closed date (it moves no money), refused on a canceled one', async () => {
    const closed = await eventWithTwoShows('finished');
    expect((await putAttendance(closed.manager.token, closed.event.id, { performances: [{ performanceId: closed.shows[0]!.id, attendance: 12 }] })).status).toBe(200);
    const canceled = await eventWithTwoShows('canceled');
    expect(await putAttendance(canceled.manager.token, canceled.event.id, { performances: [{ performanceId: canceled.shows[0]!.id, attendance: 12 }] })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
  });

  it('names the entry whose performance is not this event’s, and writes nothing', async () => {
    const { manager, event, shows } = await eventWithTwoShows();
    const other = await eventWithTwoShows();
    const response = await putAttendance(manager.token, event.id, {
      performances: [
        { performanceId: shows[0]!.id, attendance: 10 },
        { performanceId: other.shows[0]!.id, attendance: 10 },
        { performanceId: UNKNOWN_UUID, attendance: 10 },
      ],
    });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['performances.1.performanceId', 'performances.2.performanceId'] } });
    const stored = await app.db.select({ attendance: eventPerformances.attendance }).from(eventPerformances).where(eq(eventPerformances.id, shows[0]!.id));
    expect(stored[0]!.attendance).toBeNull();
  });

  it('refuses a negative or fractional count, and the same performance twice', async () => {
    const { manager, event, shows } = await eventWithTwoShows();
    for (const [attendance, field] of [[-1, 'performances.0.attendance'], [10.5, 'performances.0.attendance']] as const) {
      const response = await putAttendance(manager.token, event.id, { performances: [{ performanceId: shows[0]!.id, attendance }] });
      expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
      expect(response.body.fields).toContain(field);
    }
    const twice = await putAttendance(manager.token, event.id, { performances: [{ performanceId: shows[0]!.id, attendance: 1 }, { performanceId: shows[0]!.id, attendance: 2 }] });
    expect(twice).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
  });

  it('keeps a performance’s attendance when the dates are sent again unchanged (PATCH)', async () => {
    const { manager, event, shows } = await eventWithTwoShows();
    await putAttendance(manager.token, event.id, { performances: [{ performanceId: shows[0]!.id, attendance: 800 }, { performanceId: shows[1]!.id, attendance: 300 }] });
    const response = await app.api(`/v1/events/${event.id}`, {
      method: 'PATCH',
      token: manager.token,
      body: { performances: [{ room: 'Grande salle', startsAt: '2026-10-24T20:00' }, { startsAt: '2026-10-25T16:00' }] },
    });
    expect(response.status).toBe(200);
    // The first is the same show; the second moved to another time: a new performance, no figure yet.
    expect(response.body.performances.map((show: { attendance: number | null }) => show.attendance)).toEqual([800, null]);
    const [row] = await app.db.select({ status: events.status }).from(events).where(eq(events.id, event.id));
    expect(row!.status).toBe('pending');
  });
});
