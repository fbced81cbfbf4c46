import { expect, test, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { callApi, projectIdOf } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/**
 * Issue #12.8: a product's variant rows carry one menu each (named after the variant) instead of three long
 * buttons and a bare ✎; several sizes or colours are added at once after creation; a colour typed twice is said.
 * At the users' two viewports: the table must hold on a phone as on a desktop.
 */
const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

async function tourWithTshirt(page: Page, label: string): Promise<{ productTitle: string }> {
  const manager = await createVerifiedManager(page.request, `variants-${label}`);
  const tourName = `Tournée variantes ${label} ${Date.now()}`;
  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  await page.getByRole('button', { name: 'Nouvelle tournée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
  await dialog.getByLabel('Nom de la tournée').fill(tourName);
  await dialog.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();
  const projectId = projectIdOf(page);
  const productTitle = `T-shirt ${label}`;
  const product = await callApi<{ id: string }>(page, 'POST', '/v1/products', {
    projectId,
    title: productTitle,
    category: 'merchandising',
    price: 2500,
    vat: 20,
    variantMatrix: { colors: ['Noir', 'Blanc'], sizes: ['S', 'M'] },
  });
  await page.goto(`/dashboard/projects/${projectId}/products/${product.id}`);
  await expect(page.getByRole('heading', { name: `Modifier « ${productTitle} »`, level: 1 })).toBeVisible();
  return { productTitle };
}

for (const { name, size } of viewports) {
  test(`variant rows: one named menu per row, several variants added at once, duplicates said (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await tourWithTshirt(page, name);
    const rows = page.getByTestId('variant-row');
    await expect(rows).toHaveCount(4);

    // No long buttons on each row: one menu button per row, named after its variant.
    await expect(page.getByRole('button', { name: /^Rendre « .* » par défaut$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Supprimer « / })).toHaveCount(0);
    for (const title of ['Noir / S', 'Noir / M', 'Blanc / S', 'Blanc / M']) {
      await expect(rows.filter({ hasText: title }).getByRole('button', { name: `Actions pour « ${title} »`, exact: true })).toBeVisible();
    }
    // On a phone the table scrolls sideways inside its box; the page itself does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByText('La variante par défaut ne peut pas être supprimée')).toHaveCount(1);
    await expectAccessible(page);

    // The default's menu offers editing only; another's offers to make it the default and to delete it.
    await page.getByRole('button', { name: 'Actions pour « Noir / S »' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Modifier']);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    // Escape gives the focus back to the menu's button once the menu has closed: wait for it, else the focus moved
    // below could be taken back by that restoration and Enter would open this menu again.
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Actions pour « Noir / S »' })).toBeFocused();

    const blancM = page.getByRole('button', { name: 'Actions pour « Blanc / M »' });
    await blancM.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem')).toHaveText(['Modifier', 'Rendre par défaut', 'Supprimer']);
    await page.getByRole('menuitem', { name: 'Rendre par défaut' }).click();
    await expect(page.getByText('« Blanc / M » est maintenant la variante par défaut.')).toBeVisible();
    await expect(rows.filter({ hasText: 'Blanc / M' })).toContainText('Par défaut');

    // Edit from the menu: the form takes the row's place and the focus.
    await page.getByRole('button', { name: 'Actions pour « Noir / M »' }).click();
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    const editForm = page.getByRole('form', { name: 'Modifier « Noir / M »' });
    await expect(editForm.getByLabel('Couleur')).toBeFocused();
    await editForm.getByLabel('Référence').fill(`TS-NM-${name}`);
    await editForm.getByRole('button', { name: 'Enregistrer la variante' }).click();
    await expect(page.getByText('Variante enregistrée.')).toBeVisible();
    await expect(rows.filter({ hasText: 'Noir / M' })).toContainText(`TS-NM-${name}`);

    // Delete from the menu, confirmed.
    await page.getByRole('button', { name: 'Actions pour « Noir / S »' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await page.getByRole('dialog', { name: 'Supprimer la variante « Noir / S » ?' }).getByRole('button', { name: 'Supprimer la variante' }).click();
    await expect(page.getByText('Variante supprimée.')).toBeVisible();
    await expect(rows).toHaveCount(3);

    // Several at once: the matrix comes prefilled with the product's values; a colour typed twice is said.
    await page.getByRole('button', { name: 'Ajouter des variantes' }).click();
    const adder = page.getByRole('dialog', { name: 'Ajouter des variantes' });
    await expect(adder.getByRole('checkbox', { name: 'S', exact: true })).toBeChecked();
    await expect(adder.getByRole('list', { name: 'Couleurs' }).getByRole('listitem')).toHaveText([/Noir/, /Blanc/]);
    const colour = adder.getByLabel('Couleur', { exact: true });
    await colour.fill(' noir ');
    await colour.press('Enter');
    await expect(adder.getByText('« Noir » est déjà dans la liste.')).toBeVisible();
    await expect(adder.getByRole('list', { name: 'Couleurs' }).getByRole('listitem')).toHaveCount(2);
    await colour.fill('Rouge');
    await colour.press('Enter');
    await adder.getByRole('checkbox', { name: 'XL', exact: true }).check();
    // 3 colours × 3 sizes = 9: Noir / M, Blanc / S and Blanc / M exist; Noir / S was deleted, so it is new again.
    await expect(adder.getByTestId('add-variants-count')).toHaveText('6 nouvelles variantes · 3 existent déjà');
    await expect(adder.getByTestId('existing-variant')).toHaveText([/^Noir \/ M/, /^Blanc \/ S/, /^Blanc \/ M/]);
    await expect(adder.getByTestId('new-variant').first()).toHaveText(/^Noir \/ S\s*nouvelle$/);
    await expectAccessible(page);
    await adder.getByRole('button', { name: 'Créer 6 variantes' }).click();
    await expect(page.getByText('6 variantes ajoutées.')).toBeVisible();
    await expect(adder).toBeHidden();
    await expect(rows).toHaveCount(9);
    await expect(rows.getByRole('rowheader')).toContainText(['Noir / S', 'Noir / M', 'Noir / XL', 'Blanc / S', 'Blanc / M', 'Blanc / XL', 'Rouge / S', 'Rouge / M', 'Rouge / XL']);
    await expectAccessible(page);

    // Opened again, nothing is new: it says so instead of sending anything.
    await page.getByRole('button', { name: 'Ajouter des variantes' }).click();
    await expect(adder.getByTestId('add-variants-count')).toHaveText('Aucune nouvelle variante · 9 existent déjà');
    await adder.getByRole('button', { name: 'Créer les variantes' }).click();
    await expect(adder.getByRole('alert')).toHaveText('Aucune combinaison nouvelle : cochez une autre taille ou ajoutez une autre valeur.');
    await adder.getByRole('button', { name: 'Annuler' }).click();
    await expect(rows).toHaveCount(9);
  });
}
