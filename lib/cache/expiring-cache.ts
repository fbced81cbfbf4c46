// A few seconds of memory for reads that many requests ask at once (the shop's page in a drop). Server side only.

interface Entry<V> {
  /** The load's promise: concurrent misses of one key share it. */
  value: Promise<V | null>;
  expiresAt: number;
  /** Known once the load has answered; until then the entry is dropped by any forgetTagged. */
  tags: string[] | null;
}

export interface ExpiringCacheOptions<V> {
  /** How long a value is served after its load answered. */
  ttlMs: number;
  /** Past this, the oldest entries go first. */
  maxEntries: number;
  /** The tags a value answers to: `forgetTagged(tag)` drops it. */
  tagsOf: (value: V) => string[];
  now?: () => number;
}

export interface ExpiringCache<V> {
  /** The value kept for `key`, else `load()`'s. A null (nothing there) and a failure are not kept. */
  get(key: string, load: () => Promise<V | null>): Promise<V | null>;
  forget(key: string): void;
  /** Drops the entries tagged so, and every load still running (it may have read before the change). */
  forgetTagged(tag: string): void;
  size(): number;
}

export function createExpiringCache<V>({ ttlMs, maxEntries, tagsOf, now = Date.now }: ExpiringCacheOptions<V>): ExpiringCache<V> {
  const entries = new Map<string, Entry<V>>();

  function store(key: string, load: () => Promise<V | null>): Entry<V> {
    const entry: Entry<V> = { value: Promise.resolve().then(load), expiresAt: Number.POSITIVE_INFINITY, tags: null };
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    entry.value.then(
      (value) => {
        if (entries.get(key) !== entry) return;
        if (value === null) entries.delete(key);
        else Object.assign(entry, { expiresAt: now() + ttlMs, tags: tagsOf(value) });
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  return {
    get(key, load) {
      const kept = entries.get(key);
      const fresh = kept && kept.expiresAt > now() ? kept : store(key, load);
      return fresh.value;
    },
    forget(key) {
      entries.delete(key);
    },
    forgetTagged(tag) {
      for (const [key, entry] of entries) if (!entry.tags || entry.tags.includes(tag)) entries.delete(key);
    },
    size: () => entries.size,
  };
}

// One cache of each name per process, on globalThis like the database: the pages and the API routes are separate
// bundles, each with its own copy of this module, and a write in one must reach the copies the others read.
const registry = globalThis as typeof globalThis & { __merchCaches?: Map<string, ExpiringCache<unknown>> };

/** The process's cache of that name, made on first use. */
export function sharedExpiringCache<V>(name: string, options: ExpiringCacheOptions<V>): ExpiringCache<V> {
  registry.__merchCaches ??= new Map();
  let cache = registry.__merchCaches.get(name) as ExpiringCache<V> | undefined;
  if (!cache) {
    cache = createExpiringCache(options);
    registry.__merchCaches.set(name, cache as ExpiringCache<unknown>);
  }
  return cache;
}

/** After a write: every shared cache drops what answers to `tag`, in this process (others wait for their expiry). */
export function forgetTagged(tag: string): void {
  for (const cache of registry.__merchCaches?.values() ?? []) cache.forgetTagged(tag);
}
