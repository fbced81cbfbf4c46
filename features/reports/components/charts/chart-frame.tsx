import type { ReactNode } from 'react';

/**
 * A chart as a figure: its title, the drawing (an SVG read by screen readers as one image with its summary) and a
 * caption that points to the table beside it, which gives the same figures to those who cannot see the picture.
 */
export function ChartFrame({ title, summary, note, width, height, children }: { title: string; summary: string; note: string; width: number; height: number; children: ReactNode }) {
  return (
    <figure className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3">
      {/* As wide as the page allows, never wider than drawn: a heat map of three dates stays cell-sized. */}
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" style={{ maxWidth: width }} role="img" aria-label={`${title}. ${summary}`}>
        {children}
      </svg>
      <figcaption className="text-sm text-slate-700">{note}</figcaption>
    </figure>
  );
}

/** "14/07" from "2026-07-14": short enough for an axis, read the same in French and British English. */
export const shortDay = (day: string | null) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}` : '—');

/** The axes' text: slate-700 on white passes WCAG AA. */
export const axisText = { fill: '#334155', fontSize: 12, fontFamily: 'inherit' } as const;
