import { eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { issueToken } from '@/lib/auth/one-time-token';
import { getDb } from '@/lib/db';
import { clients, projectInvitations, projects, projectSellerInvitations, users } from '@/lib/db/schema';
import { INVITATION_RESEND_AFTER_MS } from '../types';

/*
 * What the tour's two invitations (to its team, to its sellers) share: the link's token and lifetime, when inviting
 * the same address again sends a new e-mail, and what the e-mails say about who invites to what.
 */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;


/** A fresh link: the token for the e-mail, and the columns that replace the previous one's. */
export function newInvitationLink(now: Date) {
  const { token, tokenHash, expiresAt } = issueToken(INVITATION_TTL_MS, now);
  return { token, columns: { tokenHash, expiresAt, sentAt: now } };
}

type InvitationTable = typeof projectInvitations | typeof projectSellerInvitations;

/** The pending invitation may be sent again: its last e-mail is older than INVITATION_RESEND_AFTER_MS, or it has expired. */
export function resendDue(table: InvitationTable, now: Date): SQL {
  return or(lte(table.sentAt, new Date(now.getTime() - INVITATION_RESEND_AFTER_MS)), lte(table.expiresAt, now))!;
}

/** Rows for `email` whatever its case (addresses are stored lower-case now, older rows may not be). */
export function sameAddress(column: typeof users.email | InvitationTable['email'], email: string): SQL {
  return eq(sql`lower(${column})`, email.toLowerCase());
}

/** The account at this address, if any: what the invitation e-mail says depends on it, the answer never does. */
export async function findInvitee(email: string) {
  const db = await getDb();
  const [invitee] = await db.select({ id: users.id, clientId: users.clientId, locale: users.locale, firstName: users.firstName }).from(users).where(sameAddress(users.email, email));
  return invitee ?? null;
}

/** "First Last (Organisation)", as the invitation e-mails name the inviter; and the inviter's language. */
export async function describeInviter(actor: Actor): Promise<{ name: string; locale: string }> {
  const db = await getDb();
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, locale: users.locale, clientName: clients.name })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, actor.userId));
  const person = [row?.firstName, row?.lastName].filter(Boolean).join(' ') || row?.email || '';
  return { name: row?.clientName ? `${person} (${row.clientName})` : person, locale: row?.locale ?? 'fr' };
}

export async function projectName(projectId: string): Promise<string> {
  const db = await getDb();
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  return project?.name ?? '';
}

/** The page of the link, in the e-mail's language (English pages live under /en). */
export function invitationLink(origin: string, language: string, page: string, token: string, extra = ''): string {
  return `${origin}${language === 'en' ? '/en' : ''}${page}?token=${encodeURIComponent(token)}${extra}`;
}
