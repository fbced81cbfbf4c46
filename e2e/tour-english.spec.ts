import { expect, test, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { tinyPng } from './support/png';
import { acceptSellerInvitationWithNewAccount } from './support/sellers';
import { acceptTermsIfAsked } from './support/terms';
import { eventMenuItems } from './support/event-actions';

// next-intl shows a message it cannot find as its dotted key ("events.funnel.xyz") and logs MISSING_MESSAGE.
const RAW_KEY = /\b(events|products|projects|tours|stands|common|errors|accounts|auth)\.[a-z]+\.[a-zA-Z.]+/;

/** The English page has no untranslated key, and is accessible. */
async function expectEnglishPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/en\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('body')).not.toHaveText(RAW_KEY, { useInnerText: true });
  await expectAccessible(page);
}

test('in English, a manager creates a tour, a date through the whole funnel and a product with sizes × colours and an image', async ({ page, request }) => {
  test.setTimeout(150_000);
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });
  const manager = await createVerifiedManager(request, 'english-manager');
  const tourName = `Summer tour ${Date.now()}`;
  const eventName = 'Brussels – Ancienne Belgique';
  const productTitle = 'Summer tour hoodie';
  const sellerEmail = `english-seller-${Date.now()}@test.local`;

  await page.goto('/en/dashboard/projects');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectEnglishPage(page);
  await page.getByLabel('E-mail address').fill(manager.email);
  await page.getByLabel('Password').fill(manager.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Tours', level: 1 })).toBeVisible();
  await expect(page.getByText('No tour yet. Create the first one to add your dates.')).toBeVisible();
  await expectEnglishPage(page);

  await page.getByRole('button', { name: 'New tour' }).click();
  const tourDialog = page.getByRole('dialog', { name: 'New tour' });
  await tourDialog.getByLabel('Tour name').fill(tourName);
  await tourDialog.getByLabel('Start date').fill('2027-06-01');
  await tourDialog.getByLabel('End date').fill('2027-05-01');
  await tourDialog.getByRole('button', { name: 'Create the tour' }).click();
  await expect(tourDialog.getByText('The end date must follow the start date')).toBeVisible();
  await expectEnglishPage(page);
  await tourDialog.getByLabel('End date').fill('2027-08-31');
  await tourDialog.getByRole('button', { name: 'Create the tour' }).click();
  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();
  await expect(page.getByText('Your role: Owner')).toBeVisible();

  await page.getByRole('tab', { name: 'Sellers' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(sellerEmail);
  await page.getByLabel('First name').fill('Ines');
  await page.getByRole('button', { name: 'Invite the seller' }).click();
  await expect(page.getByText(`Invitation sent to ${sellerEmail}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invited sellers' }).getByRole('row').filter({ hasText: sellerEmail })).toContainText('until');
  await expectEnglishPage(page);
  await acceptSellerInvitationWithNewAccount(request, sellerEmail);

  await page.getByRole('tab', { name: 'Dates' }).click();
  await expect(page.getByText('No dates yet. Add the first one to set up your stands.')).toBeVisible();
  await expectEnglishPage(page);
  await page.getByRole('link', { name: 'Add a date' }).click();

  // Step 1: details, with the browser's checks in English.
  await expect(page.getByRole('heading', { name: 'New date', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Some fields need fixing.')).toBeVisible();
  await expect(page.getByText('The name must be 2 to 200 characters long')).toBeVisible();
  await expect(page.getByText('Enter the city')).toBeVisible();
  await expectEnglishPage(page);
  await page.getByLabel('Event name').fill(eventName);
  await page.getByLabel('Venue', { exact: true }).fill('Ancienne Belgique');
  await page.getByLabel('Address').fill('Boulevard Anspach 110');
  await page.getByLabel('Postcode').fill('1000');
  await page.getByLabel('City').fill('Brussels');
  await page.getByLabel('Country').selectOption({ label: 'Belgium' });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: a room and two performances.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Dates and performances' })).toBeVisible();
  await expect(page.getByText('No room or stage: performances take place at the venue itself.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a room or stage' }).click();
  await page.getByLabel('Room or stage name', { exact: true }).fill('Main hall');
  await page.getByLabel('Capacity (optional)').fill('2000');
  await page.getByLabel('Date and time of performance 1').fill('2027-07-03T20:00');
  await page.getByLabel('Room or stage of performance 1').selectOption('Main hall');
  await page.getByRole('button', { name: 'Add a performance' }).click();
  await page.getByLabel('Date and time of performance 2').fill('2027-07-04T19:30');
  await expectEnglishPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: a stand is required, then added.
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Stands' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Add at least one stand before continuing')).toBeVisible();
  await page.getByLabel('Stand name').fill('Foyer');
  await page.getByLabel('Change fund (€)').fill('150.50');
  await page.getByRole('checkbox', { name: /Ines/ }).check();
  await page.getByRole('button', { name: 'Add this stand' }).click();
  await expect(page.getByText('Stand “Foyer” added.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Event stands' }).getByRole('listitem').filter({ hasText: 'Foyer' })).toContainText('Cash accepted');
  await expectEnglishPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: an agent's commission, then the set-up is finished.
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Commissions' })).toBeVisible();
  await page.getByRole('radio', { name: 'Agent commission' }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('This rate is required for this commission type').first()).toBeVisible();
  await page.getByLabel('Agent commission rate (%)').fill('8');
  await page.getByLabel('VAT on the agent commission (%)').fill('20');
  await expectEnglishPage(page);
  await page.getByRole('button', { name: 'Finish' }).click();

  // The event page, in English; it is started.
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(page.getByText('Event ready to start.')).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Performances' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Foyer/ })).toContainText('Ines');
  await expect(page.getByRole('row', { name: /Foyer/ })).toContainText('Closed');
  await expect(page.getByRole('region', { name: 'Commissions' })).toContainText('Agent commission');
  expect(await eventMenuItems(page, 'More actions')).toContain('Edit the date');
  await expectEnglishPage(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Event started.')).toBeVisible();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await expectEnglishPage(page);

  // The catalogue: a hoodie in 3 sizes × 2 colours, with a picture.
  await page.getByRole('link', { name: `Back to the tour “${tourName}”` }).click();
  await expect(page.getByRole('link', { name: eventName })).toBeVisible();
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await expect(page.getByText('No products yet. Create the first one to put it on sale.')).toBeVisible();
  await expectEnglishPage(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByText('Enter a title (200 characters at most)')).toBeVisible();
  await page.getByLabel('Title *').fill(productTitle);
  await page.getByLabel('Category *').selectOption({ label: 'Merchandising' });
  await page.getByLabel('Reference').fill('HD-SUMMER');
  await page.getByLabel('Price incl. VAT (€) *').fill('49.90');
  await page.getByLabel('Sold online').check();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'hoodie.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Image uploaded.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
  for (const size of ['S', 'M', 'L']) await page.getByRole('checkbox', { name: size, exact: true }).check();
  const colour = page.getByLabel('Colour', { exact: true });
  await colour.fill('Black');
  await colour.press('Enter');
  await colour.fill('Sand');
  await page.getByRole('button', { name: 'Add the colour' }).click();
  await expect(page.getByRole('button', { name: 'Remove the colour Sand' })).toBeVisible();
  await expect(page.getByTestId('matrix-count')).toHaveText('6 variants');
  await expect(page.getByTestId('matrix-preview').getByRole('columnheader')).toHaveText(['Colour', 'S', 'M', 'L']);
  await expect(page.getByTestId('matrix-variant').first()).toHaveText('Black / S (default)');
  await expectEnglishPage(page);
  await page.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByText('Product created.')).toBeVisible();
  const card = page.getByTestId('product-card').filter({ hasText: productTitle });
  await expect(card).toContainText('6 variants');
  await expect(card).toContainText('Ref. HD-SUMMER');
  await expect(card).toContainText('Online');
  await expect(card).toContainText('Available');
  await expect(card.getByRole('img', { name: `Picture of the product ${productTitle}` })).toBeVisible();
  await expectEnglishPage(page);

  // Its page: the variants, one of them given a material in place.
  await card.getByRole('link', { name: productTitle }).click();
  await expect(page.getByRole('heading', { name: `Edit “${productTitle}”`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('variant-row')).toHaveCount(6);
  await expect(page.getByTestId('variant-row').first()).toContainText('Default');
  await expect(page.getByText('The default variant cannot be deleted')).toBeVisible();
  await expectEnglishPage(page);
  await page.getByRole('button', { name: 'Actions for “Sand / M”' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editForm = page.getByRole('form', { name: 'Edit “Sand / M”' });
  await editForm.getByLabel('Material').fill('Organic cotton');
  await editForm.getByRole('button', { name: 'Save the variant' }).click();
  await expect(page.getByText('Variant saved.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Material · style' })).toBeVisible();
  await expect(page.getByTestId('variant-row').filter({ hasText: 'Sand / M' })).toContainText('Organic cotton');
  await expectEnglishPage(page);

  expect(missing).toEqual([]);
});
