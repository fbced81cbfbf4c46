import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support/sign-in';
import { demoTour, expectWellShown, VIEWPORTS, watchFailures, type Language, type ViewportName } from './support/walk';

// The office's screens only read the demo data: they need no lock, and the viewports run side by side in both workers.
test.describe.configure({ mode: 'parallel' });

/*
 * English is walked where space is short (tablet, phone): the desktop's room holds its shorter words. Every walk checks
 * each page's title, language, texts, overflow and failures at its viewport; axe runs where the markup differs: the
 * desktop, and the phone in both languages. The tablets render the desktop's markup: the components switch at 768 px
 * (WIDE_SCREEN: side navigation or drawer) and 640 px (NARROW_SCREEN, sm: classes), which only the phone is below; at
 * 1024 px only the toasts' corner changes (TOUCH_OR_NARROW), and the lg/xl classes of these screens change grid columns,
 * never what is shown. Compared element by element on these 12 pages (classes and React ids left out): the tablet's
 * markup and visible elements are the desktop's; the portrait tablet's differ only where a table too wide for its box
 * becomes a named focusable region (ScrollRegion) with its aria-hidden scroll hints, and the phone has each of those
 * regions too. No English text can be empty (tests/unit/locales.test.ts), so the English tablet holds no accessible
 * name that the French desktop and the English phone do not check.
 */
const managerWalk: [ViewportName, Language, { axe: boolean }][] = [
  ['desktop', 'fr', { axe: true }],
  ['tablet', 'en', { axe: false }],
  ['portrait', 'fr', { axe: false }],
  ['phone', 'fr', { axe: true }],
  ['phone', 'en', { axe: true }],
];

for (const [viewport, language, checks] of managerWalk) {
  test(`the manager's screens at ${viewport} (${VIEWPORTS[viewport].width}×${VIEWPORTS[viewport].height}) in ${language}`, async ({ page }) => {
    // Every screen of the office, one after the other: 87–111 s on CI's machine at stop 33, over 120 s on a slower one
    // while the other worker walks too (stop 34). Slowness is no failure of the walk; each step keeps its own timeout.
    test.setTimeout(240_000);
    await page.setViewportSize(VIEWPORTS[viewport]);
    const token = await signInThroughApi(page.request, 'manager@demo.test', 'client');
    // The terms modals are the subject of their own journey: accepted here so that the screens behind them are walked.
    const accepted = await page.request.patch('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` }, data: { eventAgreementVersion: '2024-09-16', teamAgreementVersion: '2024-09-16' } });
    expect(accepted.ok()).toBe(true);
    const tour = await demoTour(page, token);
    const failures = watchFailures(page);
    const tourPath = `/dashboard/projects/${tour.projectId}`;
    for (const path of [
      '/dashboard',
      '/dashboard/projects',
      tourPath,
      `${tourPath}?tab=stock`,
      `${tourPath}?tab=sales`,
      `/dashboard/event/projects/${tour.projectId}/tour/${tour.eventId}`,
      `${tourPath}/products/${tour.productId}`,
      `${tourPath}/transfers`,
      '/dashboard/account',
      '/dashboard/subscription',
      '/dashboard/invoices',
      '/plans',
    ]) {
      await expectWellShown(page, path, language, failures, checks);
    }
  });
}

for (const [viewport, language] of [['desktop', 'fr'], ['phone', 'en']] as [ViewportName, Language][]) {
  test(`the admin's screens at ${viewport} in ${language}`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await signInThroughApi(page.request, 'admin@demo.test');
    const failures = watchFailures(page);
    for (const path of ['/admin', '/admin/clients', '/admin/announcements', '/admin/billing', '/admin/services']) await expectWellShown(page, path, language, failures);
  });
}
