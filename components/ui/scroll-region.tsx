import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

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
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} role={scrolls ? 'region' : undefined} aria-label={scrolls ? label : undefined} tabIndex={scrolls ? 0 : undefined} className={clsx('overflow-x-auto', className)}>
      {children}
    </div>
  );
}
