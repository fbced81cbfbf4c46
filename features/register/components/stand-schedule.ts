import type { EventStatus } from '@/features/events';

/** What the sellers home needs of an event (GET /v1/events, the seller's reduced view). */
export interface ScheduledEvent {
  id: string;
  status: EventStatus;
  /** Paris dates "YYYY-MM-DD", in order. */
  dates: string[];
}

export type RegisterAccess = { openable: true } | { openable: false; reason: Exclude<EventStatus, 'inProgress'> };

/** A stand's register opens only while its event is in progress: the API takes sales then and only then. */
export function registerAccess(event: Pick<ScheduledEvent, 'status'>): RegisterAccess {
  return event.status === 'inProgress' ? { openable: true } : { openable: false, reason: event.status };
}

export interface Schedule<E> {
  today: E[];
  upcoming: E[];
  past: E[];
}

/**
 * The seller's events by date: today's first (a date today, or started and not over), then those to come, soonest
 * first, then the past ones, latest first. An event without dates yet counts as to come.
 */
export function scheduleByDate<E extends ScheduledEvent>(events: E[], today: string): Schedule<E> {
  const first = (event: E) => event.dates[0] ?? '9999-12-31';
  const last = (event: E) => event.dates.at(-1) ?? '0000-01-01';
  const schedule: Schedule<E> = { today: [], upcoming: [], past: [] };
  for (const event of events) {
    const over = event.status === 'finished' || event.status === 'canceled';
    if (event.dates.includes(today) || (event.status === 'inProgress' && !over)) schedule.today.push(event);
    else if (!over && first(event) > today) schedule.upcoming.push(event);
    else if (!over && !event.dates.length) schedule.upcoming.push(event);
    else schedule.past.push(event);
  }
  schedule.today.sort((a, b) => Number(b.status === 'inProgress') - Number(a.status === 'inProgress') || first(a).localeCompare(first(b)));
  schedule.upcoming.sort((a, b) => first(a).localeCompare(first(b)));
  schedule.past.sort((a, b) => last(b).localeCompare(last(a)));
  return schedule;
}
