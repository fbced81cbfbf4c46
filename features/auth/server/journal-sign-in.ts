import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { projects, projectSellers, users } from '@/lib/db/schema';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import { reportError } from '@/lib/monitoring/report-error';
import type { Role } from '../types';

/**
 * The organisations a sign-in concerns: the user's own, and for a seller the owners of the tours they sell on (a
 * seller invited to tours belongs to none, yet takes that organisation's cash). A platform admin of no organisation
 * concerns none.
 */
async function organisationsOf(userId: string): Promise<string[]> {
  const db = await getDb();
  const [own] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId));
  const tours = await db.selectDistinct({ clientId: projects.ownerClientId }).from(projectSellers).innerJoin(projects, eq(projects.id, projectSellers.projectId)).where(eq(projectSellers.userId, userId));
  return [...new Set([own?.clientId, ...tours.map((tour) => tour.clientId)].filter((id): id is string => Boolean(id)))].sort();
}

/**
 * A successful sign-in, in the technical chain of each organisation it concerns, one short transaction each (a
 * sign-in never holds two organisations' heads at once). A journal that fails is reported, and the user still
 * signs in: the cash register must not stop selling because a log could not be written.
 */
export async function journalSignIn(user: { id: string; role: Role }): Promise<void> {
  try {
    const db = await getDb();
    for (const clientId of await organisationsOf(user.id)) {
      await db.transaction((tx) => journalTechnicalEvent(tx, { clientId, kind: 'signIn', userId: user.id, subjectId: user.id, details: { role: user.role } }));
    }
  } catch (error) {
    await reportError(error, { where: 'journal-sign-in' });
  }
}
