import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { userRoles, users } from '@/lib/db/schema';

/** Who hears of what the platform's team must act on (a pro quote, a service request): SALES_EMAIL when set, else every platform admin. */
export async function platformTeamRecipients(): Promise<string[]> {
  if (process.env.SALES_EMAIL) return [process.env.SALES_EMAIL];
  const db = await getDb();
  const admins = await db.select({ email: users.email }).from(users).innerJoin(userRoles, eq(userRoles.userId, users.id)).where(eq(userRoles.role, 'admin'));
  return admins.map((admin) => admin.email);
}
