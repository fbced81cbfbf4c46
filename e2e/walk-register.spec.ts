import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support/sign-in';
import { expectWellShown, VIEWPORTS, watchFailures, type Language, type ViewportName } from './support/walk';

// Opens the demo seller's register (the main stand first), whose state the register journey changes as it goes.
test.describe.configure({ lock: 'demo-main-stand' });

for (const [viewport, language] of [['tablet', 'fr'], ['portrait', 'en'], ['phone', 'fr']] as [ViewportName, Language][]) {
  test(`the seller's home and register at ${viewport} in ${language}`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await signInThroughApi(page.request, 'seller@demo.test', 'seller');
    const failures = watchFailures(page);
    await expectWellShown(page, '/sellers', language, failures);
    // Her first stand's register, whether the stand is open (the sale screen) or not yet (the opening count).
    const register = await page.locator('main a[href*="/stands/"]').first().getAttribute('href');
    expect(register).toBeTruthy();
    await expectWellShown(page, register!.replace(/^\/en\//, '/'), language, failures);
  });
}
