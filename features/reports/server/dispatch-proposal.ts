import { and, eq, inArray } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import { warehouseOf } from '@/features/stock/server/stock-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
import { inventories } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { demandOf, DISPATCH_MARGIN, expectedHeads, proposeDispatch, standShares } from '../forecast';
import type { DispatchProposal } from '../types';
import { readForecastInputs } from './forecast-reads';

/**
 * GET /v1/events/{id}/dispatch-proposal: what each stand of the date should receive from a source (the warehouse
 * unless `fromInventoryId` names a zone), forecast from the tour's other dates (features/reports/forecast.ts). It
 * fills the dispatch screen, where the manager adjusts it and sends: the tour's writers only. A source that is not
 * the tour's warehouse or one of its zones is INVENTORY_NOT_FOUND.
 */
export async function dispatchProposal(actor: Actor, eventId: string, query: { fromInventoryId?: string }): Promise<DispatchProposal> {
  const { event, project } = await requireEvent(actor, eventId, 'write');
  const db = await getDb();
  const fromInventoryId = query.fromInventoryId ?? (await warehouseOf(db, project.projectId)).id;
  const inputs = await readForecastInputs(db, project.projectId);
  if (query.fromInventoryId && !inputs.sourceKinds.has(fromInventoryId) && !(await isSourceOf(db, project.projectId, fromInventoryId))) {
    throw new AppError('INVENTORY_NOT_FOUND', { fields: ['fromInventoryId'] });
  }

  const date = inputs.dates.find((candidate) => candidate.eventId === event.id)!;
  const past = inputs.past.filter((pastDate) => pastDate.eventId !== event.id);
  const heads = expectedHeads(date, past);
  const stands = inputs.stands.filter((stand) => stand.eventId === event.id);
  const inventoryOf = new Map(stands.map((stand) => [stand.standId, stand.inventoryId]));
  const shares = standShares(stands, past);
  const lines = proposeDispatch({
    demand: demandOf(past, heads?.heads ?? null),
    shares,
    holds: (standId, productVariantId) => inputs.holdings.get(inventoryOf.get(standId)!)?.get(productVariantId) ?? 0,
    available: (productVariantId) => inputs.holdings.get(fromInventoryId)?.get(productVariantId) ?? 0,
  });
  const short = new Set(lines.filter((line) => line.quantity < Math.max(0, line.target - line.holds)).map((line) => line.productVariantId));
  return {
    eventId: event.id,
    fromInventoryId,
    basis: { dates: past.length, withAttendance: past.filter((pastDate) => pastDate.attendance).length, heads: heads?.heads ?? null, headsFrom: heads?.from ?? null, margin: DISPATCH_MARGIN },
    lines: lines.map((line) => ({ ...line, inventoryId: inventoryOf.get(line.standId)! })),
    shortVariants: short.size,
  };
}

/** Whether an inventory that holds nothing now is still the tour's warehouse or one of its zones. */
async function isSourceOf(db: Executor, projectId: string, inventoryId: string): Promise<boolean> {
  if (!isUuid(inventoryId)) return false;
  const [found] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(eq(inventories.id, inventoryId), eq(inventories.projectId, projectId), inArray(inventories.kind, ['warehouse', 'zone'])));
  return Boolean(found);
}
