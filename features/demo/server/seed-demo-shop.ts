import { and, asc, eq, inArray } from 'drizzle-orm';
import { changeCollection } from '@/features/shops/server/change-collection';
import { openShop } from '@/features/shops/server/change-shop-status';
import { createShopOrder } from '@/features/shops/server/create-shop-order';
import { createShop } from '@/features/shops/server/create-shop';
import { createPaymentAccount } from '@/features/shops/server/payment-account';
import { settleShopSandboxPayment } from '@/features/shops/server/settle-shop-sandbox-payment';
import { updateShop } from '@/features/shops/server/update-shop';
import { completeTransfer } from '@/features/stock/server/receive-transfer';
import { warehouseOf } from '@/features/stock/server/stock-access';
import { createTransfer } from '@/features/stock/server/transfers';
import { toParisDate } from '@/lib/datetime/paris-time';
import type { Db } from '@/lib/db';
import { publicOrigin } from '@/lib/http/request-info';
import { outboxEnabled } from '@/lib/mail';
import { paymentsMode } from '@/lib/payments';
import { events, paymentAccounts, productVariants, products, projects, shops, stands } from '@/lib/db/schema';
import { demoActor } from './seed-demo-sales';
import { DEMO_TODAY_EVENT, DEMO_TOUR_NAME } from './seed-demo-tour';

/** What the shop holds: a few of each size of the T-shirt, the vinyl and the cap. */
const shopStock: { reference: string; perVariant: number }[] = [
  { reference: 'TS-LOGO', perVariant: 3 },
  { reference: 'LP-NB', perVariant: 10 },
  { reference: 'CAP-01', perVariant: 8 },
];

/** Two spectators who ordered and paid: one bag still to prepare, one ready at the main stand. */
const demoOrders = [
  { name: 'Camille Martin', email: 'camille.martin@example.com', reference: 'LP-NB', quantity: 1, prepared: false },
  { name: 'Hugo Bernard', email: 'hugo.bernard@example.com', reference: 'CAP-01', quantity: 2, prepared: true },
];

/**
 * Today's date's click-and-collect shop: the organiser's sandbox payout account, the shop collecting at the main
 * stand during the evening, stocked by a transfer from the warehouse, opened, and two paid orders to hand over. Made
 * through the real operations, after the sales (their figures stay as they were); skipped once the date has a shop,
 * and unless the sandbox takes the payments (never real charges, and a shop cannot open with payments off).
 * Confirmation e-mails go out only where mail can (SMTP, or the outbox): not a production start without SMTP_URL.
 */
export async function seedDemoShop(db: Db, demoClientId: string): Promise<void> {
  if (paymentsMode() !== 'sandbox') return;
  const [project] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerClientId, demoClientId), eq(projects.name, DEMO_TOUR_NAME)));
  if (!project) return;
  const [today] = await db.select().from(events).where(and(eq(events.projectId, project.id), eq(events.name, DEMO_TODAY_EVENT), eq(events.status, 'inProgress')));
  const manager = await demoActor(db, 'manager@demo.test', 'client', demoClientId);
  const seller = await demoActor(db, 'seller@demo.test', 'seller', null);
  if (!today || !manager || !seller) return;
  const [existing] = await db.select({ id: shops.id }).from(shops).where(eq(shops.eventId, today.id));
  if (existing) return;
  const [main] = await db.select().from(stands).where(eq(stands.eventId, today.id)).orderBy(asc(stands.createdAt)).limit(1);
  if (!main) return;

  const [account] = await db.select({ clientId: paymentAccounts.clientId }).from(paymentAccounts).where(eq(paymentAccounts.clientId, demoClientId));
  if (!account) await createPaymentAccount(manager);
  const { shop } = await createShop(manager, { eventId: today.id });
  const day = toParisDate(new Date());
  await updateShop(manager, shop.id, { collectionStandIds: [main.id], collectionOpensAt: `${day}T18:00`, collectionClosesAt: `${day}T23:30` });

  const variants = await db
    .select({ id: productVariants.id, reference: products.reference })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.projectId, project.id), inArray(products.reference, shopStock.map((line) => line.reference))))
    .orderBy(asc(productVariants.position));
  const items = variants.map((variant) => ({ productVariantId: variant.id, quantity: shopStock.find((line) => line.reference === variant.reference)!.perVariant }));
  const warehouse = await warehouseOf(db, project.id);
  const sent = await createTransfer(manager, { fromInventoryId: warehouse.id, toInventoryId: shop.inventoryId, type: 'event', eventId: today.id, note: 'Stock de la boutique en ligne', items });
  await completeTransfer(manager, sent.id, { remaining: 'success' });
  await openShop(manager, shop.id);

  for (const [index, demo] of demoOrders.entries()) {
    const variantId = variants.find((variant) => variant.reference === demo.reference)!.id;
    // The links of their confirmation e-mails point where the server says it lives (the demo's dev outbox shows them).
    const request = { ip: '127.0.0.1', origin: publicOrigin({ headers: {} }) };
    const items = [{ productVariantId: variantId, quantity: demo.quantity }];
    const made = await createShopOrder(shop.id, { name: demo.name, email: demo.email, acceptTerms: true, locale: 'fr', items }, `demo-shop-order-${index}`, request);
    await settleShopSandboxPayment(made.payment.id, made.token, 'approve', request.origin, { sendEmail: Boolean(process.env.SMTP_URL) || outboxEnabled() });
    if (demo.prepared) await changeCollection(seller, main.id, made.order.id, { status: 'prepared' }, null);
  }
}
