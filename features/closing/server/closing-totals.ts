import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import type { eventClosings } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ClosingTotals } from '../closing-totals';
import { computeSettlement } from './settlement';

/**
 * GET /v1/events/{id}/closing-totals: the money the settlement would confirm were the date closed now, for the
 * wizard's last step and its confirmation. No definition of takings of its own: the settlement is computed as the
 * closing computes it, with no count recorded yet, and only its money and units sold are answered. The tour's team
 * reads it as it reads the closing; a seller gets FORBIDDEN.
 */
export async function getClosingTotals(actor: Actor, eventId: string): Promise<ClosingTotals> {
  const { event, project } = await requireEvent(actor, eventId, 'read');
  if (project.membership === 'seller') throw new AppError('FORBIDDEN');
  // A closing as it would be now, with nothing counted: the counts change no money.
  const now = { eventId: event.id, runId: '', theaterFeePaidWith: null, stands: [], closedBy: actor.userId, closedAt: new Date(), settlement: null, settlementHash: null, settlementNumber: null } as typeof eventClosings.$inferSelect;
  const settlement = await computeSettlement(await getDb(), event, project.ownerClientId, now);
  const online = settlement.online;
  return {
    money: settlement.totals.money,
    stands: settlement.stands.map((stand) => ({ id: stand.id, money: stand.money })),
    online,
    unitsSold: settlement.totals.units.sold,
  };
}
