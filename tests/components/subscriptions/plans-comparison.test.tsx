import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planTypes, plans } from '@/features/entitlements/plans';
import { PlansComparisonScreen } from '@/features/subscriptions/components/plans-comparison-screen';
import { messages } from '@/lib/i18n/messages';
import frSubscriptions from '@/locales/fr/subscriptions.json';

// Signed out by default; a test signs a manager in (issue #25: a signed-in visitor sees their plan).
const state = vi.hoisted(() => ({ session: null as null | { user: { role: string } }, apiFetch: vi.fn() }));
vi.mock('@/lib/auth/session-client', () => ({ onSessionRead: () => undefined, useSession: () => ({ data: state.session, status: state.session ? 'authenticated' : 'unauthenticated' }) }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
beforeEach(() => {
  state.session = null;
  state.apiFetch.mockReset();
  state.apiFetch.mockImplementation(async (path: string) => {
    if (path === '/v1/users/me') return { id: 'u-1', role: 'client', clientId: 'c-1', firstName: 'Léa', lastName: 'Martin', email: 'lea@nina.test' };
    if (path === '/v1/clients/c-1/subscriptions') return { current: { id: 's-1', plan: 'smart', status: 'active' }, pendingCheckout: null, history: [] };
    throw new Error(`Unexpected call: ${path}`);
  });
});

vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, asPath: '/plans', pathname: '/plans', locale: 'fr', push: vi.fn(), replace: vi.fn() }) }));

const text = (value: string | null) => (value ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();

function renderPage() {
  render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, subscriptions: frSubscriptions }} timeZone="Europe/Paris">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PlansComparisonScreen />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return Object.fromEntries(planTypes.map((type) => [type, screen.getByRole('article', { name: frSubscriptions.plans[type].name })]));
}

describe('PlansComparisonScreen (/plans)', () => {
  it('shows the four plans with their monthly price excl. VAT from plans.ts, pro on quote', () => {
    const cards = renderPage();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(text(cards.starter!.textContent)).toContain('99,00 € HT / mois');
    expect(text(cards.smart!.textContent)).toContain('179,00 € HT / mois');
    expect(text(cards.advanced!.textContent)).toContain('249,00 € HT / mois');
    expect(text(cards.pro!.textContent)).toContain('Sur devis');
    expect(text(cards.pro!.textContent)).not.toContain('€');
  });

  it('lists each plan’s lines (10, 13, 13 for the first three), as many as plans.ts holds', () => {
    const cards = renderPage();
    const lineCount = (type: keyof typeof cards) => within(cards[type]!).getByRole('list', { name: `Inclus dans l’offre ${frSubscriptions.plans[type as 'pro'].name}` }).querySelectorAll('li').length;
    expect([lineCount('starter'), lineCount('smart'), lineCount('advanced')]).toEqual([10, 13, 13]);
    for (const type of planTypes) expect(lineCount(type)).toBe(plans[type].lines.length);
  });

  it('prints each plan’s quota figures, unlimited for pro', () => {
    const cards = renderPage();
    const lines = (type: keyof typeof cards) => within(cards[type]!).getAllByRole('listitem').map((item) => text(item.lastElementChild!.textContent));
    expect(lines('starter')).toEqual(expect.arrayContaining(['4 événements par mois', '2 stands par événement', '2 organisations dans l’équipe d’une tournée']));
    expect(lines('smart')).toEqual(expect.arrayContaining(['12 événements par mois', '5 stands par événement', '10 organisations dans l’équipe d’une tournée']));
    expect(lines('advanced')).toEqual(expect.arrayContaining(['40 événements par mois', '15 stands par événement']));
    expect(lines('pro')).toEqual(expect.arrayContaining(['Événements par mois : Illimité', 'Stands par événement : Illimité']));
    expect(lines('starter')).not.toContain('Boutique en ligne en click and collect');
    expect(lines('smart')).toContain('Boutique en ligne en click and collect');
  });

  it('leads each plan to the sign-up with its plan, pro as a contact', () => {
    const cards = renderPage();
    expect(within(cards.starter!).getByRole('link', { name: 'Choisir l’offre Starter' }).getAttribute('href')).toBe('/signup/manage?plan=starter');
    expect(within(cards.smart!).getByRole('link', { name: 'Choisir l’offre Smart' }).getAttribute('href')).toBe('/signup/manage?plan=smart');
    expect(within(cards.advanced!).getByRole('link', { name: 'Choisir l’offre Advanced' }).getAttribute('href')).toBe('/signup/manage?plan=advanced');
    expect(within(cards.pro!).getByRole('link', { name: 'Nous contacter pour l’offre Pro' }).getAttribute('href')).toBe('/signup/manage?plan=pro');
  });

  it('mentions the 30-day free trial of the advanced plan', () => {
    const cards = renderPage();
    expect(screen.getByText(/Essayez l’offre Advanced gratuitement pendant 30 jours/)).toBeTruthy();
    expect(within(cards.advanced!).getByText('Essai gratuit de 30 jours')).toBeTruthy();
  });

  it('signed in as a manager: shows their plan instead of "Se connecter", marks it, and leads to the others with the plan chosen', async () => {
    state.session = { user: { role: 'client' } };
    const cards = renderPage();
    await waitFor(() => expect(screen.getByTestId('current-plan').textContent).toBe('Votre offre : Smart. '));
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(within(cards.smart!).getByText('Votre offre actuelle')).toBeTruthy();
    expect(within(cards.smart!).getByRole('link', { name: 'Gérer mon abonnement' }).getAttribute('href')).toBe('/dashboard/subscription');
    // "Choisir l'offre Advanced" arrives on the subscription page with Advanced chosen: its confirmation opens there.
    expect(within(cards.advanced!).getByRole('link', { name: 'Choisir l’offre Advanced' }).getAttribute('href')).toBe('/dashboard/subscription?plan=advanced');
    expect(within(cards.pro!).getByRole('link', { name: 'Nous contacter pour l’offre Pro' }).getAttribute('href')).toBe('/dashboard/subscription?plan=pro');
  });
});
