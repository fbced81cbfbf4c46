import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollHint } from '@/components/ui/scroll-hint';

/** The row's box as a phone lays it out: jsdom lays out nothing, so its widths are given. */
function layOut(row: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: clientWidth });
}

function Row() {
  return (
    <div role="tablist" aria-label="Onglets de la tournée">
      <button type="button" role="tab">
        Dates
      </button>
    </div>
  );
}

describe('ScrollHint (issue #25: the tour’s tab row on a phone)', () => {
  it('marks the side where more of the row is hidden, and follows the row as it scrolls', () => {
    const { rerender } = render(
      <ScrollHint selector='[role="tablist"]'>
        <Row />
      </ScrollHint>,
    );
    // Nothing hidden (jsdom's zero widths): no hint.
    expect(screen.queryByTestId('scroll-hint-after')).toBeNull();
    const row = screen.getByRole('tablist');
    layOut(row, { scrollWidth: 620, clientWidth: 343 });
    fireEvent.scroll(row);
    expect(screen.getByTestId('scroll-hint-after').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('scroll-hint-before')).toBeNull();
    row.scrollLeft = 277;
    fireEvent.scroll(row);
    expect(screen.getByTestId('scroll-hint-before')).toBeTruthy();
    expect(screen.queryByTestId('scroll-hint-after')).toBeNull();
    rerender(
      <ScrollHint selector='[role="tablist"]'>
        <Row />
      </ScrollHint>,
    );
    // Never in the way: drawn over the row, it lets taps through.
    expect(screen.getByTestId('scroll-hint-before').className).toContain('pointer-events-none');
  });
});
