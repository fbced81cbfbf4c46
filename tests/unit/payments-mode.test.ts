import { describe, expect, it } from 'vitest';
import { grantsAccess } from '@/features/entitlements/server/entitlements';
import { startNotes } from '@/lib/http/start-notes';
import { paymentsMode } from '@/lib/payments/mode';

const production = { NODE_ENV: 'production' as const, DATABASE_URL: 'postgres://db/merch' };

describe('paymentsMode', () => {
  it('is Stripe whenever a secret key is set, whatever else is', () => {
    expect(paymentsMode({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toBe('stripe');
    expect(paymentsMode({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENTS_SANDBOX: '1' })).toBe('stripe');
  });

  it('is off in production on PostgreSQL unless the sandbox is chosen', () => {
    expect(paymentsMode(production)).toBe('off');
    expect(paymentsMode({ ...production, PAYMENTS_SANDBOX: '1' })).toBe('sandbox');
  });

  it('is the sandbox for the embedded demo and outside production, unless turned off', () => {
    expect(paymentsMode({ NODE_ENV: 'production' })).toBe('sandbox');
    expect(paymentsMode({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/merch' })).toBe('sandbox');
    expect(paymentsMode({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' })).toBe('off');
  });
});

describe('a sandbox subscription', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const row = { status: 'active' as const, provider: 'sandbox', cancelAtPeriodEnd: false, currentPeriodEnd: new Date('2026-12-27T12:00:00Z') };

  it('grants its plan during its month while the sandbox runs', () => {
    expect(grantsAccess(row, now, true)).toBe(true);
  });

  it('grants nothing after its period end (no silent renewal) nor once the sandbox is off', () => {
    expect(grantsAccess({ ...row, currentPeriodEnd: new Date('2026-11-27T11:59:59Z') }, now, true)).toBe(false);
    expect(grantsAccess(row, now, false)).toBe(false);
  });

  it('while a Stripe one past its period end still grants until Stripe says otherwise', () => {
    expect(grantsAccess({ ...row, provider: 'stripe', currentPeriodEnd: new Date('2026-11-01T00:00:00Z') }, now, false)).toBe(true);
  });
});

describe('the start banner', () => {
  it('in production on PostgreSQL without SMTP or a provider: says mail cannot be sent and payments are off, never an outbox', () => {
    const notes = startNotes({ demoSeeded: true }, production).join('\n');
    expect(notes).toContain('manager@demo.test');
    expect(notes).toContain('Card payments are OFF');
    expect(notes).toContain('E-mails cannot be sent');
    expect(notes).toContain('Journal archives are OFF');
    expect(notes).not.toContain('outbox');
    expect(startNotes({ demoSeeded: false }, { ...production, JOURNAL_SIGNING_KEY: 'pem' }).join('\n')).not.toContain('Journal archives');
  });

  it('for the embedded demo: the sandbox and the outbox; no demo accounts when none were seeded', () => {
    const notes = startNotes({ demoSeeded: false }, { NODE_ENV: 'production' as const }).join('\n');
    expect(notes).toContain('mode test');
    expect(notes).toContain('data/outbox/');
    expect(notes).not.toContain('manager@demo.test');
    // The development key signs the demo's archives: nothing to announce.
    expect(notes).not.toContain('Journal archives');
  });
});
