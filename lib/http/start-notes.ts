import { archiveSigningAvailable } from '@/lib/journal/signing-key';
import { outboxEnabled, outboxViewable } from '@/lib/mail';
import { paymentsMode } from '@/lib/payments/mode';

type Env = NodeJS.ProcessEnv;

/** The demo accounts the README lists, printed when the demo data was seeded at this start. */
const demoAccounts = ['manager@demo.test (Manager)', 'seller@demo.test (Vendeur, aussi Manager)', 'admin@demo.test (Administrateur)'];

/**
 * What the start-up banner says beyond the URL, from the same rules the app applies (payments, mail, demo data), so
 * that it can never announce an outbox the mail code refuses, or demo accounts that were not seeded. instrumentation.ts
 * prints them once the database is ready and the demo seeded (after Next's "ready": the server listens meanwhile).
 */
export function startNotes(options: { demoSeeded: boolean }, env: Env = process.env): string[] {
  const notes: string[] = [];
  if (options.demoSeeded) notes.push(`Demo accounts (password Demo-2024!):\n  ${demoAccounts.join('\n  ')}`);
  const payments = paymentsMode(env);
  if (payments === 'sandbox') notes.push('Card payments and plans: built-in sandbox ("mode test"), no real money moves (PAYMENTS_SANDBOX; STRIPE_SECRET_KEY for real payments)');
  if (payments === 'off') notes.push('Card payments are OFF: no STRIPE_SECRET_KEY and no PAYMENTS_SANDBOX=1, so card sales, online shops and paid plans are refused');
  if (!env.SMTP_URL) {
    const outbox = `${env.DATA_DIR ?? 'data'}/outbox/`;
    if (!outboxEnabled(env)) notes.push('E-mails cannot be sent: SMTP_URL is not set (required in production on PostgreSQL); sign-up, invitation and reset mails fail until it is');
    else if (outboxViewable(env)) notes.push(`E-mails are not sent (no SMTP_URL): read them at /dev/outbox (written to ${outbox})`);
    else notes.push(`E-mails are not sent (no SMTP_URL): they are written to ${outbox} (start with DEV_OUTBOX=1 to read them at /dev/outbox)`);
  }
  if (!archiveSigningAvailable(env)) notes.push('Journal archives are OFF: no JOURNAL_SIGNING_KEY (required in production on PostgreSQL); closings go on, archives of closed months are refused until it is set (docs/operations.md)');
  return notes;
}

const registry = globalThis as typeof globalThis & { __merchQuietStart?: boolean };

/** Prints them, unless the server was started quiet (the test suite's in-process servers: scripts/server.mjs). */
export function printStartNotes(notes: string[]): void {
  if (registry.__merchQuietStart) return;
  console.log(`${notes.join('\n')}\n`);
}
