import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/components/ui/form-field';

describe('TextField', () => {
  it('associates its label with the input', () => {
    render(<TextField label="Adresse e-mail" name="email" type="email" />);

    const input = screen.getByLabelText('Adresse e-mail');

    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
  });

  it('keeps the labels of two fields apart', () => {
    render(
      <>
        <TextField label="Prénom" name="firstName" />
        <TextField label="Nom" name="lastName" />
      </>,
    );

    expect(screen.getByLabelText('Prénom').getAttribute('name')).toBe('firstName');
    expect(screen.getByLabelText('Nom').getAttribute('name')).toBe('lastName');
    expect(screen.getByLabelText('Prénom').id).not.toBe(screen.getByLabelText('Nom').id);
  });

  it('uses the id it is given', () => {
    render(<TextField label="Titre" id="product-title" />);

    expect(screen.getByLabelText('Titre').id).toBe('product-title');
  });

  it('is neither invalid nor described without an error', () => {
    render(<TextField label="Titre" />);

    const input = screen.getByLabelText('Titre');

    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks the input invalid and describes it by its error text', () => {
    render(<TextField label="Titre" error="Le titre est obligatoire" />);

    const input = screen.getByLabelText('Titre');
    const error = screen.getByText('Le titre est obligatoire');

    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(error.id).not.toBe('');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByRole('textbox', { name: 'Titre', description: 'Le titre est obligatoire' })).toBe(input);
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();

    render(<TextField label="Titre" ref={ref} />);

    expect(ref.current).toBe(screen.getByLabelText('Titre'));
  });
});
