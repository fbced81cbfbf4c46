import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompareDatesSection } from '@/features/reports/components/compare-dates-section';
import type { DateReport, TourReport } from '@/features/reports/types';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ downloadCsv: vi.fn() }));
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/csv')>()), downloadCsv: state.downloadCsv }));

const channel = ([sales, net]: [number, number]) => ({ sales, gross: net, refunded: 0, net });
type Channels = { cash?: [number, number]; card?: [number, number]; online?: [number, number] };
const takings = ({ cash = [0, 0], card = [0, 0], online = [0, 0] }: Channels) => ({
  standCash: channel(cash),
  standCard: channel(card),
  online: channel(online),
  total: channel([cash[0] + card[0] + online[0], cash[1] + card[1] + online[1]]),
});
const date = (eventId: string, name: string, day: string, status: DateReport['status'], channels: Channels, figures: Partial<DateReport> = {}): DateReport => ({
  eventId,
  name,
  venueName: null,
  city: null,
  status,
  day,
  attendance: null,
  capacity: null,
  takings: takings(channels),
  units: 0,
  perHead: null,
  ...figures,
});

const dates = [
  date('lyon', 'Lyon', '2026-11-10', 'finished', { cash: [1, 40_000] }, { units: 8, attendance: 500, capacity: 1000, perHead: { units: 0.02, net: 80 } }),
  date('lille', 'Lille', '2026-11-20', 'finished', { cash: [2, 60_000], card: [3, 90_000] }, { units: 30, attendance: 1000, capacity: 1200, perHead: { units: 0.03, net: 150 } }),
  date('nantes', 'Nantes', '2026-11-30', 'inProgress', { cash: [1, 20_000], card: [2, 50_000], online: [1, 20_000] }, { units: 18, capacity: 800 }),
  date('brest', 'Brest', '2026-12-02', 'canceled', {}),
  date('paris', 'Paris', '2026-12-05', 'pending', {}),
];
const cell = (productId: string, eventId: string, units: number, net: number) => ({ productId, eventId, units, net, received: 20, sellThrough: null });
const report = {
  dates,
  products: [
    { productId: 'tee', title: 'T-shirt', category: 'merchandising', units: 19, net: 47_500, received: 60, sellThrough: null },
    { productId: 'vinyl', title: 'Vinyle', category: 'phonography', units: 6, net: 18_000, received: 40, sellThrough: null },
  ],
  productDates: [cell('tee', 'lyon', 3, 7500), cell('tee', 'lille', 10, 25_000), cell('tee', 'nantes', 6, 15_000), cell('vinyl', 'lille', 2, 6000), cell('vinyl', 'nantes', 4, 12_000)],
} as unknown as TourReport;

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').map((row) => plainText(row.textContent));
const render = (tour: TourReport = report) => renderScreen(<CompareDatesSection report={tour} tourName="Tournée d’hiver" />, { namespaces: ['reports'] });

beforeEach(() => state.downloadCsv.mockReset());

describe('two dates side by side', () => {
  it('compares the two latest dates sold by default, canceled dates not offered, a dash where a figure is unknown', () => {
    render();
    expect(screen.getByRole('region', { name: 'Deux dates côte à côte' })).toBeTruthy();
    const dateA = screen.getByRole('combobox', { name: 'Date A' }) as HTMLSelectElement;
    const dateB = screen.getByRole('combobox', { name: 'Date B' }) as HTMLSelectElement;
    expect([dateA.value, dateB.value]).toEqual(['lille', 'nantes']);
    expect(within(dateA).getAllByRole('option').map((option) => option.textContent)).toEqual(['10 novembre 2026 · Lyon', '20 novembre 2026 · Lille', '30 novembre 2026 · Nantes', '5 décembre 2026 · Paris']);
    expect(rowsOf('Chiffres des deux dates')).toEqual([
      'ChiffreA : 20 novembre 2026 · LilleB : 30 novembre 2026 · NantesÉcart (B − A)',
      'Recettes nettes1 500,00 €900,00 €-600,00 €',
      'Ventes54-1',
      'Articles vendus3018-12',
      'Entrées1 000——',
      'Jauge1 200800-400',
      'Taux de remplissage (entrées ÷ jauge)83,33 %——',
      'Articles par spectateur0,03——',
      'Recette par spectateur1,50 €——',
      'Stand, espèces600,00 €200,00 €-400,00 €',
      'Stand, carte900,00 €500,00 €-400,00 €',
      'En ligne0,00 €200,00 €+200,00 €',
    ]);
    expect(rowsOf('Produits aux deux dates').slice(1)).toEqual(['T-shirt106-4250,00 €150,00 €-100,00 €', 'Vinyle24+260,00 €120,00 €+60,00 €']);
  });

  it('compares again when another date is chosen, a fill rate’s difference in points', () => {
    render();
    fireEvent.change(screen.getByLabelText('Date A'), { target: { value: 'lyon' } });
    expect(rowsOf('Chiffres des deux dates')[1]).toBe('Recettes nettes400,00 €900,00 €+500,00 €');
    // Vinyle now moves most (+120 €, against T-shirt's +75 €).
    expect(rowsOf('Produits aux deux dates').slice(1)).toEqual(['Vinyle04+40,00 €120,00 €+120,00 €', 'T-shirt36+375,00 €150,00 €+75,00 €']);
    fireEvent.change(screen.getByLabelText('Date B'), { target: { value: 'lille' } });
    const figures = rowsOf('Chiffres des deux dates');
    expect(figures[0]).toBe('ChiffreA : 10 novembre 2026 · LyonB : 20 novembre 2026 · LilleÉcart (B − A)');
    // 500 ÷ 1 000 at Lyon, 1 000 ÷ 1 200 at Lille.
    expect(figures[6]).toBe('Taux de remplissage (entrées ÷ jauge)50,00 %83,33 %+33,33 pts');
    expect(figures[8]).toBe('Recette par spectateur0,80 €1,50 €+0,70 €');
  });

  it('says so when the same date is chosen twice, and tells that no product sold at a date with no sales', () => {
    render();
    fireEvent.change(screen.getByLabelText('Date B'), { target: { value: 'lille' } });
    expect(screen.getByText('Les deux dates sont la même : choisissez-en une autre pour voir un écart.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date A'), { target: { value: 'paris' } });
    fireEvent.change(screen.getByLabelText('Date B'), { target: { value: 'paris' } });
    expect(screen.getByText('Aucun produit vendu à l’une ou l’autre de ces dates.')).toBeTruthy();
  });

  it('exports each table as a CSV, amounts in euros and differences as signed numbers', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV : Chiffres des deux dates' }));
    const [fileName, csv] = state.downloadCsv.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^rapport-comparaison-tournee-d-hiver-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Chiffre;A : 20 novembre 2026 · Lille;B : 30 novembre 2026 · Nantes;Écart (B − A)');
    expect(lines.slice(1, 3)).toEqual(['Recettes nettes;1500;900;-600', 'Ventes;5;4;-1']);
    expect(lines[6]).toBe('Taux de remplissage (entrées ÷ jauge);0.8333;;');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV : Produits aux deux dates' }));
    expect(state.downloadCsv.mock.calls[1]![0]).toMatch(/^rapport-comparaison-produits-tournee-d-hiver-/);
  });

  it('shows nothing under two dates that are not canceled', () => {
    render({ ...report, dates: [dates[0]!, dates[3]!] });
    expect(screen.queryByRole('region', { name: 'Deux dates côte à côte' })).toBeNull();
  });
});
