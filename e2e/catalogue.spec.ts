import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { tinyPng } from './support/png';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

test('a manager adds a T-shirt with 3 colours × 4 sizes and an image to a tour’s catalogue', async ({ page, request }) => {
  const owner = await createVerifiedManager(request, 'catalogue-owner');
  const tourName = `Tournée catalogue ${Date.now()}`;
  const productTitle = 'T-shirt Tournée 2027';

  await page.goto('/dashboard/projects');
  await signInAs(page, owner.email, owner.password);
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Tournées', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle tournée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
  await dialog.getByLabel('Nom de la tournée').fill(tourName);
  await dialog.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await expect(page.getByText('Aucun produit pour l’instant. Créez le premier')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await expect(page.getByRole('heading', { name: 'Nouveau produit', level: 1 })).toBeVisible();
  await page.getByLabel('Titre *').fill(productTitle);
  await page.getByLabel('Référence').fill('TS-2027');
  await page.getByLabel('Prix TTC (€) *').fill('25,90');
  await page.getByLabel('Vendu en ligne').check();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'tshirt.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Image envoyée.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Aperçu de l’image du produit' })).toBeVisible();

  // Sizes ticked out of order come back in the spec's order; colours are typed, Enter or "Ajouter la couleur".
  for (const size of ['XL', 'S', 'L', 'M']) await page.getByRole('checkbox', { name: size, exact: true }).check();
  const color = page.getByLabel('Couleur', { exact: true });
  await color.fill('Noir');
  await color.press('Enter');
  await color.fill('Blanc');
  await color.press('Enter');
  await color.fill('Rouge');
  await page.getByRole('button', { name: 'Ajouter la couleur' }).click();
  await color.fill('Vert');
  await color.press('Enter');
  await page.getByRole('button', { name: 'Retirer la couleur Vert' }).click();

  const preview = page.getByTestId('matrix-preview');
  await expect(page.getByTestId('matrix-count')).toHaveText('12 variantes');
  await expect(preview.getByRole('columnheader')).toHaveText(['Couleur', 'S', 'M', 'L', 'XL']);
  await expect(preview.getByRole('rowheader')).toHaveText(['Noir', 'Blanc', 'Rouge']);
  await expect(preview.getByTestId('matrix-variant')).toHaveCount(12);
  await expect(preview.getByTestId('matrix-variant').first()).toHaveText('Noir / S (par défaut)');
  await expect(preview.getByTestId('matrix-variant').nth(3)).toHaveText('Noir / XL');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page.getByText('Produit créé.')).toBeVisible();
  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Catalogue' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('product-card').filter({ hasText: productTitle });
  await expect(card).toContainText('12 variantes');
  await expect(card).toContainText(/25,90\s€/);
  await expect(card).toContainText('Réf. TS-2027');
  await expect(card).toContainText('En ligne');
  const thumbnail = card.getByRole('img', { name: `Photo du produit ${productTitle}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
  await expectAccessible(page);

  // The product's page lists its 12 variants, sizes in order within each colour; the default cannot be deleted.
  await card.getByRole('link', { name: productTitle }).click();
  await expect(page.getByRole('heading', { name: `Modifier « ${productTitle} »`, level: 1 })).toBeVisible();
  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(12);
  await expect(rows.getByRole('rowheader').first()).toContainText('Noir / S');
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Noir / M');
  await expect(rows.nth(4).getByRole('rowheader')).toHaveText('Blanc / S');
  await expect(rows.first()).toContainText('Par défaut');
  await expect(page.getByText('La variante par défaut ne peut pas être supprimée')).toBeVisible();
  await expectAccessible(page);

  // One variant added with its own price goes after the XL of its colour; one edited in place; one deleted.
  const addForm = page.getByRole('form', { name: 'Nouvelle variante' });
  await addForm.getByLabel('Couleur').fill('Noir');
  await addForm.getByLabel('Taille').selectOption('XXL');
  await addForm.getByLabel('Prix TTC').fill('29.90');
  await addForm.getByRole('button', { name: 'Ajouter une variante' }).click();
  await expect(page.getByText('Variante ajoutée.')).toBeVisible();
  await expect(rows).toHaveCount(13);
  await expect(rows.nth(4).getByRole('rowheader')).toHaveText('Noir / XXL');
  await expect(rows.nth(4)).toContainText(/29,90\s€/);

  await page.getByRole('button', { name: 'Actions pour « Blanc / S »' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const editForm = page.getByRole('form', { name: 'Modifier « Blanc / S »' });
  await editForm.getByLabel('Référence').fill('TS-2027-BS');
  await editForm.getByRole('button', { name: 'Enregistrer la variante' }).click();
  await expect(page.getByText('Variante enregistrée.')).toBeVisible();
  await expect(rows.filter({ hasText: 'Blanc / S' })).toContainText('TS-2027-BS');

  await page.getByRole('button', { name: 'Actions pour « Rouge / XL »' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: 'Supprimer la variante « Rouge / XL » ?' }).getByRole('button', { name: 'Supprimer la variante' }).click();
  await expect(page.getByText('Variante supprimée.')).toBeVisible();
  await expect(rows).toHaveCount(12);
  await expectAccessible(page);
});
