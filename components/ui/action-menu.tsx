import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Deleting, removing: shown in red. The confirmation that follows is where the real warning lives. */
  destructive?: boolean;
}

interface ActionMenuProps {
  /** The accessible name of the button, which should say what the actions apply to ("Actions for Black / M"). */
  label: string;
  actions: MenuAction[];
  /** What the button shows: "⋯" by default (with the label for screen readers), or a word such as "More actions". */
  trigger?: ReactNode;
  align?: 'start' | 'end';
}

/**
 * The secondary actions of a row or a page behind one button (WAI-ARIA menu button, keyboard and focus handled by
 * Radix): one control per row instead of a line of long buttons, and one primary action per page with the rest here.
 */
export function ActionMenu({ label, actions, trigger, align = 'end' }: ActionMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={trigger ? undefined : label}
        title={trigger ? undefined : label}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-900 hover:bg-slate-100 data-[state=open]:bg-slate-100"
      >
        {trigger ?? <span aria-hidden="true">⋯</span>}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={4} className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              disabled={action.disabled}
              onSelect={action.onSelect}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[highlighted]:bg-slate-100',
                action.destructive ? 'text-red-800' : 'text-slate-900',
              )}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
