import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { serviceRequests, users } from '@/lib/db/schema';
import { formatLongDateTime, formatMoney } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';
import { platformTeamRecipients } from '@/lib/mail/platform-team';
import { reportError } from '@/lib/monitoring/report-error';
import type { ServiceRequestView } from '../types';

/** The organiser's page of the event, where the requests are followed. */
function eventServicesLink(origin: string, language: string, view: ServiceRequestView): string {
  return `${origin}${language === 'en' ? '/en' : ''}/dashboard/event/projects/${view.projectId}/tour/${view.eventId}#services`;
}

/** The lines that say what this step means for the organiser. */
function stepLines(t: ReturnType<typeof emailTranslator>['t'], view: ServiceRequestView, language: string): string[] {
  const locale: Locale = language === 'en' ? 'en' : 'fr';
  const stands = view.stands.map((stand) => (view.kind === 'terminal' ? `${stand.standName} × ${stand.quantity}` : stand.standName)).join(', ');
  const lines = [t(`services.${view.status}.intro`, { kind: t(`services.kind.${view.kind}`), event: view.eventName }), t('services.stands', { stands })];
  if (view.status === 'requested' && view.due.dueAt) lines.push(t('services.requested.due', { date: formatLongDateTime(view.due.dueAt, locale) }));
  if (view.status === 'requested' && view.late) lines.push(t('services.requested.late'));
  if (view.status === 'acknowledged' && view.quoteAmount !== null) lines.push(t('services.acknowledged.quote', { amount: formatMoney(view.quoteAmount) }));
  if (view.status === 'acknowledged' && view.kind === 'standManagement' && view.due.dueAt) lines.push(t('services.acknowledged.confirmBy', { date: formatLongDateTime(view.due.dueAt, locale) }));
  if (view.status === 'declined' && view.declineReason) lines.push(t('services.declined.reason', { reason: view.declineReason }));
  if (view.status === 'canceled') lines.push(t('services.canceled.fee', { amount: formatMoney(view.cancellationFee ?? 0) }));
  return lines;
}

async function requesterOf(id: string): Promise<{ email: string; locale: string; firstName: string | null } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email, locale: users.locale, firstName: users.firstName })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.requestedBy))
    .where(eq(serviceRequests.id, id));
  return row ?? null;
}

/**
 * Tells the organiser (who asked, and the contact named on the request) what just happened; a new request is also sent
 * to the platform's team. The step is already recorded: a mail that fails is reported, never undoes it.
 */
export async function notifyServiceStep(view: ServiceRequestView, origin: string): Promise<void> {
  try {
    const requester = await requesterOf(view.id);
    const { language, t } = emailTranslator(requester?.locale ?? 'fr');
    const recipients = [...new Set([requester?.email, view.contact.email].filter((email): email is string => Boolean(email)))];
    for (const to of recipients) {
      await sendMail(
        actionEmail({
          locale: language,
          to,
          subject: t(`services.${view.status}.subject`, { kind: t(`services.kind.${view.kind}`), event: view.eventName }),
          greeting: requester?.firstName && to === requester.email ? t('greeting', { name: requester.firstName }) : t('services.greeting'),
          lines: stepLines(t, view, language),
          action: { label: t('services.action'), link: eventServicesLink(origin, language, view) },
          after: [],
          signature: t('signature'),
        }),
      );
    }
    if (view.status === 'requested') await notifyPlatformTeam(view, origin);
  } catch (error) {
    await reportError(error, { where: 'notifyServiceStep', serviceRequestId: view.id, status: view.status });
  }
}

async function notifyPlatformTeam(view: ServiceRequestView, origin: string): Promise<void> {
  const { language, t } = emailTranslator('fr');
  for (const to of await platformTeamRecipients()) {
    await sendMail(
      actionEmail({
        locale: language,
        to,
        subject: t('services.team.subject', { kind: t(`services.kind.${view.kind}`), organisation: view.clientName }),
        greeting: t('services.greeting'),
        lines: [
          t('services.team.intro', { organisation: view.clientName, kind: t(`services.kind.${view.kind}`), event: view.eventName }),
          ...(view.due.dueAt ? [t('services.requested.due', { date: formatLongDateTime(view.due.dueAt, 'fr') })] : []),
          ...(view.note ? [view.note] : []),
        ],
        action: { label: t('services.team.action'), link: `${origin}/admin/services` },
        after: [],
        signature: t('signature'),
      }),
    );
  }
}
