import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TermsGate } from '@/features/terms';
import { messages } from '@/lib/i18n/messages';

const state = vi.hoisted(() => ({
  locale: 'fr' as 'fr' | 'en',
  user: undefined as undefined | { id: string; role: string; eventAgreementVersion: string; teamAgreementVersion: string },
}));

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/dashboard', locale: state.locale }) }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: state.user }),
}));

function show() {
  return render(
    <NextIntlClientProvider locale={state.locale} messages={messages[state.locale]} timeZone="Europe/Paris">
      <QueryClientProvider client={new QueryClient()}>
        <TermsGate />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  state.locale = 'fr';
});

describe('TermsGate', () => {
  it('asks a new user for a first acceptance, says which of the two documents this is, and names it in the checkbox', async () => {
    state.user = { id: 'u-1', role: 'client', eventAgreementVersion: '', teamAgreementVersion: '' };
    show();

    const dialog = await screen.findByRole('dialog', { name: 'Conditions du service événement' });
    expect(dialog.textContent).toContain('Document 1 sur 2');
    expect(dialog.textContent).toContain('Avant votre première utilisation');
    expect(dialog.textContent).not.toContain('mises à jour');
    expect(screen.getByLabelText('En cliquant sur Accepter, vous reconnaissez avoir lu et accepté les Conditions du service événement.')).toBeTruthy();
  });

  it('tells a user who accepted an older version that the document was updated, and when', async () => {
    state.user = { id: 'u-1', role: 'client', eventAgreementVersion: '2024-09-16', teamAgreementVersion: '2023-01-10' };
    show();

    const dialog = await screen.findByRole('dialog', { name: 'Conditions d’utilisation pour les membres d’équipe' });
    expect(dialog.textContent).toContain('Ces conditions ont été mises à jour le 16 septembre 2024.');
    expect(dialog.textContent).not.toContain('Document 1');
    expect(screen.getByLabelText('En cliquant sur Accepter, vous reconnaissez avoir lu et accepté les Conditions d’utilisation pour les membres d’équipe.')).toBeTruthy();
  });

  it('speaks English with an English date', async () => {
    state.locale = 'en';
    state.user = { id: 'u-1', role: 'seller', eventAgreementVersion: '2023-01-10', teamAgreementVersion: '2024-09-16' };
    show();

    const dialog = await screen.findByRole('dialog', { name: 'Event service terms' });
    expect(dialog.textContent).toContain('These terms were updated on 16 September 2024.');
  });

  it('asks nothing of an admin', () => {
    state.user = { id: 'u-1', role: 'admin', eventAgreementVersion: '', teamAgreementVersion: '' };
    show();

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
