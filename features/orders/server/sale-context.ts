import { and, eq, inArray, sql } from 'drizzle-orm';
import { variantLabelColumns } from '@/features/products/server/variant-label-columns';
import type { Actor } from '@/lib/auth/actor';
import type { Executor, Tx } from '@/lib/db';
import { fixedStatement } from '@/lib/db/fixed-statement';
import { events, inventoryItems, productVariants, products, projectClients, projects, projectSellers, standSellers, stands, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

export interface SaleContext {
  standId: string;
  standName: string;
  eventId: string;
  eventName: string;
  /** The seller's name, for the order the sale answers. */
  actorName: string;
  projectId: string;
  clientId: string;
  inventoryId: string;
  isCashCompatible: boolean;
  /** Closed (`finished`) reaches here only for a sale made offline, which the caller records as a late sale. */
  eventStatus: string;
}

const writerRoles = ['admin', 'projectManager'];

interface SaleAccessRow {
  standId: string;
  standName: string;
  standStatus: string;
  isCashCompatible: boolean;
  inventoryId: string;
  eventId: string;
  eventName: string;
  eventStatus: string;
  projectId: string;
  projectStatus: string;
  ownerClientId: string;
  assigned: boolean;
  tourSeller: boolean;
  actorName: string;
  clientRole: string | null;
  variants: SaleVariant[];
}

const value = (name: string) => sql.placeholder(name);

/** What a sale reads of each variant it sells, as saleVariants selects it and as the access read's JSON column. */
const saleVariantFields = {
  productVariantId: productVariants.id,
  productId: products.id,
  inventoryItemId: inventoryItems.id,
  productTitle: products.title,
  ...variantLabelColumns,
  category: products.category,
  unitPrice: sql<number>`coalesce(${productVariants.price}, ${products.price})`,
  vatRate: products.vat,
};

/**
 * The basket's variants of the stand's tour as saleVariants reads them, as a JSON column of the access read: the sale
 * reads its stand and its catalogue in one round trip. The ids are uuids (the request's schema checks them).
 */
const tourVariantsJson = sql`(select coalesce(json_agg(json_build_object(${sql.join(
  Object.entries(saleVariantFields).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`),
  sql`, `,
)})), '[]'::json)
  from ${productVariants}
  join ${products} on ${products.id} = ${productVariants.productId}
  left join ${inventoryItems} on ${inventoryItems.productVariantId} = ${productVariants.id}
  where ${productVariants.id} in (select id::uuid from jsonb_array_elements_text(${value('variantIds')}::jsonb) as ids (id)) and ${products.projectId} = ${projects.id})`;

const accessRead = sql`select ${stands.id} as "standId", ${stands.name} as "standName", ${stands.status} as "standStatus", ${stands.isCashCompatible} as "isCashCompatible",
    ${stands.inventoryId} as "inventoryId", ${events.id} as "eventId", ${events.name} as "eventName", ${events.status} as "eventStatus",
    ${projects.id} as "projectId", ${projects.status} as "projectStatus", ${projects.ownerClientId} as "ownerClientId",
    exists (select 1 from ${standSellers} where ${standSellers.standId} = ${stands.id} and ${standSellers.userId} = ${value('userId')}::uuid) as "assigned",
    exists (select 1 from ${projectSellers} where ${projectSellers.projectId} = ${projects.id} and ${projectSellers.userId} = ${value('userId')}::uuid) as "tourSeller",
    (select coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email}) from ${users} where ${users.id} = ${value('userId')}::uuid) as "actorName",
    (select ${projectClients.role} from ${projectClients} where ${projectClients.projectId} = ${projects.id} and ${projectClients.clientId} = ${value('clientId')}::uuid) as "clientRole",
    ${tourVariantsJson} as "variants"
  from ${stands}
  join ${events} on ${events.id} = ${stands.eventId}
  join ${projects} on ${projects.id} = ${events.projectId}
  where ${stands.id} = ${value('standId')}::uuid`;

// A sale's hottest read, in two fixed texts: FOR KEY SHARE waits for a closing holding the event
// (closed-event-guard.ts) and reads the event as it left it.
const saleAccess = fixedStatement<SaleAccessRow>('sale_access', () => accessRead);
const saleAccessHoldingEvent = fixedStatement<SaleAccessRow>('sale_access_holding_event', () => sql`${accessRead} for key share of ${events}`);

/**
 * Who may sell at this stand, read in one query (a sale is the hottest path of the product): the stand's assigned
 * sellers and the tour's writers (owner, admin or project manager of the tour), in either of their roles. Another tenant, or a seller of another tour, gets GET_STAND (404); a viewer, a
 * seller of another stand of the tour or a platform admin gets NOT_ALLOWED_ON_STAND.
 */
async function standSaleAccess(db: Executor, actor: Actor, standId: string, options: { holdEventOpen?: boolean; variantIds?: string[] } = {}): Promise<SaleAccessRow> {
  const values = { standId, userId: actor.userId, clientId: actor.clientId ?? null, variantIds: JSON.stringify([...new Set(options.variantIds ?? [])]) };
  const [row] = await (options.holdEventOpen ? saleAccessHoldingEvent : saleAccess).run(db, values);
  if (!row) throw new AppError('GET_STAND');
  // A manager acting as a seller (they hold both roles) still runs their organisation's tours (issue #25).
  const forOrganisation = actor.role === 'client' || (actor.role === 'seller' && actor.roles.includes('client'));
  const role = forOrganisation ? row.clientRole : null;
  const isOwner = forOrganisation && row.ownerClientId === actor.clientId;
  const isWriter = isOwner || (role !== null && writerRoles.includes(role));
  const canSell = (actor.role === 'seller' && row.assigned) || isWriter;
  if (!canSell) {
    const seesTheTour = actor.role === 'admin' || (actor.role === 'seller' && row.tourSeller) || isOwner || role !== null;
    throw new AppError(seesTheTour ? 'NOT_ALLOWED_ON_STAND' : 'GET_STAND');
  }
  return row;
}

/** May this actor take payments at this stand (whatever the stand's and event's state now)? */
export async function assertMaySellAt(db: Executor, actor: Actor, standId: string): Promise<void> {
  await standSaleAccess(db, actor, standId);
}

interface SaleContextOptions {
  closingOrder?: boolean;
  offline?: boolean;
  /**
   * Holds the event's row against a closing until the transaction ends (as assertEventNotClosed does), in the same
   * read: the event's status checked here is then the one the sale commits under.
   */
  holdEventOpen?: boolean;
  /** The basket's variants, read with the stand (`variants` of the answer): one round trip less for a sale. */
  variantIds?: string[];
}

/**
 * The stand's sale context: the actor may sell there, the tour is active, the event in progress, the stand opened.
 * A closing order (made by the closing run, for the tour's writers) may be recorded at a stand the closing closed
 * already; the event must still be in progress. `eventId` null: the stand's own date (a training sale names its stand only).
 */
export async function saleContext(tx: Tx, actor: Actor, standId: string, eventId: string | null, options: SaleContextOptions = {}): Promise<SaleContext & { variants: Map<string, SaleVariant> }> {
  const row = await standSaleAccess(tx, actor, standId, options);
  if (eventId !== null && row.eventId !== eventId) throw new AppError('VALIDATION_ERRORS', { fields: ['eventId'] });
  if (row.projectStatus !== 'active') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
  // A sale made offline happened while the stand sold: it arrives whatever the stand's state now, and after the
  // closing too (the caller makes it a late sale), never before the date started.
  const lateOffline = options.offline && row.eventStatus === 'finished';
  if (row.eventStatus !== 'inProgress' && !lateOffline) throw new AppError('ORDERS_ENDED_ON_EVENT');
  if (row.standStatus !== 'opened' && !options.closingOrder && !options.offline) throw new AppError('NOT_ALLOWED_ON_STAND');
  return {
    standId: row.standId,
    standName: row.standName,
    eventId: row.eventId,
    eventName: row.eventName,
    actorName: row.actorName,
    projectId: row.projectId,
    clientId: row.ownerClientId,
    inventoryId: row.inventoryId,
    isCashCompatible: row.isCashCompatible,
    eventStatus: row.eventStatus,
    variants: variantMap(row.variants.map((variant) => ({ ...variant, vatRate: Number(variant.vatRate) }))),
  };
}

const variantMap = (rows: SaleVariant[]) => new Map(rows.map((row) => [row.productVariantId, { ...row, unitPrice: Number(row.unitPrice) }]));

export interface SaleVariant {
  productVariantId: string;
  productId: string;
  inventoryItemId: string | null;
  productTitle: string;
  variantTitle: string | null;
  isDefault: boolean;
  color: string | null;
  size: string | null;
  material: string | null;
  style: string | null;
  category: string;
  unitPrice: number;
  vatRate: number;
}

/** The variants of the sale, priced as the catalogue says now; another tour's or an unknown one is VALIDATION_ERRORS. */
export async function saleVariants(tx: Tx, projectId: string, variantIds: string[]): Promise<Map<string, SaleVariant>> {
  const rows = await tx
    .select(saleVariantFields)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(inventoryItems, eq(inventoryItems.productVariantId, productVariants.id))
    .where(and(inArray(productVariants.id, [...new Set(variantIds)]), eq(products.projectId, projectId)));
  return variantMap(rows);
}
