import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes. The server (and the first render that hydrates its
 * HTML) answers `serverValue`: the desktop layout, which CSS already corrects on a phone before any script runs.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      // A browser without matchMedia (an old WebView, jsdom) keeps the server's layout.
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** Below Tailwind's `sm`: a phone held upright, where wide tables become cards. */
export const NARROW_SCREEN = '(max-width: 639px)';

/** From this width on, the navigation is a side column; below it, a drawer (Tailwind's `md`). */
export const WIDE_SCREEN = '(min-width: 768px)';
