import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { users } from '@/lib/db/schema';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}

export function displayName(user: { firstName: string | null; email: string }): string {
  return user.firstName ?? user.email;
}
