import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { canWriteTour, type ProjectView } from '@/features/projects';
import { LedgerHistory } from './ledger-history';
import { StockMatrix } from './stock-matrix';
import { SupplyForm } from './supply-form';
import { ZonesPanel } from './zones-panel';

type StockView = 'matrix' | 'supply' | 'history' | 'zones';

/**
 * A tour's Stock tab. Its sections (matrix, warehouse supply, ledger, zones) are chosen with buttons and kept in
 * the address (`?tab=stock&stock=history`); a section is loaded when first opened and then stays mounted, so that
 * quantities typed in the supply grid survive a look at the matrix.
 */
export function StockPanel({ project }: { project: ProjectView }) {
  const t = useTranslations('stock.panel');
  const router = useRouter();
  const headingId = useId();
  const writable = canWriteTour(project);
  const views: StockView[] = ['matrix', ...(writable ? (['supply'] as const) : []), 'history', ...(project.hasZones ? (['zones'] as const) : [])];
  const requested = typeof router.query.stock === 'string' ? router.query.stock : 'matrix';
  const selected: StockView = (views as string[]).includes(requested) ? (requested as StockView) : 'matrix';
  const [opened, setOpened] = useState<StockView[]>([]);
  const mounted = new Set<StockView>([...opened, selected]);

  function select(view: StockView) {
    setOpened((current) => [...new Set([...current, selected, view])]);
    void router.replace({ query: { ...router.query, tab: 'stock', stock: view } }, undefined, { shallow: true, scroll: false });
  }

  const sections: Record<StockView, ReactNode> = {
    matrix: <StockMatrix project={project} onSupply={writable ? () => select('supply') : undefined} />,
    supply: <SupplyForm project={project} onSupplied={() => select('matrix')} />,
    history: <LedgerHistory project={project} />,
    zones: <ZonesPanel project={project} writable={writable} />,
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {t('title')}
          </h2>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        <nav aria-label={t('transfersLabel')} className="flex flex-wrap gap-3">
          <Link href={`/dashboard/projects/${project.id}/transfers`} className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100">
            {t('transfers')}
          </Link>
          {writable && (
            <Link href={`/dashboard/projects/${project.id}/transfers/new`} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              {t('newTransfer')}
            </Link>
          )}
        </nav>
      </header>
      <nav aria-label={t('sections')}>
        <ul className="flex flex-wrap gap-2">
          {views.map((view) => (
            <li key={view}>
              <button
                type="button"
                aria-current={view === selected ? 'true' : undefined}
                onClick={() => select(view)}
                className={clsx(
                  'min-h-11 rounded-full border px-4 py-2 font-medium',
                  view === selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                )}
              >
                {t(view)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {views.map(
        (view) =>
          mounted.has(view) && (
            <div key={view} hidden={view !== selected}>
              {sections[view]}
            </div>
          ),
      )}
    </section>
  );
}
