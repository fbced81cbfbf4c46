import { useQueryClient } from '@tanstack/react-query';
import Head from 'next/head';
import { useEffect } from 'react';

/** What the page loaded before the service worker took it over: its own address, its code, its pictures. */
function loadedUrls(): string[] {
  const own = new URL(window.location.href);
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === own.origin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/api/v1/images/')));
  return [own.pathname, ...loaded.map((url) => url.pathname + url.search)];
}

/**
 * Makes the sellers' pages an installable app (manifest, theme colour, icon) and installs the register's service
 * worker (public/sw.js, built by `serwist build`). The first time, the page was loaded before the worker existed: it
 * asks the worker to cache that page and its code, and reads the register's data again through it, so that the
 * stand opens offline from its very first visit.
 */
export function InstallableRegister() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
        if (controlledAtLoad) return;
        const readAgain = () => void queryClient.invalidateQueries({ refetchType: 'all' });
        if (navigator.serviceWorker.controller) readAgain();
        else navigator.serviceWorker.addEventListener('controllerchange', readAgain, { once: true });
      })
      .catch(() => {
        // No service worker (a private window, an old browser): the register works online only.
      });
  }, [queryClient]);
  return (
    <Head>
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content="#4338ca" />
      <link rel="apple-touch-icon" href="/icons/register-192.png" />
    </Head>
  );
}
