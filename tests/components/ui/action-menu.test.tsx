import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from '@/components/ui/action-menu';

describe('ActionMenu', () => {
  it('is one button named by its label, with the actions hidden until it opens', () => {
    render(<ActionMenu label="Actions pour « Noir / M »" actions={[{ label: 'Supprimer', onSelect: () => {} }]} />);

    expect(screen.getByRole('button', { name: 'Actions pour « Noir / M »' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('opens from the keyboard and runs the chosen action, never a disabled one', () => {
    const makeDefault = vi.fn();
    const remove = vi.fn();
    render(
      <ActionMenu
        label="Actions pour « Noir / M »"
        actions={[
          { label: 'Rendre par défaut', onSelect: makeDefault, disabled: true },
          { label: 'Supprimer', onSelect: remove },
        ]}
      />,
    );

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions pour « Noir / M »' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rendre par défaut' }));
    expect(makeDefault).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));

    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
