import { describe, expect, it } from 'vitest';
import { parseDsn, sentryEnvelopeUrl } from '@/lib/monitoring/dsn';

describe('parseDsn', () => {
  it('splits a Sentry SaaS DSN', () => {
    expect(parseDsn('https://abc@o1.ingest.sentry.io/123')).toEqual({
      protocol: 'https:',
      host: 'o1.ingest.sentry.io',
      pathPrefix: '',
      projectId: '123',
    });
  });

  it('keeps the port and the path prefix of a self-hosted DSN', () => {
    expect(parseDsn('http://key@127.0.0.1:9999/sub/path/42')).toEqual({
      protocol: 'http:',
      host: '127.0.0.1:9999',
      pathPrefix: '/sub/path',
      projectId: '42',
    });
  });

  it('accepts a DSN with a secret key', () => {
    expect(parseDsn('https://public:secret@sentry.example.com/7')).toMatchObject({ host: 'sentry.example.com', projectId: '7' });
  });

  it.each([
    ['an empty string', ''],
    ['not a URL', 'not a dsn'],
    ['a URL without a public key', 'https://o1.ingest.sentry.io/123'],
    ['a URL without a project id', 'https://abc@o1.ingest.sentry.io/'],
    ['a URL without any path', 'https://abc@o1.ingest.sentry.io'],
    ['a path only', '/123'],
  ])('returns null for %s (%j)', (_label, value) => {
    expect(parseDsn(value)).toBeNull();
  });
});

describe('sentryEnvelopeUrl', () => {
  it.each([
    ['https://abc@o1.ingest.sentry.io/123', 'https://o1.ingest.sentry.io/api/123/envelope/'],
    ['http://key@127.0.0.1:9999/sub/path/42', 'http://127.0.0.1:9999/sub/path/api/42/envelope/'],
  ])('for %s is %s', (dsn, expected) => {
    const parsed = parseDsn(dsn);
    expect(parsed).not.toBeNull();
    expect(sentryEnvelopeUrl(parsed!)).toBe(expected);
  });

  it('builds the URL from the given parts', () => {
    expect(sentryEnvelopeUrl({ protocol: 'https:', host: 'sentry.test:8443', pathPrefix: '/relay', projectId: '9' })).toBe(
      'https://sentry.test:8443/relay/api/9/envelope/',
    );
  });
});
