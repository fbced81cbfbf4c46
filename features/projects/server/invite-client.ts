import { and, count, eq, gt, isNull, ne, not } from 'drizzle-orm';
import { assertQuota, lockQuotaHolder } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
import { projectClients, projectInvitations } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';
import type { ClientInvitationInput } from '../schemas';
import type { InvitationView } from '../types';
import { describeInviter, findInvitee, invitationLink, newInvitationLink, projectName, resendDue, sameAddress } from './invitations';
import { requireProject } from './project-access';
import { toInvitationView, type InvitationRow } from './invitation-view';

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
