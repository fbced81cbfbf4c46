import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { clients, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';
import { platformTeamRecipients } from '@/lib/mail/platform-team';
import type { ProRequestInput } from '../schemas';

/**
 * POST /v1/clients/{id}/pro-request: pro is sold on quote, so its "subscribe" is this contact form. The platform's team
 * gets the request by e-mail with a link to the organisation's page, where an admin grants the plan once agreed.
 */
export async function requestProPlan(actor: Actor, clientId: string, input: ProRequestInput, origin: string): Promise<{ sent: number }> {
  if (actor.role !== 'client' || actor.clientId !== clientId) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [requester] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, organisation: clients.name })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, actor.userId));
  if (!requester) throw new AppError('NOT_FOUND');
  const { language, t } = emailTranslator('fr');
  const recipients = await platformTeamRecipients();
  const who = [requester.firstName, requester.lastName].filter(Boolean).join(' ') || requester.email;
  for (const to of recipients) {
    await sendMail(
      actionEmail({
        locale: language,
        to,
        subject: t('proRequest.subject', { organisation: requester.organisation }),
        greeting: t('proRequest.greeting'),
        lines: [t('proRequest.intro', { who, email: requester.email, organisation: requester.organisation }), ...(input.phone ? [t('proRequest.phone', { phone: input.phone })] : []), input.message],
        action: { label: t('proRequest.action'), link: `${origin}/admin/clients/${clientId}` },
        after: [],
        signature: t('signature'),
      }),
    );
  }
  return { sent: recipients.length };
}
