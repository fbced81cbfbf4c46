import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { sendToReader, settleCardPayment } from '@/features/orders/server/card-payments';
import { createEventOrder } from '@/features/orders/server/create-event-order';
import { registerDevice } from '@/features/orders/server/stand-devices';
import type { CreateEventOrderInput } from '@/features/orders/schemas';
import { updateStand } from '@/features/stands/server/update-stand';
import { completeTransfer } from '@/features/stock/server/receive-transfer';
import { warehouseOf } from '@/features/stock/server/stock-access';
import { createTransfer } from '@/features/stock/server/transfers';
import type { Actor } from '@/lib/auth/actor';
import { fromParisLocal, toParisDate } from '@/lib/datetime/paris-time';
import type { Db } from '@/lib/db';
import { eventPerformances, events, orders, productVariants, products, projects, stands, userRoles, users } from '@/lib/db/schema';
import { paymentsMode } from '@/lib/payments';
import { closeThePastDateInTheJournal } from './seed-demo-journal';
import { DEMO_PAST_EVENT, DEMO_TOUR_NAME } from './seed-demo-tour';

type Line = { reference: string; size?: string; quantity: number; discount?: number };
/** `payment`: how today's date is paid (online); the past date's tablets sold offline, all in cash, `tendered` each. */
type DemoSale = { stand: 'main' | 'balcony'; lines: Line[]; payment: 'cash' | 'card'; tendered: number };

/** A few sales per date: cash with change, card, a discount; today's balcony takes no cash. */
const demoSales: DemoSale[] = [
  { stand: 'main', lines: [{ reference: 'TS-LOGO', size: 'M', quantity: 2 }, { reference: 'LP-NB', quantity: 1 }], payment: 'cash', tendered: 10_000 },
  { stand: 'main', lines: [{ reference: 'HD-TOUR', size: 'L', quantity: 1 }, { reference: 'BRC-01', quantity: 2, discount: 200 }], payment: 'card', tendered: 7000 },
  { stand: 'main', lines: [{ reference: 'CAP-01', quantity: 1 }, { reference: 'CD-NB', quantity: 1 }], payment: 'cash', tendered: 5000 },
  { stand: 'balcony', lines: [{ reference: 'TS-LOGO', size: 'L', quantity: 1 }, { reference: 'TOTE-01', quantity: 1 }], payment: 'card', tendered: 5000 },
  { stand: 'balcony', lines: [{ reference: 'AFF-01', quantity: 2 }], payment: 'card', tendered: 2500 },
];

/** Minutes between two of the past date's sales, from 22:15 on its evening. */
const MINUTES_BETWEEN_SALES = 4;

/**
 * Sales on the demo tour, made through the real operations so that takings, the ledger, the journal and the closings
 * have something true to show. The past date comes first: its venue had no network, so each stand's tablet sold
 * offline, in cash, on its evening, and its sales reached the server when the seed runs (a sale made offline keeps
 * its time: the order's soldAt and its journal record's occurredAt are that evening); its stands are closed by the
 * seller, and its day and month closed in the journal (seed-demo-journal.ts) before today's sales are recorded.
 * seed-demo-closing.ts then closes the date. Today's stands are opened by the demo seller and sell online. Skipped
 * once the tour has an order.
 */
export async function seedDemoSales(db: Db, demoClientId: string): Promise<void> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerClientId, demoClientId), eq(projects.name, DEMO_TOUR_NAME)));
  if (!project) return;
  const [sold] = await db.select({ id: orders.id }).from(orders).where(eq(orders.projectId, project.id)).limit(1);
  if (sold) return;
  const manager = await demoActor(db, 'manager@demo.test', 'client', demoClientId);
  const seller = await demoActor(db, 'seller@demo.test', 'seller', null);
  if (!manager || !seller) return;
  const isPast = (event: { name: string }) => event.name === DEMO_PAST_EVENT;
  // The past date first: its day and month are closed before today's sales join the journal.
  const tourEvents = (await db.select().from(events).where(and(eq(events.projectId, project.id), eq(events.status, 'inProgress')))).sort((a, b) => Number(isPast(b)) - Number(isPast(a)));
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
    const past = isPast(event);
    const evening = past ? await eveningOf(db, event.id) : null;
    // A past date with no evening has no time its sales could honestly carry: none are made.
    if (past && !evening) continue;
    if (past) {
      await stockThePastDate(db, manager, project.id, event.id, [standOf.main.inventoryId, standOf.balcony.inventoryId], demoSales, variantOf);
    }
    for (const stand of eventStands) await updateStand(seller, stand.id, { status: 'opened' });
    const offline = evening ? { evening, tablets: await registerTablets(seller, standOf.main.id, standOf.balcony.id) } : null;
    for (const [index, sale] of demoSales.entries()) {
      const items = sale.lines.map((line) => ({ productVariantId: variantOf(line)!, quantity: line.quantity, ...(line.discount ? { discount: line.discount } : {}) }));
      const input: CreateEventOrderInput = { eventId: event.id, standId: standOf[sale.stand]!.id, items, payment: { method: 'cash', amountTendered: sale.tendered } };
      if (offline) {
        const tablet = offline.tablets[sale.stand];
        tablet.sequence += 1;
        input.offline = { deviceId: tablet.deviceId, sequence: tablet.sequence, soldAt: new Date(offline.evening.getTime() + index * MINUTES_BETWEEN_SALES * 60_000).toISOString() };
        await createEventOrder(seller, input, `demo-${event.id}-${index}`);
        continue;
      }
      // Card sales only on the sandbox: the seed never charges a real card, and with payments off none can be taken.
      if (sale.payment === 'card' && paymentsMode() !== 'sandbox') continue;
      if (sale.payment === 'card') input.payment = { method: 'card' };
      const { order } = await createEventOrder(seller, input, `demo-${event.id}-${index}`);
      if (order.status === 'inProgress') await settleCardPayment((await sendToReader(order)).payments[0]!.id, 'succeeded');
    }
    if (offline) {
      for (const stand of eventStands) await updateStand(seller, stand.id, { status: 'closed' });
      await closeThePastDateInTheJournal({ seller, manager, clientId: demoClientId, standIds: eventStands.map((stand) => stand.id), closedAt: new Date(offline.evening.getTime() + 90 * 60_000) });
    }
  }
}

/** 22:15 on the date's first evening (Paris), when its first sale was made; null for a date without a performance. */
async function eveningOf(db: Db, eventId: string): Promise<Date | null> {
  const [performance] = await db.select({ startsAt: eventPerformances.startsAt }).from(eventPerformances).where(eq(eventPerformances.eventId, eventId)).orderBy(asc(eventPerformances.startsAt)).limit(1);
  return performance ? fromParisLocal(`${toParisDate(performance.startsAt)}T22:15`)! : null;
}

/** One tablet per stand, registered by the seller while the venue's network still answered, as the register does. */
async function registerTablets(seller: Actor, mainStandId: string, balconyStandId: string) {
  const tabletOf = async (standId: string, label: string) => {
    const { device } = await registerDevice(seller, standId, { deviceId: randomUUID(), label });
    return { deviceId: device.deviceId, sequence: 0 };
  };
  return { main: await tabletOf(mainStandId, 'Tablette du stand principal'), balcony: await tabletOf(balconyStandId, 'Tablette du balcon') };
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
