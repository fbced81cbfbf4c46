import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomLineDialog } from '@/features/register/components/custom-line-dialog';
import { renderInFrench } from './register-fixtures';

describe('the Article libre dialog', () => {
  it('adds a line with its label, its price in cents and the VAT rate chosen (20 % unless changed)', () => {
    const onAdd = vi.fn();
    const onClose = vi.fn();
    renderInFrench(<CustomLineDialog open onAdd={onAdd} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Article libre' });
    const rate = within(dialog).getByLabelText('Taux de TVA') as HTMLSelectElement;
    expect(rate.value).toBe('20');
    fireEvent.change(within(dialog).getByLabelText('Libellé'), { target: { value: ' Affiche dédicacée ' } });
    fireEvent.change(within(dialog).getByLabelText('Prix TTC (€)'), { target: { value: '12,50' } });
    fireEvent.change(rate, { target: { value: '5.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));
    expect(onAdd).toHaveBeenCalledWith({ label: 'Affiche dédicacée', unitPrice: 1250, vatRate: 5.5 });
    expect(onClose).toHaveBeenCalled();
  });

  it('says what is missing under the fields and adds nothing', () => {
    const onAdd = vi.fn();
    renderInFrench(<CustomLineDialog open onAdd={onAdd} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Article libre' });
    fireEvent.change(within(dialog).getByLabelText('Prix TTC (€)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Libellé').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Donnez un libellé de 80 caractères au plus.')).toBeTruthy();
    expect(within(dialog).getByText('Saisissez un prix supérieur à 0, par exemple 12,50.')).toBeTruthy();
  });
});
