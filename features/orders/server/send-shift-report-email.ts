import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';
import { consumeLimit } from '@/lib/rate-limit';
import type { ShiftReport, ShiftReportEmailInput, ShiftReportEmailSent } from '../shift-report';
import { readShiftReport } from './shift-report';

type Language = 'fr' | 'en';

/** The report as lines of text, the same figures the register shows, in the reader's language. */
export function shiftReportLines(report: ShiftReport, language: Language): string[] {
  const { t } = emailTranslator(language);
  const tr = (key: string, values?: Record<string, string | number>) => t(`shiftReport.${key}` as never, values as never) as string;
  const channel = (name: 'standCash' | 'standCard') => {
    const money = report.takings[name];
    return tr(name, { sales: money.sales, gross: formatMoney(money.gross), refunded: formatMoney(money.refunded), net: formatMoney(money.net) });
  };
  const lines = [tr('intro', { stand: report.standName, event: report.eventName, date: formatDateTime(report.readAt, language) }), ''];
  if (report.cash) lines.push(channel('standCash'));
  lines.push(channel('standCard'), tr('total', { sales: report.takings.total.sales, net: formatMoney(report.takings.total.net) }), '');
  lines.push(tr('discounts', { amount: formatMoney(report.discounts.amount), lines: report.discounts.lines }));
  const reasons = report.comps.reasons.map((entry) => tr('compReason', { reason: entry.reason ?? tr('noReason'), units: entry.units })).join(', ');
  lines.push(report.comps.units ? tr('comps', { units: report.comps.units, value: formatMoney(report.comps.value), reasons }) : tr('noComps'), '');
  if (report.cash) {
    // Each movement with its reason: the drawer balances on paper as it does at the till.
    for (const movement of report.cash.movements) {
      lines.push(tr(movement.direction === 'in' ? 'cashIn' : 'cashOut', { amount: formatMoney(movement.amount), reason: movement.reason, date: formatDateTime(movement.occurredAt, language) }));
    }
    lines.push(tr('cashExpected', { expected: formatMoney(report.cash.expected), fund: formatMoney(report.cash.changeFund) }));
    const counted = report.cash.counted;
    lines.push(
      counted
        ? tr('cashCounted', { total: formatMoney(counted.total), date: formatDateTime(counted.countedAt, language), difference: formatMoney(report.cash.difference ?? 0) })
        : tr('cashNotCounted'),
    );
    if (counted && !report.cash.upToDate) lines.push(tr('cashCountOld'));
  }
  lines.push(tr('cardTotal', { total: formatMoney(report.cardTotal) }));
  lines.push(tr('tickets', { last: report.tickets.last }));
  if (report.tickets.declined.length) lines.push(tr('declined', { count: report.tickets.declined.length, tickets: report.tickets.declined.join(', ') }));
  if (report.tickets.awaitingCard) lines.push(tr('awaitingCard', { count: report.tickets.awaitingCard }));
  return lines;
}

/**
 * POST /v1/stands/{id}/shift-report/email: sends the stand's Z, as it reads now, to the caller's own address and/or a
 * typed one. Whoever may read the report may send it (readShiftReport's access); at most `shiftReportEmailPerStand`
 * mails a stand and hour, so a register cannot be turned into a mail cannon. The route is `idempotent`: a retry
 * with the same Idempotency-Key answers the first sending again and sends nothing more.
 */
export async function sendShiftReportEmail(actor: Actor, standId: string, input: ShiftReportEmailInput, origin: string): Promise<ShiftReportEmailSent> {
  const report = await readShiftReport(actor, standId);
  const db = await getDb();
  const [me] = input.toMe ? await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId)) : [];
  if (input.toMe && !me) throw new AppError('USER_NOT_FOUND');
  const recipients = [...new Set([me?.email, input.email].filter((address): address is string => Boolean(address)).map((address) => address.toLowerCase()))];
  const language: Language = input.locale === 'en' ? 'en' : 'fr';
  const { t } = emailTranslator(language);
  const link = `${origin}${language === 'en' ? '/en' : ''}/sellers/events/${report.eventId}/stands/${report.standId}`;
  for (const to of recipients) {
    await consumeLimit('shiftReportEmailPerStand', report.standId);
    await sendMail(
      actionEmail({
        locale: language,
        to,
        subject: t('shiftReport.subject', { stand: report.standName, event: report.eventName }),
        greeting: t('shiftReport.greeting'),
        lines: shiftReportLines(report, language),
        action: { label: t('shiftReport.action'), link },
        after: [],
        signature: t('signature'),
      }),
    );
  }
  return { sentTo: recipients };
}
