import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { describeError } from '@/lib/errors/describe-error';
import { loadErrorCatalogue, useErrorCatalogue, withErrorCatalogue } from '@/lib/errors/error-catalogue';
import enErrors from '@/locales/en/errors.json';
import frCommon from '@/locales/fr/common.json';
import frErrors from '@/locales/fr/errors.json';

/** What a refusal reads as, with the catalogue the hook gives. */
function Refusal({ code }: { code: string }) {
  const catalogue = useErrorCatalogue();
  return <p data-testid="refusal">{describeError(new ApiError(409, { errorCode: code }), catalogue, '…').title}</p>;
}

// The staff frame's texts no longer carry the catalogue (issue #26): it is fetched apart, in the page's language.
function renderIn(locale: 'fr' | 'en', messages: Record<string, unknown>) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Paris">
      <Refusal code="NOT_ENOUGH_AVAILABLE_IN_INVENTORY" />
    </NextIntlClientProvider>,
  );
}

describe('the error catalogue, apart from the frame texts (lib/errors/error-catalogue.ts)', () => {
  it('is fetched in the page language when the texts do not carry it, and the refusal then reads as the catalogue says', async () => {
    renderIn('en', { common: frCommon });

    expect((await screen.findByText(enErrors.NOT_ENOUGH_AVAILABLE_IN_INVENTORY.title)).textContent).toBe(enErrors.NOT_ENOUGH_AVAILABLE_IN_INVENTORY.title);
  });

  it('reads the catalogue the page texts carry (the spectator pages, whose server sends it)', () => {
    renderIn('fr', { common: frCommon, errors: { NOT_ENOUGH_AVAILABLE_IN_INVENTORY: { title: 'Dit par la page' } } });

    expect(screen.getByTestId('refusal').textContent).toBe('Dit par la page');
  });

  it('hands a toast the catalogue at once once it has arrived, the French one for French', async () => {
    await loadErrorCatalogue('fr');
    let title = '';
    withErrorCatalogue('fr', undefined, (catalogue) => (title = catalogue.NOT_ENOUGH_AVAILABLE_IN_INVENTORY?.title ?? ''));

    expect(title).toBe(frErrors.NOT_ENOUGH_AVAILABLE_IN_INVENTORY.title);
  });
});
