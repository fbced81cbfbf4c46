import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionCode } from '@/features/shops/collection-code';
import { orders } from '@/lib/db/schema';
import { startSmtpCatcher } from '../../support/accounts/smtp-catcher';
import { readQrPng } from '../../support/qr';
import { basket, createOpenedShop, order, settleInSandbox } from '../../support/shop-orders';
import { startTestApp, type TestApp } from '../../support/test-app';

// The confirmation e-mail a shop order is sent once paid, caught by a real SMTP server on loopback (SMTP_URL).
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  process.env.SMTP_URL = smtp.url;
  app = await startTestApp();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await app.close();
  await smtp.close();
});

const address = () => `spectator-${randomUUID()}@example.com`;
const mailsTo = (to: string) => smtp.messages.filter((message) => message.to.includes(to));

describe('the confirmation e-mail of a shop order', () => {
  it('is sent once the sandbox approves: the number, the QR code of the collection code inline, the lines, the total, where and when, the link', async () => {
    const shop = await createOpenedShop(app);
    const to = address();
    const placed = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 2 }, { productVariantId: shop.vinylVariant, quantity: 1 }], { email: to }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { order: made, payment, token } = placed.body;
    expect(mailsTo(to)).toHaveLength(0);

    expect(await settleInSandbox(app, payment.id, token, 'approve')).toMatchObject({ status: 200, body: { order: { status: 'paid' } } });
    const [mail, ...more] = mailsTo(to);
    expect(more).toHaveLength(0);
    expect(mail!.headers.get('subject')).toBe(`Commande n° 1 – ${shop.event.name}`);
    expect(mail!.text).toContain('Bonjour Camille Martin,');
    expect(mail!.text).toContain('Commande n° 1');
    // Size S is the T-shirt's default variant: its label is said all the same (issue #24).
    expect(mail!.text).toContain('2 × T-shirt Tournée – Noir / S : 50,00\u00a0€');
    expect(mail!.text).toContain('1 × Vinyle : 30,00\u00a0€');
    expect(mail!.text).toContain('Total payé : 80,00\u00a0€');
    expect(mail!.text).toContain('Retrait au stand : Hall');
    expect(mail!.text).toContain('Du 14 juillet 2026 à 18:00 au 14 juillet 2026 à 23:30');
    expect(mail!.text).toMatch(/organisée par .+\./);

    // The link opens the order on any device (its token reads it).
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/shop\/orders\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${app.baseUrl}/shop/orders/${made.id}`);
    expect(link.searchParams.get('token')).toBe(token);
    expect(await app.api(`/v1/shop-orders/${made.id}${link.search}`)).toMatchObject({ status: 200, body: { order: { id: made.id, status: 'paid' } } });

    // The QR code: an inline PNG the HTML shows by its Content-ID, which reads as the order's collection code.
    expect(mail!.attachments).toHaveLength(1);
    const [qr] = mail!.attachments;
    expect(qr).toMatchObject({ contentType: 'image/png', disposition: 'inline', cid: expect.any(String) });
    expect(mail!.html).toContain(`src="cid:${qr!.cid}"`);
    expect(mail!.html).toContain('alt="QR code de la commande n° 1"');
    expect(mail!.html).not.toContain('data:image');
    // It holds the order's id and its secret (the one stored with the order); the message's text and HTML never do.
    const [stored] = await app.db.select({ secret: orders.collectionSecret }).from(orders).where(eq(orders.id, made.id));
    expect(stored!.secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(readQrPng(qr!.content)).toBe(collectionCode(made.id, stored!.secret!));
    expect(made.collectionCode).toBe(collectionCode(made.id, stored!.secret!));
    expect(mail!.text).not.toContain(stored!.secret!);
    expect(mail!.html).not.toContain(stored!.secret!);
  });

  it('is sent only once when the same approval comes twice, and never for a declined payment', async () => {
    const shop = await createOpenedShop(app);
    const paidTo = address();
    const paid = (await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }], { email: paidTo }))).body;
    await Promise.all([settleInSandbox(app, paid.payment.id, paid.token, 'approve'), settleInSandbox(app, paid.payment.id, paid.token, 'approve')]);
    expect(await settleInSandbox(app, paid.payment.id, paid.token, 'approve')).toMatchObject({ status: 200, body: { order: { status: 'paid' } } });
    expect(mailsTo(paidTo)).toHaveLength(1);

    const declinedTo = address();
    const declined = (await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }], { email: declinedTo }))).body;
    expect(await settleInSandbox(app, declined.payment.id, declined.token, 'decline')).toMatchObject({ status: 200, body: { order: { status: 'canceled' } } });
    expect(await settleInSandbox(app, declined.payment.id, declined.token, 'decline')).toMatchObject({ status: 200 });
    expect(mailsTo(declinedTo)).toHaveLength(0);
  });

  it('is written in English for an order placed in English, its link to the English confirmation', async () => {
    const shop = await createOpenedShop(app);
    const to = address();
    const placed = (await order(app, shop.shop.id, { ...basket([{ productVariantId: shop.vinylVariant, quantity: 2 }], { name: 'Sam Taylor', email: to }), locale: 'en' })).body;
    const [row] = await app.db.select({ customerLocale: orders.customerLocale }).from(orders).where(eq(orders.id, placed.order.id));
    expect(row!.customerLocale).toBe('en');
    await settleInSandbox(app, placed.payment.id, placed.token, 'approve');
    const [mail] = mailsTo(to);
    expect(mail!.headers.get('subject')).toBe(`Order no. 1 – ${shop.event.name}`);
    expect(mail!.text).toContain('Hello Sam Taylor,');
    expect(mail!.text).toContain('Total paid: 60,00\u00a0€');
    expect(mail!.text).toContain('Collect at the stand: Hall');
    expect(mail!.text).toMatch(new RegExp(`/en/shop/orders/${placed.order.id}\\?token=`));
    expect(mail!.html).toContain('alt="QR code of order no. 1"');
    expect(readQrPng(mail!.attachments[0]!.content)).toBe(placed.order.collectionCode);
  });

  it('a mail server that cannot be reached never undoes the payment: the order is paid, the failure reported', async () => {
    const shop = await createOpenedShop(app);
    const to = address();
    const placed = (await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }], { email: to }))).body;
    const registry = globalThis as typeof globalThis & { __merchMailTransport?: unknown };
    const transport = registry.__merchMailTransport;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    registry.__merchMailTransport = undefined;
    // The app runs in this process: its monitoring's log line is seen here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await settleInSandbox(app, placed.payment.id, placed.token, 'approve')).toMatchObject({ status: 200, body: { order: { status: 'paid' }, payment: { status: 'succeeded' } } });
      expect(logged.mock.calls.some(([tag, context]) => tag === '[unexpected-error]' && JSON.stringify(context).includes('sendShopOrderEmail'))).toBe(true);
    } finally {
      logged.mockRestore();
      process.env.SMTP_URL = smtp.url;
      registry.__merchMailTransport = transport;
    }
    const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.order.id));
    expect(row!.status).toBe('paid');
    expect(mailsTo(to)).toHaveLength(0);
  });
});
