import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { createEmailToken } from '@/features/accounts/server/email-tokens';
import { emailTranslator } from '@/features/accounts/server/emails';
import type { Actor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db';
import { events, projects, projectSellers, standSellers, stands, userRoles, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { isUuid } from '@/lib/validation/uuid';
import type { AddSellerInput } from '../schemas';
import type { SellerView } from '../types';
import { requireProject } from './project-access';

function toSellerView(row: { id: string; email: string; firstName: string | null; lastName: string | null; emailVerifiedAt: Date | null }): SellerView {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, emailVerified: row.emailVerifiedAt !== null };
}

export async function listSellers(actor: Actor, projectId: string): Promise<SellerView[]> {
  const access = await requireProject(actor, projectId, 'read');
  if (access.membership === 'seller') throw new AppError('FORBIDDEN');
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, emailVerifiedAt: users.emailVerifiedAt })
    .from(projectSellers)
    .innerJoin(users, eq(users.id, projectSellers.userId))
    .where(eq(projectSellers.projectId, projectId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map(toSellerView);
}

/**
 * POST /v1/projects/{id}/sellers: a manager adds a seller to the tour by e-mail. An existing account must hold the
 * seller role (USER_IS_NOT_SELLER); an unknown address gets a seller account and an e-mail to choose its password.
 */
export async function addSeller(actor: Actor, projectId: string, input: AddSellerInput, origin: string): Promise<SellerView> {
  await requireProject(actor, projectId, 'write');
  const db = await getDb();
  const [existing] = await db.select().from(users).where(eq(sql`lower(${users.email})`, input.email));
  let seller = existing;
  let createdToken: string | null = null;
  if (existing) {
    const [role] = await db.select().from(userRoles).where(and(eq(userRoles.userId, existing.id), eq(userRoles.role, 'seller')));
    if (!role) throw new AppError('USER_IS_NOT_SELLER', { fields: ['email'] });
    const [already] = await db.select().from(projectSellers).where(and(eq(projectSellers.projectId, projectId), eq(projectSellers.userId, existing.id)));
    if (already) throw new AppError('SELLER_ALREADY_IN_PROJECT', { fields: ['email'] });
    await db.insert(projectSellers).values({ projectId, userId: existing.id });
  } else {
    // Nobody can sign in with this random password: the seller chooses theirs from the e-mail.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    seller = await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values({ email: input.email, passwordHash, firstName: input.firstName ?? null, lastName: input.lastName ?? null }).returning();
      await tx.insert(userRoles).values({ userId: created!.id, role: 'seller' });
      await tx.insert(projectSellers).values({ projectId, userId: created!.id });
      return created!;
    });
    createdToken = await createEmailToken(db, seller.id, 'set_password');
  }
  await sendSellerWelcome(actor, projectId, seller!, createdToken, origin);
  return toSellerView(seller!);
}

async function sendSellerWelcome(actor: Actor, projectId: string, seller: { email: string; firstName: string | null; locale: string }, token: string | null, origin: string) {
  const db = await getDb();
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  const [inviter] = await db.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, actor.userId));
  const { language, t } = emailTranslator(seller.locale);
  const prefix = `${origin}${language === 'en' ? '/en' : ''}`;
  const values = { inviter: inviter?.firstName ?? inviter?.email ?? '', project: project!.name };
  await sendMail(
    actionEmail({
      locale: language,
      to: seller.email,
      subject: t('sellerWelcome.subject', values),
      greeting: seller.firstName ? t('greeting', { name: seller.firstName }) : t('teamInvitation.greetingUnknown'),
      lines: [t('sellerWelcome.intro', values), token ? t('sellerWelcome.newAccount') : t('sellerWelcome.existing')],
      action: token ? { label: t('sellerWelcome.action'), link: `${prefix}/reset-password?token=${encodeURIComponent(token)}` } : { label: t('sellerWelcome.signInAction'), link: `${prefix}/sellers` },
      after: token ? [t('sellerWelcome.expiry')] : [],
      signature: t('signature'),
    }),
  );
}

/** DELETE /v1/projects/{id}/sellers/{userId}: the seller leaves the tour and every stand of it. */
export async function removeSeller(actor: Actor, projectId: string, userId: string): Promise<void> {
  await requireProject(actor, projectId, 'write');
  if (!isUuid(userId)) throw new AppError('NO_SELLER_FOUND');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const removed = await tx.delete(projectSellers).where(and(eq(projectSellers.projectId, projectId), eq(projectSellers.userId, userId))).returning();
    if (!removed.length) throw new AppError('NO_SELLER_FOUND');
    const projectStands = tx.select({ id: stands.id }).from(stands).innerJoin(events, eq(events.id, stands.eventId)).where(eq(events.projectId, projectId));
    await tx.delete(standSellers).where(and(eq(standSellers.userId, userId), inArray(standSellers.standId, projectStands)));
  });
}
