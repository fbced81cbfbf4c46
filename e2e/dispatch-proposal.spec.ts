import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

const TOUR = 'Tournée Démo 2026';
const LYON = 'Lyon – La Halle Tony Garnier';

/** The dispatch table's quantity boxes, one per variant and stand (its two stands: « Stand principal », « Stand balcon »). */
const quantityInputs = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });
const filledIndexes = (inputs: Locator) => inputs.evaluateAll((boxes) => boxes.flatMap((box, index) => ((box as HTMLInputElement).value !== '' ? [index] : [])));

// Issue #29, what to send next: the demo manager reads the next date in the report, follows its link to the dispatch
// screen, which proposes its plan from the tour's sales by itself, and adjusts it; in English on a tablet, the same
// screen proposed by hand. Nothing is sent: the demo warehouse's levels are read by other journeys (stock table,
// report), which run beside this one.
test('the demo manager opens the next date’s dispatch from the report, proposed from sales, and adjusts it', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/projects');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);
  await page.getByRole('link', { name: TOUR }).click();
  await expect(page.getByRole('heading', { name: TOUR, level: 1 })).toBeVisible({ timeout: 30_000 });

  // The report names Lyon as the next date, its heads from its room's capacity filled as at the dates sold.
  await page.getByRole('tab', { name: 'Rapport' }).click();
  const next = page.getByRole('region', { name: 'À envoyer ensuite' });
  await expect(next).toContainText(`Prochaine date : ${LYON}, `, { timeout: 30_000 });
  await expect(next).toContainText(/[\d\s\u202f]+ spectateurs attendus \(jauge remplie comme aux dates passées\)/);
  await expect(next.getByRole('heading', { name: 'Ruptures à prévoir à l’entrepôt' })).toBeVisible();
  await expectAccessible(page);

  // Its link opens Lyon's dispatch screen, which proposes by itself: the plan is filled, the basis said.
  await next.getByRole('link', { name: `Préparer l’envoi pour ${LYON}` }).click();
  await expect(page).toHaveURL(/\/tour\/[^/]+\/dispatch\?propose=1$/);
  await expect(page.getByRole('heading', { name: `Plan d’envoi – ${LYON}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Source').locator('option:checked')).toHaveText('Entrepôt');
  const basis = page.locator('p[aria-live="polite"]').filter({ hasText: /^D’après / });
  await expect(basis).toContainText(/^D’après \d+ dates? vendues? \(.+\) · .+ · marge de 20,00\s%/, { timeout: 30_000 });
  const inputs = quantityInputs(page, /^Quantité de .+ pour Stand (principal|balcon)$/);
  await expect.poll(async () => (await filledIndexes(inputs)).length).toBeGreaterThan(0);
  const summary = page.getByText(/^\d+ transferts? · /);
  await expect(summary).toBeVisible();
  // Where the warehouse runs short, the proposal shares what it holds: no row asks for more than the source has.
  await expect(page.getByText(/^Manque \d+ unités?$/)).toHaveCount(0);

  // The manager takes one unit off a proposed quantity: the plan's total follows. The plan is not sent.
  const before = await summary.innerText();
  const box = inputs.nth((await filledIndexes(inputs))[0]!);
  const proposed = Number(await box.inputValue());
  await box.fill(String(proposed - 1));
  await expect(box).toHaveValue(String(proposed - 1));
  await expect(summary).not.toHaveText(before);
  await expectAccessible(page);
  const dispatchPath = new URL(page.url()).pathname;
  const projectId = /\/projects\/([^/]+)\/tour\//.exec(dispatchPath)![1];

  // In English on a tablet: the report's next date written in English, then the same screen, fresh, proposed by hand.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/en/dashboard/projects/${projectId}?tab=report`);
  await expect(page.getByRole('region', { name: 'What to send next' })).toContainText(new RegExp(`Next date: ${LYON}, \\d{1,2} [A-Z][a-z]+ \\d{4}`), { timeout: 30_000 });
  await expect(page.getByRole('link', { name: `Prepare the dispatch for ${LYON}` })).toHaveAttribute('href', `/en${dispatchPath}?propose=1`);
  await page.goto(`/en${dispatchPath}`);
  await expect(page.getByRole('heading', { name: `Dispatch plan – ${LYON}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  const englishInputs = quantityInputs(page, /^Quantity of .+ for Stand (principal|balcon)$/);
  await expect(englishInputs.first()).toBeVisible();
  expect(await filledIndexes(englishInputs)).toEqual([]);
  await page.getByRole('button', { name: 'Propose from sales' }).click();
  await expect(page.locator('p[aria-live="polite"]').filter({ hasText: /^From / })).toContainText(/^From \d+ dates? sold \(.+\) · .+ · 20,00\s% margin/, { timeout: 30_000 });
  await expect.poll(async () => (await filledIndexes(englishInputs)).length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Propose from sales' })).toBeEnabled();
  await expectAccessible(page);
});
