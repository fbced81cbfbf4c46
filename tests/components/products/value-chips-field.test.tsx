import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ValueChipsField } from '@/features/products/components/value-chips-field';
import { messages } from '@/lib/i18n/messages';
import frProducts from '@/locales/fr/products.json';

function Colours({ initial }: { initial: string[] }) {
  const [values, setValues] = useState(initial);
  return <ValueChipsField attribute="color" values={values} onChange={setValues} />;
}

function renderColours(initial: string[] = []) {
  render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, products: frProducts }}>
      <Colours initial={initial} />
    </NextIntlClientProvider>,
  );
  return screen.getByLabelText('Couleur', { exact: true }) as HTMLInputElement;
}

describe('ValueChipsField', () => {
  it('adds a typed value as a chip and empties the field', () => {
    const input = renderColours();
    fireEvent.change(input, { target: { value: '  Noir  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Noir×']);
    expect(input.value).toBe('');
  });

  it('says, next to the field and to screen readers, that a value typed again is there already (case and spaces ignored)', () => {
    const input = renderColours(['Noir']);
    fireEvent.change(input, { target: { value: ' noir ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const notice = screen.getByTestId('chips-notice');
    expect(notice.textContent).toBe('« Noir » est déjà dans la liste.');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-describedby')).toContain(notice.id);
    // Nothing is dropped silently: the typed text stays to be corrected, and the list is unchanged.
    expect(input.value).toBe(' noir ');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    fireEvent.change(input, { target: { value: 'Noir chiné' } });
    expect(notice.textContent).toBe('');
  });
});
