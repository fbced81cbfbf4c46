import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { serviceRequests } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { z } from 'zod';
import { pageOf, type Page } from '@/lib/http/pagination';
import type { serviceRequestFiltersSchema } from '../schemas';
import { isMainlandFrance, standServiceDeadlines, terminalRequestDeadline } from '../time-rules';
import { openStatuses } from '../transitions';
import type { EventServicesView, ServiceRequestView } from '../types';
import { eventStart, loadServiceRequests } from './load-service-requests';

/** GET /v1/events/{id}/service-requests: the event's requests, and the deadlines its forms announce. */
export async function listEventServiceRequests(actor: Actor, eventId: string, now = new Date()): Promise<EventServicesView> {
  const db = await getDb();
  const { event, project } = await requireEvent(actor, eventId, 'read', db);
  if (project.membership === 'seller') throw new AppError('NOT_ALLOWED_ON_EVENT');
  const start = await eventStart(db, event.id);
  const deadlines = start && standServiceDeadlines(start);
  return {
    eventStartsAt: start?.toISOString() ?? null,
    terminalDeadline: start ? terminalRequestDeadline(start).toISOString() : null,
    standService: deadlines ? { onTimeUntil: deadlines.onTime.toISOString(), refusedFrom: deadlines.refusedFrom.toISOString() } : null,
    standServiceArea: isMainlandFrance(event.country, event.postcode),
    requests: await loadServiceRequests(db, eq(serviceRequests.eventId, event.id), now),
  };
}

/** Most urgent first: overdue, then by due date; requests with nothing due last, newest first. */
function byUrgency(a: ServiceRequestView, b: ServiceRequestView): number {
  if (a.due.dueAt && b.due.dueAt) return a.due.dueAt.localeCompare(b.due.dueAt);
  if (a.due.dueAt || b.due.dueAt) return a.due.dueAt ? -1 : 1;
  return b.requestedAt.localeCompare(a.requestedAt);
}

/**
 * GET /v1/service-requests (platform admins): every organisation's requests, filtered, the most urgent first, a page
 * at a time. Urgency is computed from the time rules, so the filtered list is read whole and sorted here: the admins'
 * daily view (open requests) is a few dozen rows.
 */
export async function listServiceRequests(actor: Actor, filters: z.output<typeof serviceRequestFiltersSchema>, now = new Date()): Promise<Page<ServiceRequestView>> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(serviceRequests.kind, filters.kind));
  if (filters.status === 'open') conditions.push(inArray(serviceRequests.status, openStatuses));
  else if (filters.status) conditions.push(eq(serviceRequests.status, filters.status));
  if (filters.clientId) conditions.push(eq(serviceRequests.clientId, filters.clientId));
  const requests = await loadServiceRequests(db, conditions.length ? and(...conditions) : undefined, now);
  return pageOf(requests.sort(byUrgency), filters);
}
