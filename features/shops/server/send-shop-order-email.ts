import { eq } from 'drizzle-orm';
import { toBuffer } from 'qrcode';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import { formatLongDateTime, formatMoney } from '@/lib/format';
import { asLocale, type Locale } from '@/lib/i18n/messages';
import { sendMail, type MailMessage } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';
import { reportError } from '@/lib/monitoring/report-error';
import { shopOrderPagePath } from '../links';
import type { ShopOrderAnswer } from '../types';
import { shopOrderAnswer } from './shop-order-view';

/** The QR code's side in the message, in CSS pixels: a phone held up to the register's camera reads it. */
const QR_SIZE = 240;

/** The collection code as a PNG, twice the displayed size for sharp screens, with the standard 4-module quiet zone. */
export function collectionQrPng(code: string): Promise<Buffer> {
  return toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: QR_SIZE * 2 });
}

/** "Du 14 juillet 2026 à 18:00 au …", from the shop's Paris wall-clock times. */
function collectionWhen(collection: ShopOrderAnswer['shop']['collection'], language: Locale, t: ReturnType<typeof emailTranslator>['t']): string {
  const written = (value: string | null) => {
    const instant = value ? fromParisLocal(value) : null;
    return instant ? formatLongDateTime(instant, language) : null;
  };
  const opens = written(collection.opensAt);
  const closes = written(collection.closesAt);
  if (opens && closes) return t('shopOrder.between', { opens, closes });
  if (opens) return t('shopOrder.from', { opens });
  if (closes) return t('shopOrder.until', { closes });
  return t('shopOrder.duringEvent');
}

/**
 * The spectator's confirmation: the order's number big with its QR code (the collection code, an inline PNG), the
 * lines and the total, where and when to collect, the link to the confirmation page, the organiser's name.
 */
export async function shopOrderEmail(answer: ShopOrderAnswer, to: { email: string; name: string; locale: string | null }, link: string): Promise<MailMessage> {
  const { t } = emailTranslator(to.locale ?? 'fr');
  const language = asLocale(to.locale ?? undefined);
  const { order, shop } = answer;
  const stands = shop.collection.stands.map((stand) => stand.name).join(', ');
  return actionEmail({
    locale: language,
    to: to.email,
    subject: t('shopOrder.subject', { number: order.number, event: shop.event.name }),
    greeting: t('greeting', { name: to.name }),
    highlight: {
      lead: t('shopOrder.lead'),
      title: t('shopOrder.number', { number: order.number }),
      // Every paid shop order has its code (made with the order, or by the migration's backfill).
      image: order.collectionCode
        ? { cid: `order-${order.id}@merchstand`, filename: `commande-${order.number}.png`, contentType: 'image/png', content: await collectionQrPng(order.collectionCode), alt: t('shopOrder.qrAlt', { number: order.number }), size: QR_SIZE }
        : undefined,
      caption: t('shopOrder.hint'),
    },
    lines: [
      ...order.items.map((item) =>
        t('shopOrder.line', { quantity: item.quantity, title: item.variantTitle ? `${item.productTitle} – ${item.variantTitle}` : item.productTitle, amount: formatMoney(item.lineTotal) }),
      ),
      t('shopOrder.total', { total: formatMoney(order.totalInclVat) }),
      stands ? t('shopOrder.stands', { stands }) : t('shopOrder.anyStand'),
      collectionWhen(shop.collection, language, t),
    ],
    action: { label: t('shopOrder.action'), link },
    after: [t('shopOrder.shop', { event: shop.event.name, organiser: shop.organiser.name }), t('shopOrder.keep')],
    signature: t('shopOrder.signature', { organiser: shop.organiser.name }),
  });
}

/**
 * E-mails a shop order's confirmation once it is paid: called after the payment's transaction committed, on the
 * transition only (`SettledCardPayment.shopOrderPaid`). The mail is the spectator's copy, not the payment: a failure is
 * reported and the payment stands. `origin` is our public origin, for the link.
 */
export async function mailPaidShopOrder(orderId: string, origin: string): Promise<void> {
  try {
    await sendShopOrderEmail(orderId, origin);
  } catch (error) {
    await reportError(error, { operation: 'sendShopOrderEmail', orderId });
  }
}

async function sendShopOrderEmail(orderId: string, origin: string): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.customerEmail) return;
  const answer = await shopOrderAnswer(db, order);
  const link = `${origin}${shopOrderPagePath(order.id, order.receiptToken, order.customerLocale)}`;
  await sendMail(await shopOrderEmail(answer, { email: order.customerEmail, name: order.customerName ?? '', locale: order.customerLocale }, link));
}
