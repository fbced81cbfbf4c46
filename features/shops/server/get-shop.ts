import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import type { ShopView } from '../types';
import { requireShop } from './shop-access';
import { toShopView } from './shop-view';

/** GET /v1/shops/{id}. */
export async function getShop(actor: Actor, id: string): Promise<ShopView> {
  const { shop } = await requireShop(actor, id);
  return toShopView(await getDb(), shop);
}
