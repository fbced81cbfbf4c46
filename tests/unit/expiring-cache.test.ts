import { describe, expect, it } from 'vitest';
import { createExpiringCache, forgetTagged, sharedExpiringCache } from '@/lib/cache/expiring-cache';

function clockedCache(maxEntries = 10) {
  let time = 0;
  const cache = createExpiringCache<{ name: string; tag: string }>({ ttlMs: 5000, maxEntries, tagsOf: (value) => [value.tag], now: () => time });
  let loads = 0;
  const loader = (name: string, tag = 'a') => async () => {
    loads += 1;
    return { name: `${name}#${loads}`, tag };
  };
  return { cache, loader, loads: () => loads, advance: (ms: number) => (time += ms) };
}

describe('lib/cache/expiring-cache', () => {
  it('serves a value until its time is up, then loads it again', async () => {
    const { cache, loader, loads, advance } = clockedCache();
    expect(await cache.get('k', loader('k'))).toEqual({ name: 'k#1', tag: 'a' });
    advance(4999);
    expect((await cache.get('k', loader('k')))?.name).toBe('k#1');
    advance(1);
    expect((await cache.get('k', loader('k')))?.name).toBe('k#2');
    expect(loads()).toBe(2);
  });

  it('shares one load between the misses that arrive while it runs', async () => {
    const { cache, loader, loads } = clockedCache();
    const answers = await Promise.all([cache.get('k', loader('k')), cache.get('k', loader('k')), cache.get('k', loader('k'))]);
    expect(answers.map((answer) => answer?.name)).toEqual(['k#1', 'k#1', 'k#1']);
    expect(loads()).toBe(1);
  });

  it('keeps neither a null nor a failure', async () => {
    const { cache } = clockedCache();
    expect(await cache.get('k', async () => null)).toBeNull();
    expect(cache.size()).toBe(0);
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size()).toBe(0);
  });

  it('forgets by tag, and any load still running (it may have read before the change)', async () => {
    const { cache, loader } = clockedCache();
    await cache.get('one', loader('one', 'tour-1'));
    await cache.get('two', loader('two', 'tour-2'));
    cache.forgetTagged('tour-1');
    expect((await cache.get('one', loader('one', 'tour-1')))?.name).toBe('one#3');
    expect((await cache.get('two', loader('two', 'tour-2')))?.name).toBe('two#2');
    let release = () => {};
    const running = cache.get('slow', () => new Promise((resolve) => (release = () => resolve({ name: 'slow', tag: 'tour-3' }))));
    await Promise.resolve();
    cache.forgetTagged('tour-9');
    release();
    await running;
    expect((await cache.get('slow', loader('slow', 'tour-3')))?.name).toBe('slow#4');
  });

  it('holds at most maxEntries, the oldest going first', async () => {
    const { cache, loader } = clockedCache(2);
    await cache.get('a', loader('a'));
    await cache.get('b', loader('b'));
    await cache.get('c', loader('c'));
    expect(cache.size()).toBe(2);
    expect((await cache.get('a', loader('a')))?.name).toBe('a#4');
  });

  it('is one per name in the process, and forgetTagged reaches every shared cache', async () => {
    const options = { ttlMs: 60_000, maxEntries: 10, tagsOf: (value: string) => [value] };
    const first = sharedExpiringCache('unit-test-cache', options);
    expect(sharedExpiringCache('unit-test-cache', options)).toBe(first);
    await first.get('k', async () => 'tag-x');
    expect(first.size()).toBe(1);
    forgetTagged('tag-x');
    expect(first.size()).toBe(0);
  });
});
