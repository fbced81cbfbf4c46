import { and, eq, isNull } from 'drizzle-orm';
import { assertMaySellAt } from '@/features/orders/server/sale-context';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { sendMail } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { consumeLimit } from '@/lib/rate-limit';
import { isUuid } from '@/lib/validation/uuid';
import { companyName, receiptPagePath } from '../receipt-format';
import type { ReceiptLanguage } from '../schemas';
import type { ReceiptView } from '../types';
import { receiptTranslator } from './receipt-translator';
import { toReceiptView } from './receipt-view';

type OrderRow = typeof orders.$inferSelect;

/**
 * Who may e-mail a receipt: whoever may take payments at the order's stand (its sellers, the tour's writers), or for
 * an order without a stand the tour's writers. Another tenant's order is ORDER_NOT_FOUND, never its stand's 404.
 */
export async function orderForSender(actor: Actor, orderId: string): Promise<OrderRow> {
  const db = await getDb();
  const [order] = isUuid(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  try {
    if (order.standId) await assertMaySellAt(db, actor, order.standId);
    else await requireProject(actor, order.projectId, 'write', { notFound: 'ORDER_NOT_FOUND', db });
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'GET_STAND') throw new AppError('ORDER_NOT_FOUND');
    throw error;
  }
  return order;
}

export function receiptEmail(receipt: ReceiptView, to: string, link: string, language: ReceiptLanguage) {
  const t = receiptTranslator(language);
  const company = companyName(receipt.company);
  return actionEmail({
    locale: language,
    to,
    subject: t('email.subject', { number: receipt.receiptNumber, company }),
    greeting: t('email.greeting'),
    lines: [
      t('email.intro', { company, event: receipt.event.name }),
      t('email.total', { total: formatMoney(receipt.totalInclVat) }),
      // The sale's record in the journal, as the receipt prints it (issue #27).
      ...(receipt.journal ? [t('email.journal', { sequence: receipt.journal.sequence, hash: receipt.journal.shortHash })] : []),
    ],
    action: { label: t('email.action'), link },
    after: [t('email.pdf'), t('email.keep')],
    signature: t('email.signature', { company }),
  });
}

/**
 * POST /v1/orders/{id}/receipt-email: sends the receipt link to the customer, and keeps the address on the order if
 * it had none. Sending again is harmless (the same link); at most `receiptEmailPerOrder` mails per order and hour, so
 * a register cannot be turned into a mail cannon, and `receiptEmailPerUser` per sender.
 */
export async function sendReceiptEmail(actor: Actor, orderId: string, input: { email: string; locale: ReceiptLanguage }, origin: string): Promise<void> {
  const order = await orderForSender(actor, orderId);
  await consumeLimit('receiptEmailPerOrder', order.id);
  await consumeLimit('receiptEmailPerUser', actor.userId);
  const db = await getDb();
  const receipt = await toReceiptView(db, order);
  const link = `${origin}${receiptPagePath(order.id, order.receiptToken, input.locale)}`;
  await sendMail(receiptEmail(receipt, input.email, link, input.locale));
  await db
    .update(orders)
    .set({ customerEmail: input.email, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.customerEmail)));
}
