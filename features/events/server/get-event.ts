import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import type { EventView, SellerEventView } from '../types';
import { requireEvent } from './event-access';
import { toEventView, type EventViewer } from './event-view';

export function viewerOf(actor: Actor): EventViewer {
  return actor.role === 'seller' ? { kind: 'seller', userId: actor.userId } : { kind: 'team' };
}

/** GET /v1/events/{id}: the full event for the tour's team, the reduced one for a seller who works there. */
export async function getEvent(actor: Actor, id: string): Promise<EventView | SellerEventView> {
  const { event } = await requireEvent(actor, id, 'read');
  return toEventView(await getDb(), event, viewerOf(actor));
}

/** The full event after a change: only the tour's writers make changes, so they get the team's view. */
export async function getChangedEvent(actor: Actor, id: string): Promise<EventView> {
  const { event } = await requireEvent(actor, id, 'read');
  return (await toEventView(await getDb(), event, { kind: 'team' })) as EventView;
}
