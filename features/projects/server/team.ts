import { and, count, desc, eq, gt, isNull, ne, not } from 'drizzle-orm';
import { assertQuota, lockQuotaHolder } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { hashToken } from '@/lib/auth/one-time-token';
import { getDb, type Executor } from '@/lib/db';
import { projectClients, projectInvitations, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';
import { isUuid } from '@/lib/validation/uuid';
import type { ClientInvitationInput } from '../schemas';
import type { InvitationView, ProjectClientRole, ProjectView } from '../types';
import { describeInviter, findInvitee, invitationLink, newInvitationLink, projectName, resendDue, sameAddress } from './invitations';
import { requireProject } from './project-access';
import { getProject } from './projects';

type InvitationRow = typeof projectInvitations.$inferSelect;

/**
 * The seats of a tour's team its owner's plan counts (docs/decisions.md, "Plans"): the other organisations in it, and
 * the invitations still open, except one to `email` itself (inviting it again takes no new seat).
 */
async function teamSeatsTaken(db: Executor, projectId: string, ownerClientId: string, email: string): Promise<number> {
  const now = new Date();
  const [members] = await db.select({ value: count() }).from(projectClients).where(and(eq(projectClients.projectId, projectId), ne(projectClients.clientId, ownerClientId)));
  const [invited] = await db
    .select({ value: count() })
    .from(projectInvitations)
    .where(and(eq(projectInvitations.projectId, projectId), isNull(projectInvitations.acceptedAt), gt(projectInvitations.expiresAt, now), not(sameAddress(projectInvitations.email, email))));
  return (members?.value ?? 0) + (invited?.value ?? 0);
}

/**
 * POST /v1/projects/client-invitation: the tour's admins invite someone by e-mail with a role; their organisation
 * joins the team when they accept. The answer is the pending invitation whoever the address belongs to (an unknown
 * address, a manager, a member of the team already): only the e-mail, read by the address's owner, differs.
 * Inviting an address again updates the role of its pending invitation and sends a new link at most once a minute.
 * The seats are counted under the owner's lock in the transaction that writes the invitation, so concurrent invitations
 * never take more seats than the plan has (6 at once against 2 seats made 5 before).
 */
export async function inviteClient(actor: Actor, input: ClientInvitationInput, origin: string): Promise<InvitationView> {
  const { ownerClientId } = await requireProject(actor, input.projectId, 'manageTeam');
  const db = await getDb();
  const pending = and(eq(projectInvitations.projectId, input.projectId), sameAddress(projectInvitations.email, input.email), isNull(projectInvitations.acceptedAt));
  const written = await db.transaction(async (tx) => {
    await lockQuotaHolder(tx, ownerClientId);
    await assertQuota(ownerClientId, 'teamMembers', await teamSeatsTaken(tx, input.projectId, ownerClientId, input.email), { db: tx });
    // Accepted or canceled between two statements, the pending invitation is gone: the next round creates a new one.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const now = new Date();
      const link = newInvitationLink(now);
      // The unique index on the pending invitation of a tour and address makes concurrent invitations one.
      const [created] = await tx
        .insert(projectInvitations)
        .values({ projectId: input.projectId, email: input.email, role: input.role, invitedBy: actor.userId, ...link.columns })
        .onConflictDoNothing()
        .returning();
      const [renewed] = created ? [created] : await tx.update(projectInvitations).set({ role: input.role, invitedBy: actor.userId, ...link.columns }).where(and(pending, resendDue(projectInvitations, now))).returning();
      if (renewed) return { invitation: renewed, token: link.token };
      const [kept] = await tx.update(projectInvitations).set({ role: input.role }).where(pending).returning();
      if (kept) return { invitation: kept, token: null };
    }
    throw new AppError('UNEXPECTED_ERROR');
  });
  // The mail leaves after the commit: a refused or rolled-back invitation sends nothing.
  if (written.token) await sendTeamInvitation(actor, written.invitation, written.token, origin);
  return toInvitationView(written.invitation);
}

async function sendTeamInvitation(actor: Actor, invitation: InvitationRow, token: string, origin: string) {
  const [invitee, inviter, project] = await Promise.all([findInvitee(invitation.email), describeInviter(actor), projectName(invitation.projectId)]);
  const { language, t } = emailTranslator(invitee?.locale ?? inviter.locale);
  await sendMail(
    actionEmail({
      locale: language,
      to: invitation.email,
      subject: t('teamInvitation.subject', { inviter: inviter.name, project }),
      greeting: invitee?.firstName ? t('greeting', { name: invitee.firstName }) : t('teamInvitation.greetingUnknown'),
      lines: [t('teamInvitation.intro', { inviter: inviter.name, project, role: t(`teamInvitation.roles.${invitation.role}`) }), ...(invitee ? [] : [t('teamInvitation.newAccount')])],
      action: { label: t('teamInvitation.action'), link: invitationLink(origin, language, '/projects/invitation', token) },
      after: [t('teamInvitation.expiry'), t('ignore')],
      signature: t('signature'),
    }),
  );
}

function toInvitationView(row: InvitationRow): InvitationView {
  return { id: row.id, projectId: row.projectId, email: row.email, role: row.role, sentAt: row.sentAt.toISOString(), expiresAt: row.expiresAt.toISOString(), acceptedAt: row.acceptedAt?.toISOString() ?? null };
}

/**
 * POST /v1/projects/client-acceptation: the invitee, signed in as a manager with the invited address, accepts;
 * their organisation gets the role. A link forwarded to someone else does not work for them. An organisation that is
 * in the team already (the inviter could not know it) is told so with ALREADY_IN_PROJECT.
 */
export async function acceptInvitation(actor: Actor, token: string): Promise<ProjectView> {
  if (actor.role !== 'client' || !actor.clientId) throw new AppError('FORBIDDEN');
  const clientId = actor.clientId;
  const db = await getDb();
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  const now = new Date();
  const { projectId, joined } = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(projectInvitations)
      .set({ acceptedAt: now, acceptedByClientId: clientId })
      .where(and(eq(projectInvitations.tokenHash, hashToken(token)), isNull(projectInvitations.acceptedAt), gt(projectInvitations.expiresAt, now), sameAddress(projectInvitations.email, me?.email ?? '')))
      .returning();
    if (!invitation) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
    // An organisation already in the team keeps its role; the invitation is used up all the same.
    const inserted = await tx.insert(projectClients).values({ projectId: invitation.projectId, clientId, role: invitation.role }).onConflictDoNothing().returning();
    return { projectId: invitation.projectId, joined: inserted.length > 0 };
  });
  if (!joined) throw new AppError('ALREADY_IN_PROJECT');
  return getProject(actor, projectId);
}

/** Pending invitations carry people's e-mail addresses: only those who manage the team see them (archived tours too). */
export async function listInvitations(actor: Actor, projectId: string): Promise<InvitationView[]> {
  const access = await requireProject(actor, projectId, 'read');
  if (!['owner', 'admin', 'platformAdmin'].includes(access.membership)) throw new AppError('FORBIDDEN');
  const db = await getDb();
  const rows = await db
    .select()
    .from(projectInvitations)
    .where(and(eq(projectInvitations.projectId, projectId), isNull(projectInvitations.acceptedAt), gt(projectInvitations.expiresAt, new Date())))
    .orderBy(desc(projectInvitations.sentAt));
  return rows.map(toInvitationView);
}

async function requireTeamMember(actor: Actor, projectId: string, clientId: string) {
  const access = await requireProject(actor, projectId, 'manageTeam');
  if (!isUuid(clientId)) throw new AppError('NOT_FOUND');
  if (clientId === access.ownerClientId) throw new AppError('USER_IS_OWNER');
  const db = await getDb();
  const [member] = await db.select().from(projectClients).where(and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, clientId)));
  if (!member) throw new AppError('NOT_FOUND');
}

/** DELETE /v1/projects/{id}/clients/{clientId}: the owner organisation cannot be removed (USER_IS_OWNER). */
export async function removeClient(actor: Actor, projectId: string, clientId: string): Promise<void> {
  await requireTeamMember(actor, projectId, clientId);
  const db = await getDb();
  await db.delete(projectClients).where(and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, clientId)));
}

/** PATCH /v1/projects/{id}/clients/{clientId}: a member's rights change; the owner stays admin. */
export async function changeClientRole(actor: Actor, projectId: string, clientId: string, role: ProjectClientRole): Promise<ProjectView> {
  await requireTeamMember(actor, projectId, clientId);
  const db = await getDb();
  await db.update(projectClients).set({ role }).where(and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, clientId)));
  return getProject(actor, projectId);
}
