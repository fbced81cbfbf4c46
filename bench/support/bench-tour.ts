import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { createEvent } from '../../features/events/server/create-event';
import { createProduct } from '../../features/products/server/create-product';
import { createProject } from '../../features/projects/server/create-project';
import { createStand } from '../../features/stands/server/create-stand';
import { signAccessToken } from '../../lib/auth/access-token';
import type { Actor } from '../../lib/auth/actor';
import type { Db } from '../../lib/db';
import { clients, events, projectSellers, stands, userRoles, users } from '../../lib/db/schema';
import { send, type HttpRequest } from './closed-loop';

/** What the sale benches share: a manager's tour, its sellers, and a sale posted as the register posts it. */

export interface Stocked {
  productVariantId: string;
  price: number;
}

export interface BenchSeller {
  userId: string;
  /** The bearer token sign-in would give. */
  token: string;
}

/**
 * A client with a manager, the manager's tour, a T-shirt (4 sizes, 25 €) and a cap (18 €), an event with one closed
 * stand and `sellers` sellers assigned there. `products` adds the bench's own products to the tour.
 */
export async function seedBenchTour(db: Db, options: { tourName: string; sellers: number }) {
  const [client] = await db.insert(clients).values({ name: 'Bench Productions', allowAllFeatures: true }).returning();
  const [manager] = await db.insert(users).values({ email: `manager-${randomUUID()}@bench.local`, passwordHash: 'x', clientId: client!.id, emailVerifiedAt: new Date() }).returning();
  await db.insert(userRoles).values({ userId: manager!.id, role: 'client' });
  const actor: Actor = { userId: manager!.id, role: 'client', roles: ['client'], clientId: client!.id };

  const project = await createProject(actor, { name: options.tourName, hasZones: false });
  const product = (title: string, price: number, variantMatrix?: { sizes: ['S', 'M', 'L', 'XL'] }) =>
    createProduct(actor, { projectId: project.id, title, category: 'merchandising', price, vat: 20, isOnline: false, availability: 'available', variantMatrix });
  const tshirt = await product('T-shirt Tournée', 2500, { sizes: ['S', 'M', 'L', 'XL'] });
  const cap = await product('Casquette', 1800);
  const hot: Stocked[] = [...tshirt.variants.map((variant) => ({ productVariantId: variant.id, price: 2500 })), { productVariantId: cap.variants[0]!.id, price: 1800 }];

  const event = await createEvent(actor, { projectId: project.id, name: 'Zénith de Paris', country: 'FR' });
  const sellers: BenchSeller[] = [];
  for (let index = 0; index < options.sellers; index += 1) {
    const [user] = await db.insert(users).values({ email: `seller-${index}-${randomUUID()}@bench.local`, passwordHash: 'x', clientId: null, emailVerifiedAt: new Date() }).returning();
    await db.insert(userRoles).values({ userId: user!.id, role: 'seller' });
    await db.insert(projectSellers).values({ projectId: project.id, userId: user!.id });
    sellers.push({ userId: user!.id, token: await signAccessToken({ userId: user!.id, role: 'seller', tokenVersion: user!.tokenVersion }) });
  }
  const stand = await createStand(actor, { eventId: event.id, name: 'Hall', isCashCompatible: true, changeFund: 0, status: 'closed', sellerIds: sellers.map((seller) => seller.userId) });
  return { actor, product, project, event, stand, hot, sellers };
}

/** The doors open: as the tests do (tests/support/orders.ts), the event and the stand are switched directly. */
export async function openDoors(db: Db, eventId: string, standId: string): Promise<void> {
  await db.update(events).set({ status: 'inProgress' }).where(eq(events.id, eventId));
  await db.update(stands).set({ status: 'opened' }).where(eq(stands.id, standId));
}

export interface Answer {
  status: number;
  body: string;
}

/** POST /api/v1/orders-event as the register sends it: the seller's token, a fresh Idempotency-Key unless given. */
export function saleRequest(token: string, body: unknown, idempotencyKey: string = randomUUID()): HttpRequest {
  return { method: 'POST', headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': idempotencyKey }, body };
}

/** The same on the caller's keep-alive agent; rejects with the error's code when the network fails. */
export async function postSale(agent: http.Agent, baseUrl: string, token: string, body: unknown, idempotencyKey?: string): Promise<Answer> {
  const answer = await send(agent, `${baseUrl}/api/v1/orders-event`, saleRequest(token, body, idempotencyKey));
  if (!answer.status) throw Object.assign(new Error(`network ${answer.text}`), { code: answer.text });
  return { status: answer.status, body: answer.text };
}

/** 1 to 3 distinct variants of `stock`, 1 or 2 of each: the lines and their total at the shelf price. */
export function randomLines(stock: Stocked[]) {
  const pool = [...stock];
  const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
    const [variant] = pool.splice(Math.floor(Math.random() * pool.length), 1);
    return { productVariantId: variant!.productVariantId, quantity: 1 + Math.floor(Math.random() * 2), price: variant!.price };
  });
  const total = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
  return { items: lines.map(({ productVariantId, quantity }) => ({ productVariantId, quantity })), total };
}
