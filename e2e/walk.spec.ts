import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support/sign-in';
import { demoTour, expectWellShown, VIEWPORTS, watchFailures, type Language, type ViewportName } from './support/walk';

// The office's screens only read the demo data: they need no lock, and the viewports run side by side in both workers.
test.describe.configure({ mode: 'parallel' });

const managerWalk: [ViewportName, Language][] = [
  // English is walked where space is short (tablet, phone): the desktop's room holds its shorter words.
  ['desktop', 'fr'],
  ['tablet', 'en'],
  ['portrait', 'fr'],
  ['phone', 'fr'],
  ['phone', 'en'],
];

for (const [viewport, language] of managerWalk) {
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
      await expectWellShown(page, path, language, failures);
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
