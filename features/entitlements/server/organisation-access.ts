import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';

/**
 * An organisation's plan and billing are read by its own managers and by platform admins; anybody else finds
 * nothing (404), as with the client's profile. Sellers are refused by the routes' roles before this.
 */
export function requireOrganisation(actor: Actor, clientId: string): string {
  if (!isUuid(clientId)) throw new AppError('NOT_FOUND');
  if (actor.role === 'admin') return clientId;
  if (actor.role === 'client' && actor.clientId === clientId) return clientId;
  throw new AppError('NOT_FOUND');
}
