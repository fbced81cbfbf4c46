import { PENDING_SALES_STORAGE_KEY } from '@/lib/network/unsent-sales';
import type { OutboxDatabase } from './outbox-db';

/**
 * How many sales wait on this tablet, all stands together, mirrored in localStorage: the user menu (a shared
 * component, below the register's layer) reads it to warn before signing out.
 */
export async function mirrorPendingCount(db: OutboxDatabase): Promise<number> {
  const pending = await db.sales.where('state').equals('pending').count();
  try {
    localStorage.setItem(PENDING_SALES_STORAGE_KEY, String(pending));
  } catch {
    // The warning then relies on the register's own strip.
  }
  return pending;
}
