import type { Page } from '@playwright/test';

/**
 * Closes every toast on the page with its own close button, as a person clears them before reaching what they
 * cover. Toasts sit in the top-right corner, over the page's header actions, and a hovered toast never leaves
 * (sonner pauses it, and a click that lands on it leaves the pointer there): a journey that clicks in that corner
 * clears them first instead of waiting on their timing.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const closeButtons = page.locator('[data-sonner-toast] [data-close-button]');
  // Bounded: a toast that cannot be closed shows as the click that follows failing, not as a journey that hangs.
  for (let attempt = 0; attempt < 10 && (await closeButtons.count()) > 0; attempt += 1) {
    // A toast may leave on its own between the count and the click: that is as good as closed.
    await closeButtons.first().click({ timeout: 2_000 }).catch(() => undefined);
  }
}
