import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface ScrollHintProps {
  /** The row inside `children` that scrolls sideways (the tabs' `[role="tablist"]`): its own component stays as it is. */
  selector: string;
  children: ReactNode;
}

interface Hidden {
  before: boolean;
  after: boolean;
  top: number;
  height: number;
}

const edge = 'pointer-events-none absolute flex w-10 items-center text-xl font-semibold text-slate-700';

/**
 * Says that a row scrolls sideways (issue #25: on a phone the tour's tabs ran off the screen, and nothing said more
 * were there): where more is hidden, that side fades out under an arrow. Only drawn, never in the way: taps and the
 * keyboard reach the row as before (the tabs' arrow keys bring a hidden tab into view).
 */
export function ScrollHint({ selector, children }: ScrollHintProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ before: false, after: false, top: 0, height: 0 });

  useLayoutEffect(() => {
    const row = ref.current?.querySelector<HTMLElement>(selector);
    if (!row) return;
    const measure = () => {
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setHidden((last) => (last.before === before && last.after === after && last.top === row.offsetTop && last.height === row.offsetHeight ? last : { before, after, top: row.offsetTop, height: row.offsetHeight }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [selector]);

  const place = { top: hidden.top, height: hidden.height };
  return (
    <div ref={ref} className="relative">
      {children}
      {hidden.before && (
        <span aria-hidden="true" data-testid="scroll-hint-before" style={place} className={clsx(edge, 'left-0 justify-start bg-gradient-to-r from-white via-white/80 to-transparent')}>
          ‹
        </span>
      )}
      {hidden.after && (
        <span aria-hidden="true" data-testid="scroll-hint-after" style={place} className={clsx(edge, 'right-0 justify-end bg-gradient-to-l from-white via-white/80 to-transparent')}>
          ›
        </span>
      )}
    </div>
  );
}
