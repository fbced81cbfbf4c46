import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { storedKey } from '@/lib/rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;

// Needs a Redis server: CI and the developer machines have one on 127.0.0.1:6379 (TEST_REDIS_URL).
describe.skipIf(!redisUrl)('abuse limits on Redis (REDIS_URL)', () => {
  let app: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl;
    process.env.TRUST_PROXY = '1';
    app = await startTestApp();
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    redis.disconnect();
    await app.close();
  });

  it('counts in Redis, not in the database, and refuses past the limit with Retry-After', async () => {
    const email = `limited-${randomUUID()}@test.local`;
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await app.api('/v1/request-reset-password', { method: 'POST', body: { email }, headers: { 'X-Forwarded-For': ip } });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toEqual({ errorCode: 'TOO_MANY_REQUESTS' });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect(Number(await redis.get(`merch:resetRequestPerEmail:${storedKey(email)}`))).toBe(6);
    const rows = await app.db.execute(sql`select count(*)::int as n from rate_limits where key like ${`%${storedKey(email)}`}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
