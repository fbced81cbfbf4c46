import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

/**
 * The walk of issue #12: the main screens of each kind of user, at the viewports they use, in both languages. On every
 * page: it names itself in the tab title, nothing spills sideways (the header, the tab rows, the page), no request
 * fails and nothing is logged as an error, no untranslated key shows, English pages carry no French date, and axe finds
 * no serious WCAG A/AA violation. Read-only: other journeys share the demo data.
 */

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1280, height: 800 },
  portrait: { width: 800, height: 1280 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type Language = 'fr' | 'en';

const RAW_KEY = /\b(events|products|projects|tours|stands|common|errors|accounts|auth|stock|orders|register|clients|announcements|transfers|services|subscriptions|invoices|shops|closing|receipts|reports|home)\.[a-z]+\.[a-zA-Z.]+/;
const FRENCH_DATE = /\b\d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b/i;

/** What went wrong in the browser while a page was shown: failed answers and console errors. */
export function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

/** Widths that exceed their box: the page, the header and every tab row (tabs scroll, they never wrap). */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    const header = document.querySelector('header');
    if (header && header.scrollWidth > header.clientWidth + 1) found.push(`header ${header.scrollWidth} > ${header.clientWidth}`);
    for (const tablist of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      const tops = new Set([...tablist.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.offsetTop));
      if (tops.size > 1) found.push(`tabs "${tablist.getAttribute('aria-label')}" wrap onto ${tops.size} rows`);
    }
    return found;
  });
}

/**
 * `axe: false` leaves out the accessibility check where the same markup is already checked at another viewport of the
 * same walk (see walk.spec.ts); every other check still runs.
 */
export async function expectWellShown(page: Page, path: string, language: Language, failures: string[], { axe = true }: { axe?: boolean } = {}): Promise<void> {
  const address = language === 'en' ? `/en${path}` : path;
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Soft: one run lists every fault of every page, not only the first.
  await expect.soft(page.locator('html')).toHaveAttribute('lang', language);
  await expect.soft(page, `${address} names itself`).not.toHaveTitle(/^MerchStand$/);
  const text = await page.locator('body').innerText();
  expect.soft(text.match(RAW_KEY)?.[0], `${address}: untranslated key`).toBeUndefined();
  if (language === 'en') expect.soft(text.match(FRENCH_DATE)?.[0], `${address}: French date in English`).toBeUndefined();
  expect.soft(await overflows(page), `${address}: overflow`).toEqual([]);
  expect.soft(failures.splice(0), `${address}: failures`).toEqual([]);
  if (axe) await expectAccessible(page);
}

interface DemoTour {
  projectId: string;
  eventId: string;
  productId: string;
}

export async function demoTour(page: Page, token: string): Promise<DemoTour> {
  const get = async <T,>(path: string): Promise<T> => (await (await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const projects = await get<{ data: { id: string; name: string }[] }>('/v1/projects?limit=100');
  const project = projects.data.find((candidate) => candidate.name === 'Tournée Démo 2026');
  if (!project) throw new Error('the demo tour is missing');
  const events = await get<{ data: { id: string }[] }>(`/v1/events?projectId=${project.id}`);
  const products = await get<{ data: { id: string }[] }>(`/v1/products?projectId=${project.id}`);
  return { projectId: project.id, eventId: events.data[0]!.id, productId: products.data[0]!.id };
}
