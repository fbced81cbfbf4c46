import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** jsdom lays nothing out: the widths a browser would measure are set by hand. */
function withWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollRegion', () => {
  it('is a named region in the tab order when its table is wider than the screen', () => {
    withWidths(900, 390);
    render(
      <ScrollRegion label="Ventes de la tournée">
        <table />
      </ScrollRegion>,
    );

    const region = screen.getByRole('region', { name: 'Ventes de la tournée' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('overflow-x-auto');
  });

  it('adds no tab stop when everything fits', () => {
    withWidths(800, 1440);
    const { container } = render(
      <ScrollRegion label="Ventes de la tournée">
        <table />
      </ScrollRegion>,
    );

    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.hasAttribute('tabindex')).toBe(false);
    // Not a scroll box either: a sticky table header inside then sticks to the page, not to this box.
    expect(container.firstElementChild?.className).toContain('overflow-x-visible');
    expect(container.firstElementChild?.className).not.toContain('overflow-x-auto');
  });
});
