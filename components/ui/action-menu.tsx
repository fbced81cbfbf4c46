import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
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
              // Deleting looks like any other item here: the red warning belongs to the confirmation that follows (#12.9).
              className="flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-slate-900 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[highlighted]:bg-slate-100"
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
