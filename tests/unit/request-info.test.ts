import { describe, expect, it } from 'vitest';
import { addressKey, assertPublicOriginConfigured, clientIp, limitedAddress, publicOrigin } from '@/lib/http/request-info';

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

describe('clientIp with the proxies named (TRUST_PROXY as addresses)', () => {
  it('believes X-Forwarded-For only from a named proxy, and skips every named proxy in the chain', () => {
    const env = { TRUST_PROXY: '10.0.0.0/8, loopback' };
    // Straight from the internet: the peer is the client, whatever it wrote.
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4' }, '198.51.100.7'), env)).toBe('198.51.100.7');
    // Through our load balancer (10.0.0.2), itself behind another of ours (10.0.0.9): the first address not ours.
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4, 203.0.113.5, 10.0.0.9' }, '10.0.0.2'), env)).toBe('203.0.113.5');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.5' }, '127.0.0.1'), env)).toBe('203.0.113.5');
  });

  it('trusts nothing when the list does not parse', () => {
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4' }, '10.0.0.2'), { TRUST_PROXY: '10.0.0.0/99' })).toBe('10.0.0.2');
  });
});

describe('limitedAddress: the key every per-address limit counts on', () => {
  it('writes an IPv4 address one way, however it arrived', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts an IPv6 address by its /64, so a subscriber cannot take a fresh address per request', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('reads the real client address first: a forged X-Forwarded-For changes nothing', () => {
    expect(limitedAddress(request({ 'x-forwarded-for': '2001:db8::1, ::ffff:203.0.113.5' }, '10.0.0.2'), { TRUST_PROXY: '1' })).toBe('203.0.113.5');
    expect(limitedAddress(request({ 'x-forwarded-for': '203.0.113.5' }, '::ffff:198.51.100.7'), {})).toBe('198.51.100.7');
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
