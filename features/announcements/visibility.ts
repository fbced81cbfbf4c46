import type { Audience, AnnouncementInterval } from './types';

const HOUR_MS = 60 * 60 * 1000;
const intervalMs: Record<AnnouncementInterval, number> = { hours: HOUR_MS, days: 24 * HOUR_MS, weeks: 7 * 24 * HOUR_MS };

export interface Viewer {
  role: string;
  /** The client's active subscription type, if any. */
  subscriptionType: string | null;
  allowAllFeatures: boolean;
}

export interface VisibilityInput {
  id: string;
  status: string;
  displayedFor: readonly string[];
  expiresAt: Date | null;
  interval: AnnouncementInterval;
  numberOfIntervals: number | null;
}

/** Spec §4: 'all', the user's subscription type, or 'allow_all_features' when the client has it. */
export function audienceMatches(displayedFor: readonly string[], viewer: Viewer): boolean {
  return displayedFor.some(
    (audience: string) =>
      audience === ('all' satisfies Audience) ||
      (viewer.subscriptionType !== null && audience === viewer.subscriptionType) ||
      (audience === ('allow_all_features' satisfies Audience) && viewer.allowAllFeatures),
  );
}

/**
 * Our reading of interval × numberOfIntervals (docs/decisions.md): when set, a dismissed announcement comes back
 * after that long (a reminder); when not set, a dismissal is for good. Expiry is expiresAt's job.
 */
export function dismissalStillHolds(announcement: Pick<VisibilityInput, 'interval' | 'numberOfIntervals'>, dismissedAt: Date | null, now: Date): boolean {
  if (!dismissedAt) return false;
  if (!announcement.numberOfIntervals) return true;
  return now.getTime() < dismissedAt.getTime() + announcement.numberOfIntervals * intervalMs[announcement.interval];
}

/** Whether a user sees an announcement now (spec §4): published, not expired, for them, not dismissed, never admins. */
export function isAnnouncementVisible(announcement: VisibilityInput, viewer: Viewer, dismissedAt: Date | null, now: Date): boolean {
  if (!announcement.id || viewer.role === 'admin') return false;
  if (announcement.status !== 'published') return false;
  if (announcement.expiresAt && announcement.expiresAt.getTime() <= now.getTime()) return false;
  if (!audienceMatches(announcement.displayedFor, viewer)) return false;
  return !dismissalStillHolds(announcement, dismissedAt, now);
}
