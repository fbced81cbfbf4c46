import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CashPayment } from '@/features/register/components/cash-payment';
import { parseEuros } from '@/features/register/components/money-input';
import { renderInFrench } from './register-fixtures';

function Cash({ total }: { total: number }) {
  const [tendered, setTendered] = useState(0);
  return <CashPayment total={total} tendered={tendered} onTendered={setTendered} />;
}

/** The quick button of a note; Intl puts a no-break space before the euro sign. */
const note = (euros: number) => new RegExp(`^Ajouter ${euros},00\\s€$`);
const field = () => screen.getByLabelText('Montant reçu') as HTMLInputElement;
// Intl's fr-FR output uses a no-break space before €; compare on plain spaces.
const text = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('the cash payment', () => {
  it('reads euros typed with a comma or a point, and refuses what is not an amount', () => {
    expect(parseEuros('42,5')).toBe(4250);
    expect(parseEuros('42.50 €')).toBe(4250);
    expect(parseEuros('1 250,00')).toBe(125000);
    expect(parseEuros('')).toBe(0);
    expect(parseEuros('-3')).toBeNull();
    expect(parseEuros('3,555')).toBeNull();
    expect(parseEuros('abc')).toBeNull();
  });

  it('shows the change to give for the amount typed, and what is missing below the total', () => {
    renderInFrench(<Cash total={3250} />);
    expect(screen.getByText('Saisissez le montant reçu.')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '30' } });
    expect(text(screen.getByRole('status'))).toBe('Il manque 2,50 €');
    fireEvent.change(field(), { target: { value: '40,00' } });
    expect(text(screen.getByTestId('change-due'))).toBe('7,50 €');
  });

  it('adds a note per tap of a quick button, gives the exact amount, and clears', () => {
    renderInFrench(<Cash total={3250} />);
    fireEvent.click(screen.getByRole('button', { name: note(20) }));
    expect(text(screen.getByRole('status'))).toBe('Il manque 12,50 €');
    fireEvent.click(screen.getByRole('button', { name: note(10) }));
    fireEvent.click(screen.getByRole('button', { name: note(5) }));
    expect(field().value).toBe('35,00');
    expect(text(screen.getByTestId('change-due'))).toBe('2,50 €');
    fireEvent.click(screen.getByRole('button', { name: note(50) }));
    expect(text(screen.getByTestId('change-due'))).toBe('52,50 €');
    fireEvent.click(screen.getByRole('button', { name: 'Montant exact' }));
    expect(field().value).toBe('32,50');
    expect(text(screen.getByTestId('change-due'))).toBe('0,00 €');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(field().value).toBe('');
    expect(screen.getByText('Saisissez le montant reçu.')).toBeTruthy();
  });

  it('flags an amount that cannot be read', () => {
    renderInFrench(<Cash total={1000} />);
    fireEvent.change(field(), { target: { value: '12,345' } });
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Saisissez un montant en euros, par exemple 50 ou 42,50.')).toBeTruthy();
  });

  it('sizes its buttons for a finger (48 px)', () => {
    renderInFrench(<Cash total={1000} />);
    for (const button of screen.getAllByRole('button')) expect(button.className).toContain('min-h-12');
  });
});
