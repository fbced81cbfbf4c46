import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailTranslator } from '@/features/accounts/server/emails';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { clients, projectClients, projectInvitations, projects, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { isUuid } from '@/lib/validation/uuid';
import { actionEmail } from '@/lib/mail/action-email';
import type { ClientInvitationInput } from '../schemas';
import type { InvitationView, ProjectClientRole, ProjectView } from '../types';
import { requireProject } from './project-access';
import { getProject } from './projects';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

async function inviterName(actor: Actor): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, clientName: clients.name }).from(users).leftJoin(clients, eq(clients.id, users.clientId)).where(eq(users.id, actor.userId));
  const person = [row?.firstName, row?.lastName].filter(Boolean).join(' ') || row?.email || '';
  return row?.clientName ? `${person} (${row.clientName})` : person;
}

/**
 * POST /v1/projects/client-invitation: the tour's admins invite someone by e-mail with a role. The invitee's
 * organisation joins the team when they accept; an address without an account is asked to create one first.
 */
export async function inviteClient(actor: Actor, input: ClientInvitationInput, origin: string): Promise<InvitationView> {
  await requireProject(actor, input.projectId, 'manageTeam');
  const db = await getDb();
  const [invitee] = await db.select({ clientId: users.clientId, locale: users.locale, firstName: users.firstName }).from(users).where(eq(sql`lower(${users.email})`, input.email));
  if (invitee?.clientId) {
    const [member] = await db.select().from(projectClients).where(and(eq(projectClients.projectId, input.projectId), eq(projectClients.clientId, invitee.clientId)));
    if (member) throw new AppError('ALREADY_IN_PROJECT', { fields: ['email'] });
  }
  const token = randomBytes(32).toString('base64url');
  const [invitation] = await db
    .insert(projectInvitations)
    .values({ projectId: input.projectId, email: input.email, role: input.role, tokenHash: hash(token), invitedBy: actor.userId, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
    .returning();
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, input.projectId));
  const { language, t } = emailTranslator(invitee?.locale ?? 'fr');
  const inviter = await inviterName(actor);
  await sendMail(
    actionEmail({
      locale: language,
      to: input.email,
      subject: t('teamInvitation.subject', { inviter, project: project!.name }),
      greeting: invitee?.firstName ? t('greeting', { name: invitee.firstName }) : t('teamInvitation.greetingUnknown'),
      lines: [t('teamInvitation.intro', { inviter, project: project!.name, role: t(`teamInvitation.roles.${input.role}`) }), ...(invitee ? [] : [t('teamInvitation.newAccount')])],
      action: { label: t('teamInvitation.action'), link: `${origin}${language === 'en' ? '/en' : ''}/projects/invitation?token=${encodeURIComponent(token)}` },
      after: [t('teamInvitation.expiry'), t('ignore')],
      signature: t('signature'),
    }),
  );
  return toInvitationView(invitation!, Boolean(invitee));
}

function toInvitationView(row: typeof projectInvitations.$inferSelect, existingAccount: boolean): InvitationView {
  return { id: row.id, projectId: row.projectId, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString(), acceptedAt: row.acceptedAt?.toISOString() ?? null, existingAccount };
}

/**
 * POST /v1/projects/client-acceptation: the invitee, signed in as a manager with the invited address, accepts;
 * their organisation gets the role. A link forwarded to someone else does not work for them.
 */
export async function acceptInvitation(actor: Actor, token: string): Promise<ProjectView> {
  if (actor.role !== 'client' || !actor.clientId) throw new AppError('FORBIDDEN');
  const clientId = actor.clientId;
  const db = await getDb();
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  const now = new Date();
  const projectId = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(projectInvitations)
      .set({ acceptedAt: now, acceptedByClientId: clientId })
      .where(and(eq(projectInvitations.tokenHash, hash(token)), isNull(projectInvitations.acceptedAt), gt(projectInvitations.expiresAt, now), eq(sql`lower(${projectInvitations.email})`, (me?.email ?? '').toLowerCase())))
      .returning();
    if (!invitation) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
    const [member] = await tx.select().from(projectClients).where(and(eq(projectClients.projectId, invitation.projectId), eq(projectClients.clientId, clientId)));
    if (member) throw new AppError('ALREADY_IN_PROJECT');
    await tx.insert(projectClients).values({ projectId: invitation.projectId, clientId, role: invitation.role });
    return invitation.projectId;
  });
  return getProject(actor, projectId);
}

/** Pending invitations carry people's e-mail addresses: only those who manage the team see them (archived tours too). */
export async function listInvitations(actor: Actor, projectId: string): Promise<InvitationView[]> {
  const access = await requireProject(actor, projectId, 'read');
  if (!['owner', 'admin', 'platformAdmin'].includes(access.membership)) throw new AppError('FORBIDDEN');
  const db = await getDb();
  const rows = await db
    .select({ invitation: projectInvitations, userId: users.id })
    .from(projectInvitations)
    .leftJoin(users, eq(sql`lower(${users.email})`, sql`lower(${projectInvitations.email})`))
    .where(and(eq(projectInvitations.projectId, projectId), isNull(projectInvitations.acceptedAt), gt(projectInvitations.expiresAt, new Date())))
    .orderBy(desc(projectInvitations.createdAt));
  return rows.map((row) => toInvitationView(row.invitation, row.userId !== null));
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
