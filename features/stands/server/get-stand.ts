import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import type { StandView } from '../types';
import { requireStand } from './stand-access';
import { toStandView } from './stand-view';

/** GET /v1/stands/{id}. */
export async function getStand(actor: Actor, id: string): Promise<StandView> {
  const { stand } = await requireStand(actor, id);
  return toStandView(await getDb(), stand);
}
