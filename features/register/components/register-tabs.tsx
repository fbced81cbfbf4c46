import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface RegisterTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs sized for a finger (the UI kit's are sized for a mouse): arrows, Home and End move between tabs.
 * Every panel stays mounted, so a basket being paid keeps its state while the seller looks at today's sales.
 */
export function RegisterTabs({ label, tabs, selected, onSelect }: { label: string; tabs: RegisterTab[]; selected: string; onSelect: (id: string) => void }) {
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    onSelect(next.id);
    tabRefs.current[next.id]?.focus();
  }

  return (
    <div className="flex flex-col">
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-300 px-4">
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
                '-mb-px min-h-12 rounded-t-md border-b-4 px-5 text-lg font-medium',
                isSelected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`} hidden={tab.id !== selected} className="p-4">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
