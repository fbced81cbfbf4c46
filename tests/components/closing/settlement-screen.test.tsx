import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettlementScreen } from '@/features/closing/components/settlement/settlement-screen';
import type { SettlementMoney, SettlementView } from '@/features/closing/settlement-types';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import frClosing from '@/locales/fr/closing.json';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: vi.fn(), replace: vi.fn(), locale: 'fr' }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const projectId = '00000000-0000-4000-8000-000000000001';
const eventId = '00000000-0000-4000-8000-000000000002';

const money = (changes: Partial<SettlementMoney>): SettlementMoney => ({
  gross: 0,
  cash: 0,
  card: 0,
  refunded: 0,
  sales: 0,
  byCategory: { merchandising: 0, accessories: 0, phonography: 0, other: 0 },
  vatLines: [],
  exclVat: 0,
  vat: 0,
  cardFee: 0,
  ...changes,
});

const units = { countIn: 20, countOut: 17, expectedSold: 3, sold: 1, free: 1, damaged: 1, missing: 1, found: 0, damagedAtRefund: 0, variance: 2 };

const settlement: SettlementView = {
  event: { id: eventId, projectId, name: 'Zénith – 14 juillet', venueName: 'Le Zénith', city: 'Paris', firstPerformanceAt: '2026-07-14T18:30:00.000Z', commissionType: 'theatreFee' },
  organiser: { name: 'Démo Productions' },
  closedAt: '2026-07-14T23:10:00.000Z',
  stands: [
    {
      id: 's1',
      name: 'Hall',
      closed: true,
      money: money({ gross: 8000, cash: 5000, card: 3000, vatLines: [{ rate: 20, gross: 8000, exclVat: 6667, vat: 1333 }], exclVat: 6667, vat: 1333, cardFee: 150 }),
      cash: { changeFundExpected: 10000, changeFundFound: 10000, changeFundDifference: 0, cashSales: 5000, feesPaidWithCash: 0, expected: 15000, counted: 14900, difference: -100 },
      card: { sales: 3000, terminal: 3100, difference: 100 },
      variants: [{ productId: 'p', productVariantId: 'v', productTitle: 'T-shirt Tournée', variantTitle: 'Noir / M', category: 'merchandising', ...units, freeReasons: [{ reason: 'Invitation artiste', quantity: 1 }], gross: 0 }],
      units,
    },
  ],
  online: null,
  totals: {
    money: money({ gross: 8000, cash: 5000, card: 3000, byCategory: { merchandising: 5000, accessories: 0, phonography: 3000, other: 0 }, vatLines: [{ rate: 20, gross: 8000, exclVat: 6667, vat: 1333 }], exclVat: 6667, vat: 1333, cardFee: 150 }),
    units,
    fees: { venue: { base: 6667, rate: 10, amount: 667, vatRate: 20, vat: 133, total: 800, paidWith: 'transfer', paidInCash: 0 }, agent: null, card: 150 },
    netDue: 7050,
  },
  hash: 'a'.repeat(64),
  adjustments: [],
  adjustmentTotals: { amount: 0, payoutEffect: 0 },
};

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, closing: frClosing }} timeZone="Europe/Paris">
      <QueryClientProvider client={queryClient}>
        <SettlementScreen projectId={projectId} eventId={eventId} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const text = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ');

// A block body: a function returned from beforeEach is run as its cleanup, and mockReset() returns the mock.
beforeEach(() => {
  state.apiFetch.mockReset();
});

describe('SettlementScreen', () => {
  it('shows the summary, the net due, each stand’s differences and its variants, with both downloads', async () => {
    state.apiFetch.mockResolvedValue(settlement);
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilan de clôture – Zénith – 14 juillet' })).toBeTruthy();
    expect(state.apiFetch).toHaveBeenCalledWith(`/v1/events/${eventId}/settlement`);
    const summary = screen.getByRole('region', { name: 'Synthèse' });
    const net = within(summary).getByText('Net dû à l’organisateur').parentElement!;
    expect(text(net.textContent!)).toContain('70,50 €');
    expect(text(within(summary).getByText('Commission salle (10,00 % du CA HT)').parentElement!.textContent!)).toContain('6,67 €');
    expect(within(summary).getByText('Commission salle réglée : par virement')).toBeTruthy();

    const hall = screen.getByRole('region', { name: 'Stand Hall' });
    const cashDifference = within(hall).getByText('Espèces comptées').parentElement!.nextElementSibling!;
    expect(text(cashDifference.textContent!)).toBe('Écart-1,00 €');
    const table = within(hall).getByRole('table', { name: 'Stock et ventes par article au stand Hall' });
    const row = within(table).getByRole('row', { name: /T-shirt Tournée/ });
    expect(within(row).getAllByRole('cell').map((cell) => text(cell.textContent!))).toEqual(['Merchandising', '20', '17', '3', '1', '1', '1', '1', '0', '0', '2', 'Invitation artiste (1)', '0,00 €']);

    const downloads = screen.getByRole('group', { name: 'Téléchargements' });
    expect(within(downloads).getByRole('button', { name: 'Télécharger le PDF' })).toBeTruthy();
    expect(within(downloads).getByRole('button', { name: 'Télécharger le CSV' })).toBeTruthy();
  });

  it('says an event not closed yet has no report, with the way back to it', async () => {
    state.apiFetch.mockImplementation(async () => {
      throw new ApiError(409, { errorCode: 'EVENT_NOT_CLOSED' });
    });
    renderScreen();
    expect(await screen.findByText(/n’est pas encore clôturé/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Retour à l’événement/ }).getAttribute('href')).toBe(`/dashboard/event/projects/${projectId}/tour/${eventId}`);
  });

  it('says a report that is not the user’s to see is not found', async () => {
    state.apiFetch.mockImplementation(async () => {
      throw new ApiError(404, { errorCode: 'EVENT_NOT_FOUND' });
    });
    renderScreen();
    expect(await screen.findByText('Ce bilan est introuvable, ou vous n’y avez pas accès.')).toBeTruthy();
  });
});
