import { describe, expect, it } from 'vitest';
import { assertPublicOriginConfigured, clientIp, publicOrigin } from '@/lib/http/request-info';

const request = (headers: Record<string, string>, remoteAddress = '192.0.2.10') => ({ headers, socket: { remoteAddress } }) as never;

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless a proxy is declared', () => {
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.5' }), {})).toBe('192.0.2.10');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.5' }), { TRUST_PROXY: '0' })).toBe('192.0.2.10');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.5' }), { TRUST_PROXY: 'yes' })).toBe('192.0.2.10');
  });

  it('takes the address the trusted proxy added (right-most), not the one the client wrote', () => {
    // The client forged 1.2.3.4; our one proxy appended the address it really saw.
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4, 203.0.113.5' }), { TRUST_PROXY: '1' })).toBe('203.0.113.5');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.5' }), { TRUST_PROXY: '1' })).toBe('203.0.113.5');
  });

  it('counts hops for a chain of proxies (CDN, then load balancer)', () => {
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4, 203.0.113.5, 10.0.0.2' }), { TRUST_PROXY: '2' })).toBe('203.0.113.5');
    // Fewer entries than hops: the left-most there is.
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.5' }), { TRUST_PROXY: '3' })).toBe('203.0.113.5');
  });

  it('bounds nothing itself but never fails on a huge or malformed header', () => {
    expect(clientIp(request({ 'x-forwarded-for': 'x'.repeat(5000) }), { TRUST_PROXY: '1' })).toBe('x'.repeat(5000));
    expect(clientIp(request({ 'x-forwarded-for': ',,,' }), { TRUST_PROXY: '1' })).toBeTypeOf('string');
  });
});

describe('publicOrigin', () => {
  it('prefers APP_URL, then NEXTAUTH_URL, then the request host', () => {
    expect(publicOrigin(request({ host: 'evil.test' }), { APP_URL: 'https://merch.example/' })).toBe('https://merch.example');
    expect(publicOrigin(request({ host: 'evil.test' }), { NEXTAUTH_URL: 'https://auth.example' })).toBe('https://auth.example');
    expect(publicOrigin(request({ host: 'localhost:3000' }), {})).toBe('http://localhost:3000');
  });
});

describe('assertPublicOriginConfigured', () => {
  it('stops a production deployment on PostgreSQL that does not say its public URL', () => {
    expect(() => assertPublicOriginConfigured({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db' })).toThrow(/NEXTAUTH_URL/);
    expect(() => assertPublicOriginConfigured({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db', NEXTAUTH_URL: 'https://merch.example' })).not.toThrow();
    expect(() => assertPublicOriginConfigured({ NODE_ENV: 'production' })).not.toThrow();
  });
});
