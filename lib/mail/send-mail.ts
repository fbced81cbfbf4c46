import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

/**
 * An image the HTML shows by its Content-ID (`<img src="cid:…">`): attached inline (multipart/related), because many
 * mail clients block `data:` images and remote ones.
 */
export interface InlineImage {
  cid: string;
  filename: string;
  contentType: 'image/png';
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  inlineImages?: InlineImage[];
}

/** A message as the outbox keeps it (JSON): its inline images' bytes in base64. */
export interface OutboxEntry extends Omit<MailMessage, 'inlineImages'> {
  id: string;
  from: string;
  sentAt: string;
  inlineImages?: (Omit<InlineImage, 'content'> & { contentBase64: string })[];
}

const registry = globalThis as typeof globalThis & { __merchMailTransport?: Transporter };

export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM ?? 'MerchStand <no-reply@merchstand.local>';
}

export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.DATA_DIR ?? 'data', 'outbox');
}

/**
 * The development outbox is on when no SMTP server is configured, except in a real production deployment
 * (NODE_ENV=production with DATABASE_URL), where sending mail without SMTP is a configuration error.
 */
export function outboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.SMTP_URL && !(env.NODE_ENV === 'production' && env.DATABASE_URL);
}

/**
 * Whether the outbox may be read over HTTP (/dev/outbox): it holds every reset and invitation link, so only when a
 * developer asks for it with DEV_OUTBOX=1, and never where real mail goes out or in a real deployment. Being on the
 * embedded database is not enough: anyone behind a reverse proxy on the same host would look "local".
 */
export function outboxViewable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEV_OUTBOX === '1' && outboxEnabled(env);
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes the message to the outbox. */
export async function sendMail(message: MailMessage): Promise<void> {
  const from = mailFrom();
  if (process.env.SMTP_URL) {
    const nodemailer = await import('nodemailer');
    registry.__merchMailTransport ??= nodemailer.createTransport(process.env.SMTP_URL);
    const { inlineImages, ...content } = message;
    await registry.__merchMailTransport.sendMail({
      from,
      ...content,
      attachments: inlineImages?.map(({ cid, filename, contentType, content: bytes }) => ({ cid, filename, contentType, content: bytes, contentDisposition: 'inline' as const })),
    });
    return;
  }
  if (!outboxEnabled()) throw new Error('SMTP_URL is required to send e-mail in production.');
  const { inlineImages, ...content } = message;
  const entry: OutboxEntry = {
    id: randomUUID(),
    from,
    sentAt: new Date().toISOString(),
    ...content,
    ...(inlineImages ? { inlineImages: inlineImages.map(({ content: bytes, ...image }) => ({ ...image, contentBase64: bytes.toString('base64') })) } : {}),
  };
  mkdirSync(outboxDir(), { recursive: true });
  writeFileSync(path.join(outboxDir(), `${entry.sentAt.replace(/[:.]/g, '-')}-${entry.id}.json`), JSON.stringify(entry, null, 2));
}
