import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface ScrollRegionProps {
  /** What the region holds, for screen readers ("Ventes de la tournée"); usually the caption of its table. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The box a wide table scrolls in sideways on a phone. When (and only when) its content is wider than the box, it is
 * a named region in the tab order, so that keyboard users can scroll it too (WCAG 2.1.1; axe
 * "scrollable-region-focusable"); a table that fits adds no useless tab stop.
 *
 * Only then is it a scroll box at all: any overflow but "visible" makes the box the scroll container of what is
 * sticky inside, so a table header made sticky would stick to this box (which never scrolls down) instead of to the
 * page. A table that fits thus keeps its header in view while the page scrolls; one too wide scrolls sideways with
 * its first column kept in view, and gives up the sticky header. Measured before paint, so a wide table never
 * overflows the page for a frame.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    // scrollWidth counts what overflows a box that does not scroll too, so the measure holds in both states.
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      data-scrolls={scrolls || undefined}
      // Relative: the screen-reader-only texts of its cells (absolutely placed) stay inside the box instead of widening the page.
      className={clsx('relative', scrolls ? 'overflow-x-auto' : 'overflow-x-visible', className)}
    >
      {children}
    </div>
  );
}
