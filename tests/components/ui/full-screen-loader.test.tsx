import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import frCommon from '@/locales/fr/common.json';

describe('FullScreenLoader', () => {
  it('is a status announcing "Chargement…"', () => {
    render(
      <NextIntlClientProvider locale="fr" messages={{ common: frCommon }}>
        <FullScreenLoader />
      </NextIntlClientProvider>,
    );

    const status = screen.getByRole('status');

    expect(status.textContent).toBe('Chargement…');
    expect(screen.getByText('Chargement…')).not.toBeNull();
    expect(status.getAttribute('aria-live')).toBe('polite');
  });
});
