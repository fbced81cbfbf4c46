/// <reference lib="webworker" />
// The register's service worker (issue #26), built by `serwist build` after `next build` (serwist.config.mjs).
// It keeps only what the register needs to open and sell with no network; every other page says it needs the network.
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type RouteMatchCallbackOptions } from 'serwist';
import { OUTBOX_SYNC_TAG } from '@/features/register/offline/background-sync';
import { drainExclusively, drainOutbox } from '@/features/register/offline/drain-outbox';
import { openOutboxDatabase } from '@/features/register/offline/outbox-db';
import { createMovementSender, createSaleSender } from '@/features/register/offline/send-queued-sale';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** The register's pages: the sellers' home (the installed app's start) and a stand's register, in both languages. */
const REGISTER_PAGE = /^(\/en)?\/sellers(\/events\/[^/]+\/stands\/[^/]+)?\/?$/;
/** The reads the register makes: the event, its stands, the tour's catalogue, the stand's stock. */
const REGISTER_READ = /^\/api\/v1\/(events(\/[^/]+)?|stands|products|inventory-levels)$/;
const PRODUCT_IMAGE = /^\/api\/v1\/images\/[^/]+$/;
const OFFLINE_READS_CACHE = 'register-reads';

const sameOrigin = ({ url }: RouteMatchCallbackOptions) => url.origin === self.location.origin;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // By path, not by mode: the register also asks for its page to be cached (CACHE_URLS) when first opened.
      matcher: (options) => sameOrigin(options) && options.request.method === 'GET' && REGISTER_PAGE.test(options.url.pathname),
      handler: new NetworkFirst({ cacheName: 'register-pages', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
    },
    {
      // Hashed, never changed: the first copy is good for ever. Only what the register's pages loaded lands here.
      matcher: (options) => sameOrigin(options) && options.url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: 'register-assets', plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
    {
      // The last answer is what the register shows offline; the network's answer always wins when there is one.
      matcher: (options) => sameOrigin(options) && options.request.method === 'GET' && REGISTER_READ.test(options.url.pathname),
      handler: new NetworkFirst({
        cacheName: OFFLINE_READS_CACHE,
        networkTimeoutSeconds: 6,
        // The answers carry Vary on the bearer token: the cached copy is the tablet's own, whatever token asks.
        matchOptions: { ignoreVary: true },
        plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 })],
      }),
    },
    {
      // The products' pictures (the catalogue's), also when the register asks for them to be cached (CACHE_URLS).
      matcher: (options) => sameOrigin(options) && options.request.method === 'GET' && (options.request.destination === 'image' || PRODUCT_IMAGE.test(options.url.pathname)),
      handler: new CacheFirst({ cacheName: 'register-images', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
    {
      matcher: ({ request }: RouteMatchCallbackOptions) => request.destination === 'font',
      handler: new CacheFirst({ cacheName: 'register-fonts', plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
    },
    {
      // Every other page goes to the network, and shows the offline page when there is none.
      matcher: ({ request }: RouteMatchCallbackOptions) => request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [
      { url: '/offline-en.html', matcher: ({ request }) => request.destination === 'document' && new URL(request.url).pathname.startsWith('/en/') },
      { url: '/offline.html', matcher: ({ request }) => request.destination === 'document' },
    ],
  },
});

serwist.addEventListeners();

/** The session's API token, asked of next-auth with the tablet's cookie (the worker has no page to ask). */
async function sessionToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/auth/session', { credentials: 'same-origin' });
    const session = (await response.json()) as { accessToken?: string } | null;
    return session?.accessToken || null;
  } catch {
    return null;
  }
}

const sendQueuedSale = createSaleSender({ baseUrl: '/api', getAccessToken: sessionToken, fetch: (...args) => fetch(...args) });
const sendQueuedMovement = createMovementSender({ baseUrl: '/api', getAccessToken: sessionToken, fetch: (...args) => fetch(...args) });

// Background Sync (Chromium): the browser wakes the worker when the network is back, even with the register closed.
// The send is the page's own (createSaleSender + drainOutbox); a drain that found no network fails, so the browser
// tries the sync again later.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(
    (async () => {
      const db = openOutboxDatabase();
      try {
        const result = await drainExclusively(() => drainOutbox(db, { send: sendQueuedSale, sendMovement: sendQueuedMovement, force: true }));
        if (result?.interrupted) throw new Error('The outbox could not be sent yet');
      } finally {
        db.close();
      }
    })(),
  );
});

// At sign-out the register's cached reads go: another person may sign in on this tablet.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'forget-offline-reads') event.waitUntil(caches.delete(OFFLINE_READS_CACHE));
});
