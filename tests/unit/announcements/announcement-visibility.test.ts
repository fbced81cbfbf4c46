import { describe, expect, it } from 'vitest';
import { audienceMatches, dismissalStillHolds, isAnnouncementVisible, type Viewer, type VisibilityInput } from '@/features/announcements/visibility';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

const published: VisibilityInput = { id: 'a1', status: 'published', displayedFor: ['all'], readers: 'everyone', expiresAt: null, interval: 'hours', numberOfIntervals: null };
const manager: Viewer = { role: 'client', roles: ['client'], subscriptionType: null, allowAllFeatures: false };

describe('audienceMatches (spec §4)', () => {
  it.each([
    { audience: ['all'], viewer: manager, expected: true },
    { audience: ['smart'], viewer: manager, expected: false },
    { audience: ['smart'], viewer: { ...manager, subscriptionType: 'smart' }, expected: true },
    { audience: ['smart'], viewer: { ...manager, subscriptionType: 'pro' }, expected: false },
    { audience: ['starter', 'pro'], viewer: { ...manager, subscriptionType: 'pro' }, expected: true },
    { audience: ['allow_all_features'], viewer: manager, expected: false },
    { audience: ['allow_all_features'], viewer: { ...manager, allowAllFeatures: true }, expected: true },
    { audience: ['allow_all_features'], viewer: { ...manager, subscriptionType: 'allow_all_features' }, expected: true },
    { audience: [], viewer: { ...manager, allowAllFeatures: true, subscriptionType: 'smart' }, expected: false },
  ])('$audience for $viewer.subscriptionType / allowAll $viewer.allowAllFeatures → $expected', ({ audience, viewer, expected }) => {
    expect(audienceMatches(audience, viewer)).toBe(expected);
  });
});

describe('isAnnouncementVisible', () => {
  it.each([
    { case: 'published, for all, never dismissed', announcement: published, viewer: manager, dismissedAt: null, expected: true },
    { case: 'a draft', announcement: { ...published, status: 'draft' }, viewer: manager, dismissedAt: null, expected: false },
    { case: 'to an admin', announcement: published, viewer: { ...manager, role: 'admin' }, dismissedAt: null, expected: false },
    { case: 'with an empty id', announcement: { ...published, id: '' }, viewer: manager, dismissedAt: null, expected: false },
    { case: 'expired a second ago', announcement: { ...published, expiresAt: new Date(now.getTime() - 1000) }, viewer: manager, dismissedAt: null, expected: false },
    { case: 'expiring exactly now', announcement: { ...published, expiresAt: now }, viewer: manager, dismissedAt: null, expected: false },
    { case: 'expiring later', announcement: { ...published, expiresAt: new Date(now.getTime() + 1000) }, viewer: manager, dismissedAt: null, expected: true },
    { case: 'for another audience', announcement: { ...published, displayedFor: ['pro'] }, viewer: manager, dismissedAt: null, expected: false },
    { case: 'dismissed, no reminder', announcement: published, viewer: manager, dismissedAt: hoursAgo(10_000), expected: false },
    { case: 'dismissed 2 h ago, reminder after 3 h', announcement: { ...published, numberOfIntervals: 3 }, viewer: manager, dismissedAt: hoursAgo(2), expected: false },
    { case: 'dismissed 3 h ago, reminder after 3 h', announcement: { ...published, numberOfIntervals: 3 }, viewer: manager, dismissedAt: hoursAgo(3), expected: true },
    { case: 'dismissed 47 h ago, reminder after 2 days', announcement: { ...published, interval: 'days' as const, numberOfIntervals: 2 }, viewer: manager, dismissedAt: hoursAgo(47), expected: false },
    { case: 'dismissed 49 h ago, reminder after 2 days', announcement: { ...published, interval: 'days' as const, numberOfIntervals: 2 }, viewer: manager, dismissedAt: hoursAgo(49), expected: true },
    { case: 'dismissed 6 days ago, reminder after 1 week', announcement: { ...published, interval: 'weeks' as const, numberOfIntervals: 1 }, viewer: manager, dismissedAt: hoursAgo(144), expected: false },
    { case: 'dismissed 8 days ago, reminder after 1 week', announcement: { ...published, interval: 'weeks' as const, numberOfIntervals: 1 }, viewer: manager, dismissedAt: hoursAgo(192), expected: true },
    { case: 'a seller, for all', announcement: published, viewer: { ...manager, role: 'seller' }, dismissedAt: null, expected: true },
    { case: 'for sellers, to a manager', announcement: { ...published, readers: 'sellers' as const }, viewer: manager, dismissedAt: null, expected: false },
    { case: 'for sellers, to a seller', announcement: { ...published, readers: 'sellers' as const }, viewer: { ...manager, role: 'seller', roles: ['seller'] }, dismissedAt: null, expected: true },
    { case: 'for sellers, to a manager who also sells', announcement: { ...published, readers: 'sellers' as const }, viewer: { ...manager, roles: ['client', 'seller'] }, dismissedAt: null, expected: true },
    { case: 'for managers, to a seller', announcement: { ...published, readers: 'managers' as const }, viewer: { ...manager, role: 'seller', roles: ['seller'] }, dismissedAt: null, expected: false },
    { case: 'for managers, to a manager', announcement: { ...published, readers: 'managers' as const }, viewer: manager, dismissedAt: null, expected: true },
  ])('$case → $expected', ({ announcement, viewer, dismissedAt, expected }) => {
    expect(isAnnouncementVisible(announcement, viewer, dismissedAt, now)).toBe(expected);
  });

  it('counts a reminder from the dismissal, whatever the interval unit', () => {
    expect(dismissalStillHolds({ interval: 'hours', numberOfIntervals: 24 }, hoursAgo(23), now)).toBe(true);
    expect(dismissalStillHolds({ interval: 'days', numberOfIntervals: 1 }, hoursAgo(24), now)).toBe(false);
    expect(dismissalStillHolds({ interval: 'hours', numberOfIntervals: null }, null, now)).toBe(false);
  });
});
