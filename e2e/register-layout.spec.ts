import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

// Opens the demo seller's main stand if the register journey left it closed: never at the same time as that journey.
test.describe.configure({ lock: 'demo-main-stand' });

/** The tablet sizes of issue #25, in both orientations, and a phone. */
const SIZES = [
  { name: 'tablet landscape', width: 1280, height: 800 },
  { name: 'tablet portrait', width: 800, height: 1280 },
  { name: 'small tablet landscape', width: 1024, height: 768 },
  { name: 'small tablet portrait', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Every variant of a product with options that has units left, in one visit of its picker. */
async function addEveryVariant(page: Page, product: string) {
  await page.getByRole('button', { name: new RegExp(`^${product},`) }).click();
  const picker = page.getByRole('dialog', { name: `${product} : choisir` });
  const variants = picker.getByRole('button', { name: / – \d+ restants?/ });
  await expect(variants.first()).toBeVisible();
  for (const variant of await variants.all()) {
    if (await variant.isEnabled()) await variant.click();
  }
  await picker.getByRole('button', { name: 'Terminé' }).click();
  await expect(picker).toBeHidden();
}

/**
 * Where a control is, as a finger would find it without scrolling the page: wholly inside the window, the element
 * at its centre being the control itself (nothing covers it), and a page that does not scroll at all.
 */
async function placement(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const page = document.scrollingElement!;
    return {
      inside: box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth && box.height > 0,
      uncovered: atCentre !== null && (atCentre === element || element.contains(atCentre)),
      pageScrolls: page.scrollHeight > page.clientHeight + 1 || page.scrollTop > 0,
    };
  });
}

const onScreen = { inside: true, uncovered: true, pageScrolls: false };

test('the register keeps its basket and pay buttons on screen with a long basket, at every tablet size and on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES[0]);
  await page.goto('/sellers');
  await signInAs(page, 'seller@demo.test');
  await page.getByRole('region', { name: 'Mes stands' }).getByRole('link', { name: 'Ouvrir la caisse – Stand principal, Nantes – Le Zénith' }).click();
  await expect(page.getByRole('heading', { name: 'Stand principal – Nantes – Le Zénith', level: 1 })).toBeVisible();
  const openingCount = page.getByRole('checkbox', { name: /J’ai compté le fonds de caisse/ });
  await expect(openingCount.or(page.getByRole('tab', { name: 'Vente', exact: true }))).toBeVisible();
  if (await openingCount.isVisible()) {
    await openingCount.check();
    await page.getByRole('button', { name: 'Ouvrir le stand' }).click();
  }

  // A long basket: every size and colour of the T-shirt and the hoodie, and the accessories.
  await addEveryVariant(page, 'T-shirt Logo Tournée');
  await addEveryVariant(page, 'Sweat à capuche');
  for (const product of ['Casquette brodée', 'Tote bag', 'Bracelet tissé', 'Affiche dédicacée']) await page.getByRole('button', { name: new RegExp(`^${product},`) }).click();
  const basket = page.getByRole('region', { name: /Panier/ });
  const lines = basket.getByRole('group', { name: /lignes/i }).getByRole('listitem');
  expect(await lines.count()).toBeGreaterThanOrEqual(15);

  for (const size of SIZES) {
    await test.step(size.name, async () => {
      await page.setViewportSize(size);
      const cash = basket.getByRole('button', { name: 'Espèces' });
      const card = basket.getByRole('button', { name: 'Carte bancaire' });
      await expect(cash).toBeVisible();
      expect(await placement(cash), `${size.name}: Espèces`).toEqual(onScreen);
      expect(await placement(card), `${size.name}: Carte bancaire`).toEqual(onScreen);
      expect(await placement(basket.getByTestId('basket-total')), `${size.name}: total`).toEqual(onScreen);

      // The cash step: the amount given and "Encaisser" take the buttons' place, still on screen.
      await cash.click();
      await basket.getByRole('button', { name: 'Montant exact' }).click();
      const collect = basket.getByRole('button', { name: /^Encaisser / });
      await expect(collect).toBeEnabled();
      expect(await placement(collect), `${size.name}: Encaisser`).toEqual(onScreen);
      await basket.getByRole('button', { name: 'Retour' }).click();

      // The basket scrolls on its own: its last line can be brought into view while the pay buttons stay.
      await lines.last().scrollIntoViewIfNeeded();
      await expect(lines.last()).toBeInViewport();
      expect(await placement(card), `${size.name}: Carte bancaire after scrolling the basket`).toEqual(onScreen);
    });
  }
});
