import { useId, type ReactNode } from 'react';

/** One part of the Stock tab (table, delivery, history, zones): a section named by its heading, with its intro. */
export function StockSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        {intro && <p className="text-slate-700">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
