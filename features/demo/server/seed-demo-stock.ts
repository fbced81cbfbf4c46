import { and, asc, eq, sql } from 'drizzle-orm';
import { completeTransfer, recordReceipts } from '@/features/stock/server/receive-transfer';
import { createTransfer, dispatchProjectStock } from '@/features/stock/server/transfers';
import { supplyWarehouse } from '@/features/stock/server/warehouse-supply';
import { warehouseOf } from '@/features/stock/server/stock-access';
import type { Actor } from '@/lib/auth/actor';
import type { Db } from '@/lib/db';
import { events, inventoryChanges, productVariants, products, projects, stands, users } from '@/lib/db/schema';
import { DEMO_TODAY_EVENT, DEMO_TOUR_NAME } from './seed-demo-tour';

/** Units received from the manufacturer per variant, by product reference (sizes S and XL get fewer). */
const suppliedPerVariant: Record<string, number> = { 'TS-LOGO': 40, 'HD-TOUR': 20, 'CAP-01': 60, 'TOTE-01': 80, 'BRC-01': 150, 'LP-NB': 50, 'CD-NB': 100, 'AFF-01': 30 };

/**
 * The demo tour's stock: a supply into the warehouse, a dispatch to both stands of today's date, checked in
 * (one damaged T-shirt at the main stand), and a top-up for the main stand still on the road. Made through the
 * real operations, so the ledger tells it all; skipped once the tour has a ledger.
 */
export async function seedDemoStock(db: Db, demoClientId: string): Promise<void> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerClientId, demoClientId), eq(projects.name, DEMO_TOUR_NAME)));
  if (!project) return;
  const [moved] = await db.select({ id: inventoryChanges.id }).from(inventoryChanges).where(eq(inventoryChanges.projectId, project.id)).limit(1);
  if (moved) return;
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, 'manager@demo.test'));
  if (!manager) return;
  const actor: Actor = { userId: manager.id, role: 'client', roles: ['client'], clientId: demoClientId };

  const variants = await db
    .select({ id: productVariants.id, reference: products.reference, size: productVariants.size })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.projectId, project.id))
    .orderBy(asc(products.createdAt), asc(productVariants.position));
  const supplied = variants.map((variant) => {
    const base = suppliedPerVariant[variant.reference ?? ''] ?? 20;
    return { productVariantId: variant.id, quantity: variant.size === 'S' || variant.size === 'XL' ? Math.round(base / 2) : base };
  });
  await supplyWarehouse(actor, project.id, { items: supplied, reference: 'BL-DEMO-2026-001' });

  // By name: the past date is in progress too until its closing.
  const [today] = await db.select({ id: events.id }).from(events).where(and(eq(events.projectId, project.id), eq(events.name, DEMO_TODAY_EVENT), eq(events.status, 'inProgress')));
  if (!today) return;
  const eventStands = await db.select({ inventoryId: stands.inventoryId, name: stands.name }).from(stands).where(eq(stands.eventId, today.id)).orderBy(asc(stands.createdAt));
  const warehouse = await warehouseOf(db, project.id);
  // A quarter of the warehouse to each stand.
  const share = supplied.map((line) => ({ productVariantId: line.productVariantId, quantity: Math.max(1, Math.floor(line.quantity / 4)) }));
  const dispatched = await dispatchProjectStock(actor, {
    projectId: project.id,
    fromInventoryId: warehouse.id,
    eventId: today.id,
    type: 'event',
    note: 'Envoi du jour',
    transfers: eventStands.map((stand) => ({ toInventoryId: stand.inventoryId, items: share })),
  });
  const firstLine = dispatched[0]?.items[0];
  if (firstLine) await recordReceipts(actor, dispatched[0]!.id, { receipts: [{ transferItemId: firstLine.id, type: 'damaged', quantity: 1 }] });
  for (const transfer of dispatched) await completeTransfer(actor, transfer.id, { remaining: 'success' });

  const main = eventStands[0];
  if (!main) return;
  await createTransfer(actor, {
    fromInventoryId: warehouse.id,
    toInventoryId: main.inventoryId,
    type: 'stand',
    eventId: today.id,
    note: 'Réassort T-shirts',
    items: share.slice(0, 4).map((line) => ({ productVariantId: line.productVariantId, quantity: 5 })),
  });
}
