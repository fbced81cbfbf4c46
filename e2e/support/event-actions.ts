import type { Page } from '@playwright/test';

/** Toasts no longer sit over the page's title row, and clicks go through them: nothing to clear first (issue #25). */
async function openMenu(page: Page, menu: string): Promise<void> {
  await page.getByRole('button', { name: menu, exact: true }).click();
}

/**
 * The event page keeps one primary action in sight and the others in its "Autres actions" menu (issue #12.11):
 * opens the menu and chooses one. `menu` is the button's name in the page's language.
 */
export async function chooseEventAction(page: Page, name: string, menu = 'Autres actions'): Promise<void> {
  await openMenu(page, menu);
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The names in the event page's menu, read by opening it, then closed again with Escape. */
export async function eventMenuItems(page: Page, menu = 'Autres actions'): Promise<string[]> {
  await openMenu(page, menu);
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const names = await items.allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return names;
}
