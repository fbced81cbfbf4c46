import { useId, type ReactNode } from 'react';

/** A titled white block of a billing screen, named by its heading for assistive technologies. */
export function BillingSection({ title, intro, headingLevel: Heading = 'h2', actions, children }: { title: string; intro?: string; headingLevel?: 'h2' | 'h3'; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {intro && <p className="text-slate-700">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
