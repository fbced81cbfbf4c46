import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettlementAdjustments } from '@/features/closing/components/settlement/settlement-adjustments';
import { SettlementVariantsTable } from '@/features/closing/components/settlement/settlement-variants-table';
import { renderScreen } from '../../support/render-screen';
import { adjustment, eventId, settlement } from './settlement-fixtures';
import { plain } from './settlement-render';

// Issue #25: at 375 px the settlement's tables scrolled sideways; on a phone they are cards with the same figures.
let width = 375;
const original = window.matchMedia;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === '(max-width: 639px)' ? width < 640 : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = original;
  width = 375;
});

const stand = settlement.stands[0]!;

describe('the settlement on a phone (375 px)', () => {
  it('shows each variant of a stand as a card of labelled figures, then the stand’s totals, and no table', () => {
    renderScreen(<SettlementVariantsTable stand={stand} />, { namespaces: ['closing'] });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByTestId('settlement-variant-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(plain(cards[0]!.textContent)).toContain('T-shirt Tournée – Noir / M');
    expect(plain(cards[0]!.textContent)).toContain('Invitation artiste (1)');
    expect(within(cards[0]!).getAllByRole('term').length).toBe(within(cards[0]!).getAllByRole('definition').length);
    expect(plain(cards[1]!.textContent)).toContain('80,00 €');
  });

  it('shows each adjustment after the closing as a card, with the totals last', () => {
    renderScreen(<SettlementAdjustments eventId={eventId} settlement={{ ...settlement, adjustments: [adjustment], adjustmentTotals: { amount: 2500, payoutEffect: 2375 } }} writable={false} />, { namespaces: ['closing', 'orders'] });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByTestId('settlement-adjustment-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(plain(cards[0]!.textContent)).toContain('Taille trop petite, revenu le lendemain');
    expect(plain(cards[0]!.textContent)).toContain('25,00 €');
  });

  it('keeps the tables from 640 px on', () => {
    width = 1024;
    renderScreen(<SettlementVariantsTable stand={stand} />, { namespaces: ['closing'] });
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('settlement-variant-cards')).toBeNull();
  });
});
