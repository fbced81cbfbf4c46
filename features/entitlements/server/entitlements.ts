import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { parisMonthStart } from '@/lib/datetime/paris-time';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { clients, events, projects, stands, subscriptions, type SubscriptionRow } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { paymentsMode } from '@/lib/payments/mode';
import { cheapestPlanAllowing, cheapestPlanWith, plans, type GatedFeature, type PlanType, type QuotaName } from '../plans';

/**
 * Whether a subscription grants its plan at `now` (spec §6; docs/decisions.md, "Plans"). A trial until its end; a paid
 * one while active or past due (the provider is still retrying), unless it was set to stop at a period end now passed.
 * A sandbox subscription ends at its period end (nothing renews it: the manager buys the next month on the sandbox
 * checkout again, the demo seed does at start), and grants nothing once the sandbox is no longer the billing provider:
 * a plan "paid" in mode test never outlives a switch to Stripe (docs/decisions.md, "Payments never fail open").
 */
export function grantsAccess(row: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'provider'>, now: Date, sandboxOn = paymentsMode() === 'sandbox'): boolean {
  const ended = row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() <= now.getTime();
  if (row.status === 'trialing') return !ended;
  if (row.provider === 'sandbox' && (ended || !sandboxOn)) return false;
  if (row.status === 'active' || row.status === 'past_due') return !(row.cancelAtPeriodEnd && ended);
  return false;
}

export interface Entitlements {
  clientId: string;
  allowAllFeatures: boolean;
  /** The subscription granting access now, if any. */
  subscription: SubscriptionRow | null;
  plan: PlanType | null;
}

/** grantsAccess in SQL, for reads that need the plan of many clients at once (the admins' list). */
export function grantingSubscription(now: Date, sandboxOn = paymentsMode() === 'sandbox'): SQL {
  return sql`(
    (${subscriptions.status} = 'trialing' and ${subscriptions.currentPeriodEnd} > ${now})
    or (${subscriptions.status} in ('active', 'past_due')
        and not (${subscriptions.cancelAtPeriodEnd} and ${subscriptions.currentPeriodEnd} <= ${now})
        and (${subscriptions.provider} <> 'sandbox' or (${sandboxOn} and ${subscriptions.currentPeriodEnd} > ${now})))
  )`;
}

/** The plan a client holds now, as a column of a query on `clients`: a paid subscription wins over a trial. */
export function currentPlanColumn(now: Date): SQL<PlanType | null> {
  return sql<PlanType | null>`(
    select ${subscriptions.plan} from ${subscriptions}
    where ${subscriptions.clientId} = ${clients.id} and ${grantingSubscription(now)}
    order by (${subscriptions.status} = 'trialing'), ${subscriptions.createdAt} desc limit 1
  )`;
}

export async function readEntitlements(clientId: string, now = new Date(), db?: Executor): Promise<Entitlements> {
  const executor = db ?? (await getDb());
  const [client] = await executor.select({ allowAllFeatures: clients.allowAllFeatures }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND');
  const [granting] = await executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.clientId, clientId), grantingSubscription(now)))
    .orderBy(sql`(${subscriptions.status} = 'trialing')`, desc(subscriptions.createdAt))
    .limit(1);
  return { clientId, allowAllFeatures: client.allowAllFeatures, subscription: granting ?? null, plan: granting?.plan ?? null };
}

export function hasFeature(entitlements: Entitlements, feature: GatedFeature): boolean {
  if (entitlements.allowAllFeatures) return true;
  return entitlements.plan !== null && plans[entitlements.plan].features.includes(feature);
}

export function quotaLimit(entitlements: Entitlements, quota: QuotaName): number | null {
  if (entitlements.allowAllFeatures) return null;
  // No plan: nothing is granted, so every quota is zero (spec §6: an unknown subscription means none).
  return entitlements.plan ? plans[entitlements.plan].quotas[quota] : 0;
}

/** FEATURE_NOT_GRANTED unless the client's plan has the feature; the answer names the plan that has it. */
export async function assertFeature(clientId: string, feature: GatedFeature, db?: Executor): Promise<void> {
  const entitlements = await readEntitlements(clientId, new Date(), db);
  if (hasFeature(entitlements, feature)) return;
  throw new AppError('FEATURE_NOT_GRANTED', { details: { feature, plan: entitlements.plan, upgradeTo: cheapestPlanWith(feature) } });
}

/**
 * QUOTAS_EXCEEDED (or the events' own code) when `adding` more units on top of the `used` ones would pass the plan's
 * limit. The answer says the limit and the cheapest plan that allows them.
 */
export async function assertQuota(clientId: string, quota: QuotaName, used: number, options: { adding?: number; db?: Executor } = {}): Promise<void> {
  const needed = used + (options.adding ?? 1);
  const entitlements = await readEntitlements(clientId, new Date(), options.db);
  const limit = quotaLimit(entitlements, quota);
  if (limit === null || needed <= limit) return;
  const code = quota === 'eventsPerMonth' ? 'EVENTS_QUOTAS_EXCEEDED' : 'QUOTAS_EXCEEDED';
  throw new AppError(code, { details: { quota, limit, plan: entitlements.plan, upgradeTo: cheapestPlanAllowing(quota, needed) } });
}

/**
 * Serialises what counts against one paying client's quotas (events of the month, team seats): a row lock on its
 * `clients` row, taken inside the transaction that counts and then inserts, before the count. Without it, concurrent
 * requests all count the same `used` and all insert (20 event creations on a 4-a-month plan made 9). FOR NO KEY UPDATE
 * and not FOR UPDATE: inserts elsewhere that reference the client (their foreign key takes FOR KEY SHARE) do not wait
 * on it; plan changes (FOR UPDATE in subscribe / grant-plan) do, so a quota is never counted against a plan being
 * swapped (docs/decisions.md, "Quotas under a lock").
 */
export async function lockQuotaHolder(tx: Tx, clientId: string): Promise<void> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
  if (!row) throw new AppError('NOT_FOUND');
}

/**
 * The events-per-month quota inside the inserting transaction: the owner's row locked, then this month's events
 * counted and compared (EVENTS_QUOTAS_EXCEEDED). The caller inserts the event in the same transaction.
 */
export async function assertEventsQuota(tx: Tx, ownerClientId: string): Promise<void> {
  await lockQuotaHolder(tx, ownerClientId);
  await assertQuota(ownerClientId, 'eventsPerMonth', await eventsCreatedThisMonth(ownerClientId, new Date(), tx), { db: tx });
}

/**
 * Before stands are added to an event: the tour owner's plan caps the stands of one event. The caller holds the
 * event's row lock (requireEventForUpdate) or made the event in this very transaction (a duplicate), so the count
 * cannot move before its insert: stands of one event are only ever added under that lock.
 */
export async function assertStandQuota(db: Executor, eventId: string, adding: number): Promise<void> {
  const [row] = await db
    .select({ ownerClientId: projects.ownerClientId, stands: sql<number>`(select count(*)::int from ${stands} where ${stands.eventId} = ${events.id})` })
    .from(events)
    .innerJoin(projects, eq(projects.id, events.projectId))
    .where(eq(events.id, eventId));
  if (row) await assertQuota(row.ownerClientId, 'standsPerEvent', row.stands, { adding, db });
}

/** Events created this calendar month (Paris) on the tours the client owns: its plan pays for them. */
export async function eventsCreatedThisMonth(clientId: string, now = new Date(), db?: Executor): Promise<number> {
  const executor = db ?? (await getDb());
  const start = parisMonthStart(now, 0);
  const end = parisMonthStart(now, 1);
  const [row] = await executor
    .select({ value: count() })
    .from(events)
    .innerJoin(projects, eq(projects.id, events.projectId))
    .where(and(eq(projects.ownerClientId, clientId), gte(events.createdAt, start), lt(events.createdAt, end)));
  return row?.value ?? 0;
}

