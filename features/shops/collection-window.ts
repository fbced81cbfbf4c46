import type { CollectionWindow } from './types';

/**
 * Where a moment stands against the shop's collection window (issue #25): `early` before it opens, `late` after it
 * closes, null inside it or when the shop set no such bound. A hand-over outside is allowed (the seller knows the
 * spectator in front of them) but warned of first.
 */
export function outsideCollectionWindow(window: CollectionWindow, now: Date): 'early' | 'late' | null {
  if (window.opensAt && now.getTime() < Date.parse(window.opensAt)) return 'early';
  if (window.closesAt && now.getTime() > Date.parse(window.closesAt)) return 'late';
  return null;
}
