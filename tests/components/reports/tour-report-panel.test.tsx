import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TourReportPanel } from '@/features/reports/components/tour-report-panel';
import type { TourReport } from '@/features/reports/types';
import { plainText, renderScreen } from '../../support/render-screen';
import { renderInEnglish } from './in-english';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const channel = (sales: number, gross: number, refunded = 0) => ({ sales, gross, refunded, net: gross - refunded });
const takings = (cash: number, card = 0) => ({ standCash: channel(cash ? 1 : 0, cash), standCard: channel(card ? 1 : 0, card), online: channel(0, 0), total: channel((cash ? 1 : 0) + (card ? 1 : 0), cash + card) });

const report: TourReport = {
  projectId: 'tour-1',
  scope: 'tour',
  takings: takings(10_000, 6000),
  units: 7,
  attendance: 1000,
  perHead: { units: 0.01, net: 13 },
  dates: [
    { eventId: 'ev-1', name: 'Zénith', venueName: 'Le Zénith', city: 'Paris', status: 'finished', day: '2026-07-14', attendance: 1000, capacity: 6000, takings: takings(7500, 6000), units: 6, perHead: { units: 0.01, net: 13 } },
    { eventId: 'ev-2', name: 'Olympia', venueName: null, city: null, status: 'inProgress', day: '2026-07-16', attendance: null, capacity: null, takings: takings(2500), units: 1, perHead: null },
  ],
  stands: [{ eventId: 'ev-1', standId: 'hall', name: 'Hall', takings: takings(7500, 6000), units: 6 }],
  products: [
    { productId: 'tee', title: 'T-shirt Tournée', category: 'merchandising', units: 5, net: 9500, received: 35, sellThrough: 0.1429 },
    { productId: 'vinyl', title: 'Vinyle', category: 'phonography', units: 2, net: 6000, received: 8, sellThrough: 0.25 },
  ],
  variants: [
    { productId: 'tee', productVariantId: 'tee-m', label: 'M / Noir', size: 'M', units: 4, net: 7500, received: 25, sellThrough: 0.16 },
    { productId: 'tee', productVariantId: 'tee-s', label: 'S / Noir', size: 'S', units: 1, net: 2000, received: 10, sellThrough: 0.1 },
  ],
  productDates: [],
  sellers: [{ eventId: 'ev-1', userId: 'u-1', name: 'Léa Martin', sales: 4, units: 6, net: 13_000 }],
  comps: [{ reason: 'Liste d’invités', units: 1, value: 2500 }],
  damaged: 1,
  vatAndFees: null,
  readAt: '2026-07-16T22:00:00.000Z',
};

beforeEach(() => state.apiFetch.mockReset());
const render = () => renderScreen(<TourReportPanel projectId="tour-1" tourName="Tournée d’été" />, { namespaces: ['reports', 'orders'] });

describe('the tour’s report', () => {
  it('sums the tour up: takings, units, attendance and per head, the best and the least sold', async () => {
    state.apiFetch.mockResolvedValue(report);
    render();
    const summary = await screen.findByRole('region', { name: 'En bref' });
    const text = plainText(summary.textContent);
    expect(text).toContain('Recettes nettes160,00 €');
    expect(text).toContain('Articles vendus7');
    expect(text).toContain('Entrées1 000');
    expect(text).toContain('Articles par spectateur0,01');
    expect(text).toContain('Recette par spectateur0,13 €');
    expect(text).toContain('Meilleure vente : T-shirt Tournée (5 articles) · moins vendu : Vinyle (2 articles)');
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/projects/tour-1/report');
  });

  it('lays each date out with its attendance, capacity and per head, a dash where nothing was entered', async () => {
    state.apiFetch.mockResolvedValue(report);
    render();
    const dates = await screen.findByRole('table', { name: 'Par date' });
    const rows = within(dates).getAllByRole('row').map((row) => plainText(row.textContent));
    expect(rows[1]).toBe('14 juillet 2026Zénith · Paris1 0006 00026135,00 €0,010,13 €');
    expect(rows[2]).toBe('16 juillet 2026Olympia——1125,00 €——');
  });

  it('shows the size curve with each size’s share, the sellers, the comps and the damaged', async () => {
    state.apiFetch.mockResolvedValue(report);
    render();
    const sizes = await screen.findByRole('table', { name: 'Courbe des tailles' });
    expect(within(sizes).getAllByRole('row').map((row) => plainText(row.textContent)).slice(1)).toEqual(['T-shirt TournéeS120,00 %10', 'T-shirt TournéeM480,00 %25']);
    expect(plainText(screen.getByRole('table', { name: 'Par vendeur' }).textContent)).toContain('Léa MartinZénith46130,00 €');
    expect(plainText(screen.getByRole('table', { name: 'Articles offerts' }).textContent)).toContain('Liste d’invités125,00 €');
    expect(screen.getByText('1 article abîmé (rendu ou reçu abîmé).')).toBeTruthy();
    // Six tables, and the comparison's figures (its products' table is empty: no product per date in this report).
    expect(screen.getAllByRole('button', { name: /^Exporter en CSV : / }).length).toBe(7);
  });

  it('puts two dates side by side right after the dates’ table', async () => {
    state.apiFetch.mockResolvedValue(report);
    render();
    const dates = await screen.findByRole('table', { name: 'Par date' });
    const compare = screen.getByRole('region', { name: 'Deux dates côte à côte' });
    expect(dates.compareDocumentPosition(compare) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(plainText(within(compare).getByRole('table', { name: 'Chiffres des deux dates' }).textContent)).toContain('Recettes nettes135,00 €25,00 €-110,00 €');
  });

  it('tells a seller the figures are their stands’ only', async () => {
    state.apiFetch.mockResolvedValue({ ...report, scope: 'ownStands' });
    render();
    expect(await screen.findByText('Vous voyez les chiffres de vos stands uniquement.')).toBeTruthy();
  });

  it('writes the dates in the interface language, the figures in the fr format', async () => {
    state.apiFetch.mockResolvedValue(report);
    renderInEnglish(<TourReportPanel projectId="tour-1" tourName="Summer tour" />);
    const dates = await screen.findByRole('table', { name: 'By date' });
    expect(plainText(within(dates).getAllByRole('row')[1]!.textContent)).toBe('14 July 2026Zénith · Paris1 0006 00026135,00 €0,010,13 €');
  });
});
