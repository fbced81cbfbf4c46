import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projectSellerInvitations, projectSellers, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';
import { isUuid } from '@/lib/validation/uuid';
import type { AddSellerInput } from '../schemas';
import type { SellerAdditionView, SellerInvitationView } from '../types';
import { describeInviter, findInvitee, invitationLink, newInvitationLink, projectName, resendDue, sameAddress } from './invitations';
import { canWrite, requireProject } from './project-access';

type SellerInvitationRow = typeof projectSellerInvitations.$inferSelect;

/**
 * POST /v1/projects/{id}/sellers: a manager adds a seller by e-mail, which invites the address; it joins the tour's
 * sellers only when its owner accepts. The answer is the same whatever the address is, so that it tells nothing
 * about accounts: an unknown address and an account of any kind are invited (the e-mail, read by the address's owner,
 * asks them to create their password or to sign in); an address with a pending invitation gets a new link at most
 * once a minute; a seller of the tour already (whom the manager sees in their list) is left as they are.
 */
export async function addSeller(actor: Actor, projectId: string, input: AddSellerInput, origin: string): Promise<SellerAdditionView> {
  await requireProject(actor, projectId, 'write');
  const db = await getDb();
  const [joined] = await db
    .select({ userId: projectSellers.userId })
    .from(projectSellers)
    .innerJoin(users, eq(users.id, projectSellers.userId))
    .where(and(eq(projectSellers.projectId, projectId), sameAddress(users.email, input.email)));
  if (!joined) await inviteSeller(actor, projectId, input, origin);
  return { email: input.email };
}

async function inviteSeller(actor: Actor, projectId: string, input: AddSellerInput, origin: string): Promise<void> {
  const db = await getDb();
  const pending = and(eq(projectSellerInvitations.projectId, projectId), sameAddress(projectSellerInvitations.email, input.email), isNull(projectSellerInvitations.acceptedAt));
  // Names typed again replace the former ones; names left out keep them.
  const names = { ...(input.firstName ? { firstName: input.firstName } : {}), ...(input.lastName ? { lastName: input.lastName } : {}) };
  // Accepted or canceled between two statements, the pending invitation is gone: the next round creates a new one.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = new Date();
    const link = newInvitationLink(now);
    // The unique index on the pending invitation of a tour and address makes concurrent additions one invitation.
    const [created] = await db
      .insert(projectSellerInvitations)
      .values({ projectId, email: input.email, firstName: input.firstName ?? null, lastName: input.lastName ?? null, invitedBy: actor.userId, ...link.columns })
      .onConflictDoNothing()
      .returning();
    const [renewed] = created
      ? [created]
      : await db
          .update(projectSellerInvitations)
          .set({ ...names, invitedBy: actor.userId, ...link.columns })
          .where(and(pending, resendDue(projectSellerInvitations, now)))
          .returning();
    if (renewed) return sendSellerInvitation(actor, renewed, link.token, origin);
    const [kept] = Object.keys(names).length
      ? await db.update(projectSellerInvitations).set(names).where(pending).returning({ id: projectSellerInvitations.id })
      : await db.select({ id: projectSellerInvitations.id }).from(projectSellerInvitations).where(pending);
    if (kept) return;
  }
  throw new AppError('UNEXPECTED_ERROR');
}

async function sendSellerInvitation(actor: Actor, invitation: SellerInvitationRow, token: string, origin: string): Promise<void> {
  const [invitee, inviter, project] = await Promise.all([findInvitee(invitation.email), describeInviter(actor), projectName(invitation.projectId)]);
  const { language, t } = emailTranslator(invitee?.locale ?? inviter.locale);
  const values = { inviter: inviter.name, project };
  const name = invitee?.firstName ?? invitation.firstName;
  // An address without an account creates it from the link; an account signs in first. Only the invitee reads this.
  await sendMail(
    actionEmail({
      locale: language,
      to: invitation.email,
      subject: t('sellerInvitation.subject', values),
      greeting: name ? t('greeting', { name }) : t('teamInvitation.greetingUnknown'),
      lines: [t('sellerInvitation.intro', values), invitee ? t('sellerInvitation.existing') : t('sellerInvitation.newAccount')],
      action: invitee
        ? { label: t('sellerInvitation.signInAction'), link: invitationLink(origin, language, '/projects/seller-invitation', token) }
        : { label: t('sellerInvitation.newAccountAction'), link: invitationLink(origin, language, '/projects/seller-invitation', token, '&account=new') },
      after: [t('sellerInvitation.expiry'), t('ignore')],
      signature: t('signature'),
    }),
  );
}

/** The tour's writers (also on an archived tour) see its pending seller invitations: they hold e-mail addresses. */
async function requireInvitationReader(actor: Actor, projectId: string) {
  const access = await requireProject(actor, projectId, 'read');
  if (!canWrite(access.membership)) throw new AppError('FORBIDDEN');
}

/** GET /v1/projects/{id}/seller-invitations: the invitations not accepted yet, expired ones included, last sent first. */
export async function listSellerInvitations(actor: Actor, projectId: string): Promise<SellerInvitationView[]> {
  await requireInvitationReader(actor, projectId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(projectSellerInvitations)
    .where(and(eq(projectSellerInvitations.projectId, projectId), isNull(projectSellerInvitations.acceptedAt)))
    .orderBy(desc(projectSellerInvitations.sentAt), sql`lower(${projectSellerInvitations.email})`);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
  }));
}

/** DELETE /v1/projects/{id}/seller-invitations/{invitationId}: the link stops working; the address may be invited again. */
export async function cancelSellerInvitation(actor: Actor, projectId: string, invitationId: string): Promise<void> {
  await requireProject(actor, projectId, 'write');
  if (!isUuid(invitationId)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const removed = await db
    .delete(projectSellerInvitations)
    .where(and(eq(projectSellerInvitations.id, invitationId), eq(projectSellerInvitations.projectId, projectId), isNull(projectSellerInvitations.acceptedAt)))
    .returning({ id: projectSellerInvitations.id });
  if (!removed.length) throw new AppError('NOT_FOUND');
}
