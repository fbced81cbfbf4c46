import { eq } from 'drizzle-orm';
import { issueInvoice } from '@/features/invoices/server/issue-invoice';
import { plans, type PlanType } from '@/features/entitlements/plans';
import type { Executor, Tx } from '@/lib/db';
import { invoices, users, type SubscriptionRow } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';
import { formatDate, formatMoney } from '@/lib/format';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';
import { reportError } from '@/lib/monitoring/report-error';
import { planPriceWithVat } from '../plan-price';

const planName = (plan: PlanType) => plan.charAt(0).toUpperCase() + plan.slice(1);

/** The day before an instant, in Paris: a month paid from 14 July to 14 August covers 14 July to 13 August. */
const dayBefore = (instant: Date) => toParisDate(new Date(instant.getTime() - 12 * 3_600_000));

/**
 * The first month of a plan paid on the sandbox's checkout (issue #25): the platform's own invoice for it, issued and
 * paid, in the organisation's invoices (/dashboard/invoices), in the transaction that activates the plan. With Stripe,
 * the provider issues the subscription's invoice itself, so none is made here. Gives the invoice's id.
 */
export async function invoicePlanPayment(tx: Tx, subscription: SubscriptionRow, createdBy: string | null): Promise<string | null> {
  const monthly = plans[subscription.plan].monthlyPrice;
  if (subscription.provider !== 'sandbox' || monthly === null || !subscription.currentPeriodStart || !subscription.currentPeriodEnd) return null;
  const start = subscription.currentPeriodStart;
  const end = subscription.currentPeriodEnd;
  const invoice = await issueInvoice(
    {
      clientId: subscription.clientId,
      kind: 'subscription',
      periodStart: toParisDate(start),
      periodEnd: dayBefore(end),
      lines: [{ label: `Abonnement offre ${planName(subscription.plan)} – du ${formatDate(toParisDate(start))} au ${formatDate(dayBefore(end))}`, quantity: 1, unitAmountExclVat: monthly, vatRate: planPriceWithVat(monthly).vatRate }],
      createdBy,
      issuedAt: start,
    },
    tx,
  );
  // Paid by card on the checkout as it is issued: nothing left due.
  await tx.update(invoices).set({ status: 'paid', paidAt: start }).where(eq(invoices.id, invoice.id));
  return invoice.id;
}

/**
 * The confirmation e-mail of a paid plan to the manager who paid it: the plan, its month, the price excluding and
 * including VAT, and the way to its invoice. Sent after the commit; a mail failure is reported, never undoes the plan.
 */
export async function sendPlanConfirmation(db: Executor, subscription: SubscriptionRow, userId: string, origin: string): Promise<void> {
  const monthly = plans[subscription.plan].monthlyPrice;
  if (monthly === null || !subscription.currentPeriodStart || !subscription.currentPeriodEnd) return;
  try {
    const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
    if (!user) return;
    const { language, t } = emailTranslator('fr');
    const price = planPriceWithVat(monthly);
    await sendMail(
      actionEmail({
        locale: language,
        to: user.email,
        subject: t('planPaid.subject', { plan: planName(subscription.plan) }),
        greeting: t('greeting', { name: user.firstName ?? '' }),
        lines: [
          t('planPaid.intro', { plan: planName(subscription.plan), start: formatDate(toParisDate(subscription.currentPeriodStart)), end: formatDate(dayBefore(subscription.currentPeriodEnd)) }),
          t('planPaid.amount', { exclVat: formatMoney(price.exclVat), vat: formatMoney(price.vat), rate: price.vatRate, inclVat: formatMoney(price.inclVat) }),
        ],
        action: { label: t('planPaid.action'), link: `${origin}/dashboard/invoices` },
        after: [],
        signature: t('signature'),
      }),
    );
  } catch (error) {
    await reportError(error, { operation: 'plan-paid-email' });
  }
}
