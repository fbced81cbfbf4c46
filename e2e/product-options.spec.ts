import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

test('a product made without options gets sizes × a colour × materials from its page, then a style on one variant', async ({ page, request }) => {
  const manager = await createVerifiedManager(request, 'options-manager');
  const tourName = `Tournée options ${Date.now()}`;
  const productTitle = 'Tote bag Tournée';

  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  await page.getByRole('button', { name: 'Nouvelle tournée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
  await dialog.getByLabel('Nom de la tournée').fill(tourName);
  await dialog.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();

  // A product with its default variant only: no size, no colour.
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await page.getByLabel('Titre *').fill(productTitle);
  await page.getByLabel('Prix TTC (€) *').fill('15');
  await expect(page.getByTestId('matrix-count')).toHaveText('1 variante');
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page.getByText('Produit créé.')).toBeVisible();
  const card = page.getByTestId('product-card').filter({ hasText: productTitle });
  await expect(card).toContainText('1 variante');

  // Its page still offers the matrix, with its own introduction.
  await card.getByRole('link', { name: productTitle }).click();
  await expect(page.getByRole('heading', { name: `Modifier « ${productTitle} »`, level: 1 })).toBeVisible();
  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toContainText(productTitle);
  await expect(page.getByRole('columnheader', { name: 'Matière · style' })).toHaveCount(0);
  const matrix = page.getByRole('region', { name: 'Variantes' }).filter({ hasText: 'Ce produit n’a encore que sa variante par défaut' });
  await expect(matrix).toContainText('Ce produit n’a encore que sa variante par défaut : générez ses variantes en cochant les tailles et en ajoutant les couleurs.');
  await expectAccessible(page);

  // 2 sizes × 1 colour × 2 materials = 4 variants, listed in the preview.
  await matrix.getByRole('checkbox', { name: 'M', exact: true }).check();
  await matrix.getByRole('checkbox', { name: 'S', exact: true }).check();
  await matrix.getByLabel('Couleur', { exact: true }).fill('Écru');
  await matrix.getByRole('button', { name: 'Ajouter la couleur' }).click();
  const material = matrix.getByLabel('Matière', { exact: true });
  await material.fill('Coton bio');
  await matrix.getByRole('button', { name: 'Ajouter la matière' }).click();
  await material.fill('Lin');
  await material.press('Enter');
  await expect(matrix.getByRole('list', { name: 'Matières' }).getByRole('listitem')).toContainText(['Coton bio', 'Lin']);
  await expect(matrix.getByRole('button', { name: 'Retirer la matière Lin' })).toBeVisible();
  await expect(matrix.getByTestId('matrix-count')).toHaveText('4 variantes');
  await expect(matrix.getByTestId('matrix-variant')).toHaveText(['Écru / S / Coton bio (par défaut)', 'Écru / S / Lin', 'Écru / M / Coton bio', 'Écru / M / Lin']);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Produit enregistré.')).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.getByRole('rowheader')).toContainText(['Écru / S / Coton bio', 'Écru / S / Lin', 'Écru / M / Coton bio', 'Écru / M / Lin']);
  await expect(rows.first()).toContainText('Par défaut');
  await expect(page.getByRole('columnheader', { name: 'Matière · style' })).toBeVisible();
  await expect(rows.nth(1)).toContainText('Lin');
  // With variants of its own, the product no longer offers the matrix.
  await expect(page.getByText('Ce produit n’a encore que sa variante par défaut')).toHaveCount(0);
  await expectAccessible(page);

  // A style given to one variant, in place.
  await page.getByRole('button', { name: 'Actions pour « Écru / M / Lin »' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const editForm = page.getByRole('form', { name: 'Modifier « Écru / M / Lin »' });
  await expect(editForm.getByLabel('Matière')).toHaveValue('Lin');
  await editForm.getByLabel('Style').fill('Anses longues');
  await expectAccessible(page);
  await editForm.getByRole('button', { name: 'Enregistrer la variante' }).click();
  await expect(page.getByText('Variante enregistrée.')).toBeVisible();
  const styled = rows.filter({ hasText: 'Anses longues' });
  await expect(styled).toHaveCount(1);
  await expect(styled).toContainText('Lin · Anses longues');
  // Its title was made from its options, so it follows them.
  await expect(styled.getByRole('rowheader')).toHaveText('Écru / M / Lin / Anses longues');
  await expect(rows).toHaveCount(4);

  // Read again from the server, the style is still there.
  await page.reload();
  await expect(rows.filter({ hasText: 'Lin · Anses longues' })).toHaveCount(1);
});
