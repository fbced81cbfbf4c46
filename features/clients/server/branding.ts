import { and, eq } from 'drizzle-orm';
import { assertFeature } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { imageUrl } from '@/features/images/server/images';
import { getDb } from '@/lib/db';
import { clientBrandings, clients, images } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { BrandingInput } from '../schemas';
import type { BrandingView } from '../types';

type BrandingRow = typeof clientBrandings.$inferSelect;

function toBrandingView(row: BrandingRow): BrandingView {
  return {
    id: row.id,
    clientId: row.clientId,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    logoImageId: row.logoImageId,
    logoUrl: row.logoImageId ? imageUrl(row.logoImageId) : null,
  };
}

function mayManage(actor: Actor, clientId: string): boolean {
  return actor.role === 'admin' || (actor.role === 'client' && actor.clientId === clientId);
}

/** A logo must be an image its own organisation uploaded. */
async function assertOwnLogo(clientId: string, logoImageId: string | null | undefined): Promise<void> {
  if (!logoImageId) return;
  const db = await getDb();
  const [image] = await db.select({ id: images.id }).from(images).where(and(eq(images.id, logoImageId), eq(images.clientId, clientId)));
  if (!image) throw new AppError('VALIDATION_ERRORS', { fields: ['logoImageId'] });
}

/**
 * GET /v1/clients/branding/{clientId}: null (204) while the client has none yet — a normal state of every new account,
 * not an error the console should report on each visit of the settings. An unknown client stays 404.
 */
export async function getBranding(actor: Actor, clientId: string): Promise<BrandingView | null> {
  if (!isUuid(clientId) || !mayManage(actor, clientId)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [found] = await db
    .select({ branding: clientBrandings })
    .from(clients)
    .leftJoin(clientBrandings, eq(clientBrandings.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!found) throw new AppError('NOT_FOUND');
  return found.branding ? toBrandingView(found.branding) : null;
}

/** POST /v1/clients/branding: creates the branding, or replaces it when it exists (safe to repeat). */
export async function saveBranding(actor: Actor, input: BrandingInput & { clientId?: string }): Promise<BrandingView> {
  const clientId = actor.role === 'admin' ? input.clientId : actor.clientId;
  if (!clientId) throw new AppError('VALIDATION_ERRORS', { fields: ['clientId'] });
  if (!isUuid(clientId) || !mayManage(actor, clientId)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND');
  await assertFeature(clientId, 'customBranding');
  await assertOwnLogo(clientId, input.logoImageId);
  const values = { primaryColor: input.primaryColor, secondaryColor: input.secondaryColor, logoImageId: input.logoImageId ?? null };
  const [row] = await db
    .insert(clientBrandings)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: clientBrandings.clientId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toBrandingView(row!);
}

/** PATCH /v1/clients/branding/{id}: by the branding's own id. */
export async function updateBranding(actor: Actor, id: string, input: Partial<BrandingInput>): Promise<BrandingView> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [existing] = await db.select().from(clientBrandings).where(eq(clientBrandings.id, id));
  if (!existing || !mayManage(actor, existing.clientId)) throw new AppError('NOT_FOUND');
  await assertFeature(existing.clientId, 'customBranding');
  await assertOwnLogo(existing.clientId, input.logoImageId);
  const [row] = await db.update(clientBrandings).set({ ...input, updatedAt: new Date() }).where(eq(clientBrandings.id, id)).returning();
  return toBrandingView(row!);
}
