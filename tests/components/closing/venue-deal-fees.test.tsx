import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closingStore, resetClosingStores } from '@/features/closing/closing-store';
import { VenueFeeLines } from '@/features/closing/components/settlement/venue-fee-lines';
import { FeesStep } from '@/features/closing/components/wizard/fees-step';
import type { ClosingData } from '@/features/closing/types';
import { plainText, renderScreen } from '../../support/render-screen';
import { takingsOf } from '@/features/orders/takings';

const data: ClosingData = {
  event: {
    id: 'event-deal',
    projectId: 'p',
    name: 'Olympia',
    status: 'inProgress',
    commissionType: 'theatreFee',
    theaterFeeAmount: 15,
    theaterFeeVat: 20,
    commissionAgentFeeAmount: null,
    commissionAgentFeeVat: null,
    venueDeal: { categoryRates: { phonography: 10 }, basis: 'exclVat', fixedFee: 0 },
  },
  ordersInProgress: [],
  stands: [],
  takings: takingsOf([], []),
  closedAt: null,
};

describe('the closing wizard’s fees step with a venue deal', () => {
  beforeEach(() => resetClosingStores());

  it('shows the event’s category rates and saves what the manager changes', () => {
    const onDone = vi.fn();
    const store = closingStore('event-deal');
    renderScreen(<FeesStep data={data} store={store} projectId="p" onDone={onDone} />, { namespaces: ['closing', 'events'] });
    expect((screen.getByLabelText('Phonographie (%)') as HTMLInputElement).value).toBe('10');
    fireEvent.change(screen.getByLabelText('Merchandising (%)'), { target: { value: '12,5' } });
    fireEvent.click(screen.getByLabelText('Toutes taxes comprises (TTC)'));
    fireEvent.change(screen.getByLabelText('Forfait fixe de la salle (€)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: /continuer/i }));
    expect(onDone).toHaveBeenCalled();
    expect(store.getState().event?.venueDeal).toEqual({ categoryRates: { merchandising: 12.5, phonography: 10 }, basis: 'inclVat', fixedFee: 15000 });
  });

  it('holds the step while a category rate does not read', () => {
    const onDone = vi.fn();
    renderScreen(<FeesStep data={data} store={closingStore('event-deal')} projectId="p" onDone={onDone} />, { namespaces: ['closing', 'events'] });
    fireEvent.change(screen.getByLabelText('Accessoires (%)'), { target: { value: '101' } });
    const described = screen.getByLabelText('Accessoires (%)').getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toMatch(/Saisissez un pourcentage de 0 à 100/);
    fireEvent.click(screen.getByRole('button', { name: /continuer/i }));
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('VenueFeeLines', () => {
  it('lists the venue’s commission line by line with its total', () => {
    const fee = {
      base: 6667,
      rate: 15,
      amount: 2875,
      vatRate: 20,
      vat: 575,
      total: 3450,
      basis: 'exclVat' as const,
      lines: [
        { category: 'merchandising' as const, base: 4167, rate: 15, amount: 625 },
        { category: 'phonography' as const, base: 2500, rate: 10, amount: 250 },
      ],
      fixedFee: 2000,
      paidWith: 'transfer' as const,
      paidInCash: 0,
    };
    renderScreen(<VenueFeeLines fee={fee} />, { namespaces: ['closing'] });
    const rows = screen.getAllByRole('term').map((term) => `${plainText(term.textContent)} = ${plainText(term.nextElementSibling?.textContent)}`);
    expect(rows).toEqual([
      'Merchandising : 15,00 % de 41,67 € HT = 6,25 €',
      'Phonographie : 10,00 % de 25,00 € HT = 2,50 €',
      'Forfait fixe de la salle = 20,00 €',
      'Commission de la salle HT = 28,75 €',
      'TVA sur la commission de la salle (20,00 %) = 5,75 €',
      'Commission de la salle TTC = 34,50 €',
    ]);
  });
});
