import { useLocale, useMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import { asLocale, type Locale } from '@/lib/i18n/locale';
import type { ErrorCatalogue } from './describe-error';

/**
 * The error catalogue's texts (locales/{fr,en}/errors.json), fetched apart from the staff frame's texts (issue #26:
 * the register under 180 kB of JavaScript; they weigh 6 kB gzip and no page shows them on its first paint). The frame
 * fetches its language's once the page has settled (usePreloadErrorCatalogue), so that a tablet that loses the network
 * afterwards still has them (the service worker caches the chunk); an error met before that waits for them.
 * Where the page's texts carry the catalogue already (the spectator's pages, tests), those are read.
 */
const loaders: Record<Locale, () => Promise<{ default: ErrorCatalogue }>> = {
  fr: () => import('@/locales/fr/errors.json'),
  en: () => import('@/locales/en/errors.json'),
};

const loaded: Partial<Record<Locale, ErrorCatalogue>> = {};
const loading: Partial<Record<Locale, Promise<ErrorCatalogue>>> = {};

/** The catalogue in one language, fetched once; a failed fetch (no network, not cached yet) is tried again next time. */
export function loadErrorCatalogue(locale: Locale): Promise<ErrorCatalogue> {
  loading[locale] ??= loaders[locale]().then(
    (module) => (loaded[locale] = module.default),
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

/**
 * The catalogue in the page's language; empty until it has arrived (it is asked for then, and the component renders
 * again), which describeError reads as its generic title.
 */
export function useErrorCatalogue(): ErrorCatalogue {
  const given = useMessages().errors as ErrorCatalogue | undefined;
  const locale = asLocale(useLocale());
  // Renders again once the catalogue has arrived: it is read from the module's cache.
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (given || loaded[locale]) return;
    let current = true;
    loadErrorCatalogue(locale).then(
      () => current && setArrivals((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [given, locale]);
  return given ?? loaded[locale] ?? NOT_YET;
}

const NOT_YET: ErrorCatalogue = Object.freeze({});

/**
 * Gives `show` the catalogue: at once when it is here, else once it has arrived; with no catalogue at all (offline
 * before it was ever fetched) `show` gets an empty one, and describeError falls back to its generic title.
 */
export function withErrorCatalogue(locale: Locale, given: ErrorCatalogue | undefined, show: (catalogue: ErrorCatalogue) => void): void {
  const ready = given ?? loaded[locale];
  if (ready) return show(ready);
  loadErrorCatalogue(locale).then(show, () => show(NOT_YET));
}

/** Fetches the catalogue of the page's language once the page has settled (the staff frame calls it). */
export function usePreloadErrorCatalogue(): void {
  const locale = asLocale(useLocale());
  useEffect(() => {
    const preload = () => void loadErrorCatalogue(locale).catch(() => undefined);
    const timer = window.setTimeout(preload, PRELOAD_DELAY_MS);
    window.addEventListener('online', preload);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', preload);
    };
  }, [locale]);
}

const PRELOAD_DELAY_MS = 2000;
