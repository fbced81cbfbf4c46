import type { AnnouncementInterval, AnnouncementReaders, Audience } from './types';

const HOUR_MS = 60 * 60 * 1000;
const intervalMs: Record<AnnouncementInterval, number> = { hours: HOUR_MS, days: 24 * HOUR_MS, weeks: 7 * 24 * HOUR_MS };

export interface Viewer {
  role: string;
  /** Every role the user holds, whichever they act in now. */
  roles: readonly string[];
  /** The client's active subscription type, if any. */
  subscriptionType: string | null;
  allowAllFeatures: boolean;
}

export interface VisibilityInput {
  id: string;
  status: string;
  displayedFor: readonly string[];
  readers: AnnouncementReaders;
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

/** The role that makes a reader of each kind: a manager is the organiser's account, role `client`. */
const readerRole: Record<Exclude<AnnouncementReaders, 'everyone'>, string> = { sellers: 'seller', managers: 'client' };

/**
 * Whether the user is among the announcement's readers, by the roles they hold rather than the one they act in: a
 * manager who also sells reads what is meant for sellers while on the manager's screens, and keeps it dismissed.
 */
export function readersMatch(readers: AnnouncementReaders, roles: readonly string[]): boolean {
  return readers === 'everyone' || roles.includes(readerRole[readers]);
}

/** The kinds of readers a user with these roles belongs to, for the database's first filter. */
export function readersOf(roles: readonly string[]): AnnouncementReaders[] {
  return ['everyone', ...(['sellers', 'managers'] as const).filter((readers) => readersMatch(readers, roles))];
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
  if (!readersMatch(announcement.readers, viewer.roles)) return false;
  return !dismissalStillHolds(announcement, dismissedAt, now);
}
