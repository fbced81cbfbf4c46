import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { eventMenuItems } from './support/event-actions';
import { signInThroughApi } from './support/sign-in';

/**
 * Issue #12, points 7 and 11, at the users' viewports: the stock table uses the page (nothing cut off on a desktop,
 * its header row in view while the page scrolls, stands in the order of the dates) and the event page has one
 * primary action, the others in one menu, and one date format. It only reads the demo tour, which others share.
 */
/*
 * axe runs at the desktop and the phone: the two tablets render the desktop's markup, but for the scroll regions the
 * phone has too (compared page by page for the office's walk, which holds both of these pages: see walk.spec.ts).
 */
const VIEWPORTS = [
  { name: 'desktop 1440×900', width: 1440, height: 900, fits: true, axe: true },
  { name: 'tablet 1280×800', width: 1280, height: 800, fits: true, axe: false },
  { name: 'tablet 800×1280', width: 800, height: 1280, fits: false, axe: false },
  { name: 'phone 390×844', width: 390, height: 844, fits: false, axe: true },
];

/** The demo manager, signed in, terms accepted (their modals have their own journey); the demo tour and its dates. */
async function demoManager(page: Page): Promise<{ projectId: string; eventIds: Record<string, string> }> {
  const token = await signInThroughApi(page.request, 'manager@demo.test', 'client');
  const headers = { authorization: `Bearer ${token}` };
  await page.request.patch('/api/v1/users/me', { headers, data: { eventAgreementVersion: '2024-09-16', teamAgreementVersion: '2024-09-16' } });
  const projects = (await (await page.request.get('/api/v1/projects?limit=100', { headers })).json()) as { data: { id: string; name: string }[] };
  const projectId = projects.data.find((project) => project.name === 'Tournée Démo 2026')!.id;
  const events = (await (await page.request.get(`/api/v1/events?projectId=${projectId}&limit=100`, { headers })).json()) as { data: { id: string; name: string }[] };
  return { projectId, eventIds: Object.fromEntries(events.data.map((event) => [event.name.split(' – ')[0]!, event.id])) };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

for (const viewport of VIEWPORTS) {
  test(`the stock table uses the page, its stands in the order of the dates (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { projectId } = await demoManager(page);
    await page.goto(`/dashboard/projects/${projectId}?tab=stock`);
    const stock = page.getByRole('tabpanel', { name: 'Stock' });
    const table = stock.getByRole('table', { name: 'Stock par variante et par lieu' });
    // The page opens straight on the tab: the tour, then the stock panel's code, then the matrix. Under CI's two workers
    // that took more than the default 10 s (it takes 2–3 s alone).
    await expect(table.getByRole('row')).not.toHaveCount(0, { timeout: 30_000 });

    // Warehouse first, then the stands by their date (Lille a month ago, Nantes today, Lyon next month), then name;
    // today's online shop last.
    await expect(table.getByRole('columnheader')).toHaveText([
      'Produit et variante',
      'Entrepôt',
      'Stand balconLille – L’Aéronef',
      'Stand principalLille – L’Aéronef',
      'Stand balconNantes – Le Zénith',
      'Stand principalNantes – Le Zénith',
      'Stand balconLyon – La Halle Tony Garnier',
      'Stand principalLyon – La Halle Tony Garnier',
      'Boutique en ligneNantes – Le Zénith',
      'Total',
      'En transit',
    ]);
    const header = table.getByRole('columnheader', { name: 'Produit et variante' });
    const inTransit = table.getByRole('columnheader', { name: 'En transit' });

    if (viewport.fits) {
      // Every column in sight, in no box of its own: no sideways scroll, nothing cut off on the right.
      await expect(stock.getByRole('region', { name: 'Stock par variante et par lieu' })).toHaveCount(0);
      expect((await box(inTransit)).x + (await box(inTransit)).width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The page scrolls, not a box: down the table, its header row stays at the top of the window.
      const tableTop = (await box(table)).y;
      await page.evaluate((y) => window.scrollTo(0, y), tableTop + 400);
      await expect.poll(async () => Math.round((await box(header)).y)).toBe(0);
      await expect(inTransit).toBeInViewport();
      // At its end, the page stops with the table: no blank space to scroll into below it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(stock.getByTestId('matrix-totals')).toBeInViewport();
      const below = await page.evaluate(() => document.documentElement.scrollHeight - (document.querySelector('[data-testid="stock-matrix"]')!.getBoundingClientRect().bottom + window.scrollY));
      expect(below).toBeLessThan(120);
    } else {
      // Too wide for the screen: it scrolls sideways in a named, focusable region, its first column kept in view.
      const region = stock.getByRole('region', { name: 'Stock par variante et par lieu' });
      await expect(region).toHaveAttribute('tabindex', '0');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // On a phone the filters come first: bring the header row up, then scroll the table to its last column.
      await header.scrollIntoViewIfNeeded();
      const regionLeft = (await box(region)).x;
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(inTransit).toBeInViewport();
      await expect.poll(async () => Math.round((await box(header)).x - regionLeft)).toBeLessThanOrEqual(1);
    }
    if (viewport.axe) await expectAccessible(page);
  });

  test(`the event page has one primary action, the others in one menu, and one date format (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { projectId, eventIds } = await demoManager(page);

    // Started (Nantes, today): its sales lead; the closing waits in the menu.
    await page.goto(`/dashboard/event/projects/${projectId}/tour/${eventIds.Nantes}`);
    await expect(page.getByRole('heading', { name: 'Nantes – Le Zénith', level: 1 })).toBeVisible({ timeout: 30_000 });
    const actions = page.getByRole('group', { name: 'Actions sur l’événement' });
    await expect(actions.getByRole('link')).toHaveText(['Voir les ventes']);
    await expect(actions.getByRole('button')).toHaveCount(1);
    await expect(actions.getByRole('button', { name: 'Autres actions' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Voir les ventes' })).toBeInViewport();
    await expect(actions.getByRole('button', { name: 'Autres actions' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // Every date of the page written out the same way: long dates, never "09/10/2026".
    const main = page.locator('main');
    await expect(main).toContainText('dernière lecture');
    await expect(main).not.toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByRole('region', { name: 'Représentations' }).getByRole('listitem').first()).toHaveText(/\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}/u);
    if (viewport.axe) await expectAccessible(page);

    expect(await eventMenuItems(page)).toEqual(['Modifier la date', 'Envoyer du stock aux stands', 'Clôturer l’événement', 'Dupliquer', 'Annuler l’événement']);
    await page.getByRole('button', { name: 'Autres actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Annuler l’événement' })).toBeVisible();
    if (viewport.axe) await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Autres actions' })).toBeFocused();

    // The primary action: the tour's sales, filtered on this date.
    await actions.getByRole('link', { name: 'Voir les ventes' }).click();
    await expect(page.getByRole('tab', { name: 'Ventes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Ventes' }).getByLabel('Date', { exact: true }).locator('option:checked')).toHaveText('Nantes – Le Zénith');

    // Set up and still to come (Lyon): starting it is the primary action.
    await page.goto(`/dashboard/event/projects/${projectId}/tour/${eventIds.Lyon}`);
    await expect(page.getByRole('heading', { name: 'Lyon – La Halle Tony Garnier', level: 1 })).toBeVisible();
    await expect(actions.getByRole('link')).toHaveCount(0);
    await expect(actions.getByRole('button')).toHaveText(['Démarrer', /^Autres actions/]);
    expect(await eventMenuItems(page)).toEqual(['Modifier la date', 'Envoyer du stock aux stands', 'Dupliquer', 'Annuler l’événement', 'Supprimer']);
    if (viewport.axe) await expectAccessible(page);
  });
}
