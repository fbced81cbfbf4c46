import clsx from 'clsx';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: TabDefinition[];
  selected: string;
  onSelect: (id: string) => void;
  /** `touch`: 48 px tabs in larger type for a finger on the register's tablet; `pointer` (44 px) elsewhere. */
  size?: 'pointer' | 'touch';
  /**
   * In a column that fills the screen (the register): the tabs take the height left, the row stays put and each panel
   * scrolls on its own, so the page never does.
   */
  fill?: boolean;
}

const looks = {
  pointer: { list: '', tab: 'min-h-11 border-b-2 px-4 py-2', panel: 'pt-6' },
  touch: { list: 'px-4', tab: 'min-h-12 border-b-4 px-5 text-lg', panel: 'p-4' },
};

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs, Tab goes into the panel.
 * Every panel stays mounted (hidden when not selected) so unsaved edits survive a switch of tab.
 * The selection is the caller's, so that it can live in the URL.
 * The tabs stay on one row: on a phone the row scrolls sideways and keeps the selected tab in view.
 */
export function Tabs({ label, tabs, selected, onSelect, size = 'pointer', fill = false }: TabsProps) {
  const look = looks[size];
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  // Sideways only: scrollIntoView would also scroll the page to tabs lower down on the first render.
  useEffect(() => {
    const tab = tabRefs.current[selected];
    const row = tab?.parentElement;
    if (!tab || !row) return;
    const tabBox = tab.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    if (tabBox.left < rowBox.left) row.scrollLeft += tabBox.left - rowBox.left;
    else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right;
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    onSelect(next.id);
    tabRefs.current[next.id]?.focus();
  }

  return (
    <div className={clsx(fill && 'flex min-h-0 flex-1 flex-col')}>
      <div role="tablist" aria-label={label} className={clsx('flex shrink-0 gap-1 overflow-x-auto border-b border-slate-300', look.list)}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                '-mb-px shrink-0 whitespace-nowrap rounded-t-md font-medium',
                look.tab,
                isSelected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`} hidden={tab.id !== selected} tabIndex={0} className={clsx(look.panel, fill && 'relative flex min-h-0 flex-1 flex-col overflow-y-auto')}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
