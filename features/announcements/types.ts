// Types and constants of announcements that screens need without the zod schemas.

export const announcementTypes = ['banner', 'modal'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

export const announcementIntervals = ['hours', 'days', 'weeks'] as const;
export type AnnouncementInterval = (typeof announcementIntervals)[number];

export const announcementStatuses = ['draft', 'published'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

export const subscriptionTypes = ['starter', 'smart', 'advanced', 'pro'] as const;
/** Spec §3: 'all', a subscription type, or 'allow_all_features'. */
export const audiences = ['all', ...subscriptionTypes, 'allow_all_features'] as const;
export type Audience = (typeof audiences)[number];

/** Who reads an announcement, by the roles they hold: sellers hold `seller`, managers (organisers) `client`. */
export const announcementReaders = ['everyone', 'sellers', 'managers'] as const;
export type AnnouncementReaders = (typeof announcementReaders)[number];

/** An announcement as the API returns it. */
export interface Announcement {
  id: string;
  type: AnnouncementType;
  title: string;
  /** Sanitized HTML for modals, plain text for banners. */
  content: string;
  displayedFor: Audience[];
  readers: AnnouncementReaders;
  interval: AnnouncementInterval;
  numberOfIntervals: number | null;
  status: AnnouncementStatus;
  expiresAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** For the current user (spec §3 isDismissed). */
  isDismissed: boolean;
}

export interface AnnouncementDismissal {
  announcementId: string;
  dismissedAt: string;
}
