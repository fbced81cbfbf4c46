import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SizeCurveChart } from '@/features/reports/components/charts/size-curve-chart';
import { TakingsChart } from '@/features/reports/components/charts/takings-chart';
import { SellThroughSection } from '@/features/reports/components/sell-through-section';
import type { DateReport, TourReport } from '@/features/reports/types';
import { plainText, renderScreen } from '../../support/render-screen';

const channel = (net: number) => ({ sales: net ? 1 : 0, gross: net, refunded: 0, net });
const takings = (net: number) => ({ standCash: channel(net), standCard: channel(0), online: channel(0), total: channel(net) });
const date = (eventId: string, name: string, day: string, net: number, status: DateReport['status'] = 'finished'): DateReport => ({ eventId, name, venueName: null, city: null, status, day, attendance: null, capacity: null, takings: takings(net), units: 1, perHead: null });
const dates = [date('lille', 'Lille', '2026-11-20', 150_000), date('nantes', 'Nantes', '2026-11-30', 90_000, 'inProgress'), date('brest', 'Brest', '2026-12-02', 0, 'canceled')];

describe('the report’s charts', () => {
  it('draws the takings per date as one labelled image, the canceled date left out', () => {
    renderScreen(<TakingsChart dates={dates} />, { namespaces: ['reports'] });
    const chart = screen.getByRole('img', { name: (name) => plainText(name) === 'Recettes nettes par date. 2 dates ; la meilleure : Lille, 1 500,00 €' });
    expect(chart.querySelectorAll('rect.fill-brand-700')).toHaveLength(2);
    expect(plainText(chart.textContent)).toContain('20/11');
    expect(screen.getByText('Les chiffres de chaque date sont dans le tableau « Par date » ci-dessous.')).toBeTruthy();
  });

  it('draws a size curve with each size’s share on its bar, in size order', () => {
    renderScreen(<SizeCurveChart curve={{ productId: 'tee', title: 'T-shirt', units: 10, sizes: [{ size: 'S', units: 2, received: 5, share: 0.2 }, { size: 'M', units: 5, received: 5, share: 0.5 }, { size: 'XL', units: 3, received: 5, share: 0.3 }] }} />, { namespaces: ['reports'] });
    const chart = screen.getByRole('img', { name: (name) => plainText(name) === 'Courbe des tailles – T-shirt. S 20,00 %, M 50,00 %, XL 30,00 %' });
    expect(chart.querySelectorAll('rect.fill-brand-700')).toHaveLength(3);
  });

  it('lays the sell-through out as a heat map and as a table with the same cells', () => {
    const report = {
      dates,
      products: [{ productId: 'tee', title: 'T-shirt', category: 'merchandising', units: 12, net: 30_000, received: 40, sellThrough: 0.3 }],
      productDates: [
        { productId: 'tee', eventId: 'lille', units: 10, net: 25_000, received: 20, sellThrough: 0.5 },
        { productId: 'tee', eventId: 'nantes', units: 2, net: 5000, received: 20, sellThrough: 0.1 },
      ],
    } as unknown as TourReport;
    renderScreen(<SellThroughSection report={report} tourName="Tournée" />, { namespaces: ['reports'] });
    const heatmap = screen.getByRole('img', { name: /^Écoulement par produit et par date\. 1 produit sur 2 dates/ });
    expect([...heatmap.querySelectorAll('rect title')].map((title) => plainText(title.textContent))).toEqual(['50,00 %', '10,00 %']);
    const rows = within(screen.getByRole('table', { name: 'Écoulement par produit et par date' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => plainText(row.textContent))).toEqual(['T-shirt20 novembre 2026 · Lille102050,00 %', 'T-shirt30 novembre 2026 · Nantes22010,00 %']);
  });
});

describe('VAT and fees', () => {
  it('lists each closed date’s settlement figures, the VAT per rate, and says which dates have none yet', async () => {
    const { VatAndFeesSection } = await import('@/features/reports/components/vat-and-fees-section');
    const vatAndFees = {
      dates: [{ eventId: 'lille', settlementNumber: 'BIL-2026-0004', exclVat: 125_000, vat: 25_000, vatLines: [{ rate: 20, gross: 150_000, exclVat: 125_000, vat: 25_000 }], venueFee: 30_000, agentFee: null, cardFee: 1200 }],
      vatLines: [{ rate: 20, gross: 150_000, exclVat: 125_000, vat: 25_000 }],
      totals: { exclVat: 125_000, vat: 25_000, venueFee: 30_000, agentFee: 0, cardFee: 1200 },
      datesWithout: 1,
    };
    renderScreen(<VatAndFeesSection report={{ dates } as unknown as TourReport} vatAndFees={vatAndFees} tourName="Tournée" />, { namespaces: ['reports'] });
    const rows = within(screen.getByRole('table', { name: 'TVA et frais par date clôturée' })).getAllByRole('row');
    expect(plainText(rows[1]!.textContent)).toBe('20 novembre 2026 · LilleBIL-2026-00041 250,00 €250,00 €300,00 €—12,00 €');
    expect(plainText(screen.getByRole('table', { name: 'TVA par taux (dates clôturées)' }).textContent)).toContain('20,00 %1 500,00 €1 250,00 €250,00 €');
    expect(screen.getByText('1 date n’a pas encore de décompte : ses TVA et frais seront arrêtés à sa clôture.')).toBeTruthy();
  });
});
