import { describe, expect, it } from 'vitest';
import { outboxEnabled, outboxViewable } from '@/lib/mail/send-mail';

describe('outboxViewable', () => {
  it('needs DEV_OUTBOX=1, whatever the database', () => {
    expect(outboxViewable({ NODE_ENV: 'production' })).toBe(false);
    expect(outboxViewable({ NODE_ENV: 'development' })).toBe(false);
    expect(outboxViewable({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toBe(false);
    expect(outboxViewable({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toBe(true);
  });

  it('stays off where mail really goes out, or in a real deployment, even when asked', () => {
    expect(outboxViewable({ NODE_ENV: 'development', DEV_OUTBOX: '1', SMTP_URL: 'smtp://mail:25' })).toBe(false);
    expect(outboxViewable({ NODE_ENV: 'production', DEV_OUTBOX: '1', DATABASE_URL: 'postgres://db/merch' })).toBe(false);
    expect(outboxEnabled({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/merch' })).toBe(false);
  });
});
