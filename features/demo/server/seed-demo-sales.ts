import { and, asc, eq, sql } from 'drizzle-orm';
import { sendToReader, settleCardPayment } from '@/features/orders/server/card-payments';
import { createEventOrder } from '@/features/orders/server/create-event-order';
import type { CreateEventOrderInput } from '@/features/orders/schemas';
import { updateStand } from '@/features/stands/server/update-stand';
import { completeTransfer } from '@/features/stock/server/receive-transfer';
import { warehouseOf } from '@/features/stock/server/stock-access';
import { createTransfer } from '@/features/stock/server/transfers';
import type { Actor } from '@/lib/auth/actor';
import { fromParisLocal, toParisDate } from '@/lib/datetime/paris-time';
import type { Db } from '@/lib/db';
import { eventPerformances, events, orders, payments, productVariants, products, projects, stands, userRoles, users } from '@/lib/db/schema';
import { paymentsMode } from '@/lib/payments';
import { DEMO_PAST_EVENT, DEMO_TOUR_NAME } from './seed-demo-tour';

type Line = { reference: string; size?: string; quantity: number; discount?: number };
type DemoSale = { stand: 'main' | 'balcony'; lines: Line[]; payment: 'cash' | 'card'; tendered?: number };

/** A few sales per date: cash with change, card, a discount; the balcony stand takes no cash. */
const demoSales: DemoSale[] = [
  { stand: 'main', lines: [{ reference: 'TS-LOGO', size: 'M', quantity: 2 }, { reference: 'LP-NB', quantity: 1 }], payment: 'cash', tendered: 10_000 },
  { stand: 'main', lines: [{ reference: 'HD-TOUR', size: 'L', quantity: 1 }, { reference: 'BRC-01', quantity: 2, discount: 200 }], payment: 'card' },
  { stand: 'main', lines: [{ reference: 'CAP-01', quantity: 1 }, { reference: 'CD-NB', quantity: 1 }], payment: 'cash', tendered: 5000 },
  { stand: 'balcony', lines: [{ reference: 'TS-LOGO', size: 'L', quantity: 1 }, { reference: 'TOTE-01', quantity: 1 }], payment: 'card' },
  { stand: 'balcony', lines: [{ reference: 'AFF-01', quantity: 2 }], payment: 'card' },
];

/**
 * Sales on the demo tour, made through the real operations so that takings, the ledger and (later) the closing
 * have something true to show: the stands of today's date are opened by the demo seller and sell; the past date
 * gets stock, sells, its stands are closed by the seller and its sales dated on its evening (seed-demo-closing.ts
 * then closes it). Skipped once the tour has an order.
 */
export async function seedDemoSales(db: Db, demoClientId: string): Promise<void> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerClientId, demoClientId), eq(projects.name, DEMO_TOUR_NAME)));
  if (!project) return;
  const [sold] = await db.select({ id: orders.id }).from(orders).where(eq(orders.projectId, project.id)).limit(1);
  if (sold) return;
  const manager = await demoActor(db, 'manager@demo.test', 'client', demoClientId);
  const seller = await demoActor(db, 'seller@demo.test', 'seller', null);
  if (!manager || !seller) return;
  const tourEvents = await db.select().from(events).where(and(eq(events.projectId, project.id), eq(events.status, 'inProgress')));
  const variants = await db
    .select({ id: productVariants.id, reference: products.reference, size: productVariants.size })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.projectId, project.id));
  const variantOf = (line: Line) => variants.find((variant) => variant.reference === line.reference && (!line.size || variant.size === line.size))?.id;

  for (const event of tourEvents) {
    const eventStands = await db.select().from(stands).where(eq(stands.eventId, event.id)).orderBy(asc(stands.createdAt));
    const standOf = { main: eventStands[0], balcony: eventStands[1] };
    if (!standOf.main || !standOf.balcony) continue;
    const past = event.name === DEMO_PAST_EVENT;
    if (past) {
      await stockThePastDate(db, manager, project.id, event.id, [standOf.main.inventoryId, standOf.balcony.inventoryId], demoSales, variantOf);
    }
    for (const stand of eventStands) await updateStand(seller, stand.id, { status: 'opened' });
    const made: string[] = [];
    for (const [index, sale] of demoSales.entries()) {
      // Card sales only on the sandbox: the seed never charges a real card, and with payments off none can be taken.
      if (sale.payment === 'card' && paymentsMode() !== 'sandbox') continue;
      const input: CreateEventOrderInput = {
        eventId: event.id,
        standId: standOf[sale.stand]!.id,
        items: sale.lines.map((line) => ({ productVariantId: variantOf(line)!, quantity: line.quantity, ...(line.discount ? { discount: line.discount } : {}) })),
        payment: sale.payment === 'cash' ? { method: 'cash', amountTendered: sale.tendered! } : { method: 'card' },
      };
      const { order } = await createEventOrder(seller, input, `demo-${event.id}-${index}`);
      if (order.status === 'inProgress') await settleCardPayment((await sendToReader(order)).payments[0]!.id, 'succeeded');
      made.push(order.id);
    }
    if (past) {
      for (const stand of eventStands) await updateStand(seller, stand.id, { status: 'closed' });
      await dateOnItsEvening(db, event.id, made);
    }
  }
}

/** A demo account as the services see it; null before the accounts are seeded. */
export async function demoActor(db: Db, email: string, role: 'client' | 'seller' | 'admin', clientId: string | null): Promise<Actor | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email));
  if (!user) return null;
  const roles = (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id))).map((row) => row.role);
  return { userId: user.id, role, roles, clientId };
}

/** The past date had its own stock: what its sales need, sent from the warehouse and checked in. */
async function stockThePastDate(db: Db, manager: Actor, projectId: string, eventId: string, inventoryIds: string[], sales: DemoSale[], variantOf: (line: Line) => string | undefined) {
  const warehouse = await warehouseOf(db, projectId);
  for (const [index, inventoryId] of inventoryIds.entries()) {
    const lines = sales.filter((sale) => (sale.stand === 'main') === (index === 0)).flatMap((sale) => sale.lines);
    const items = lines.map((line) => ({ productVariantId: variantOf(line)!, quantity: line.quantity + 2 }));
    const transfer = await createTransfer(manager, { fromInventoryId: warehouse.id, toInventoryId: inventoryId, type: 'stand', eventId, note: 'Envoi de la date', items });
    await completeTransfer(manager, transfer.id, { remaining: 'success' });
  }
}

/** Sales of a past date are dated on its evening (the ledger keeps the real times of the seed). */
async function dateOnItsEvening(db: Db, eventId: string, orderIds: string[]) {
  const [performance] = await db.select({ startsAt: eventPerformances.startsAt }).from(eventPerformances).where(eq(eventPerformances.eventId, eventId)).orderBy(asc(eventPerformances.startsAt)).limit(1);
  if (!performance) return;
  const evening = fromParisLocal(`${toParisDate(performance.startsAt)}T22:15`)!;
  for (const [index, id] of orderIds.entries()) {
    const at = new Date(evening.getTime() + index * 4 * 60_000);
    await db.update(orders).set({ createdAt: at, soldAt: at, paidAt: at, updatedAt: at }).where(eq(orders.id, id));
    await db.update(payments).set({ createdAt: at, updatedAt: at }).where(eq(payments.orderId, id));
  }
}
