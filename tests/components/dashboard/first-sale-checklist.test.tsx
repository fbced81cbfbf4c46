import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FirstSaleChecklist, type OnboardingView } from '@/features/dashboard';
import { renderScreen } from '../../support/render-screen';

const projectId = '00000000-0000-4000-8000-000000000001';
const eventId = '00000000-0000-4000-8000-000000000002';
const standId = '00000000-0000-4000-8000-000000000003';
const standInventoryId = '00000000-0000-4000-8000-000000000004';
const nothingYet: OnboardingView = { projectId: null, eventId: null, standId: null, standInventoryId: null, hasProducts: false, hasStockAtStand: false, hasSale: false };

function show(view: OnboardingView) {
  renderScreen(<FirstSaleChecklist view={view} />, { namespaces: ['onboarding'] });
  return screen.queryByRole('region', { name: 'Vers votre première vente' });
}

/** The steps as the list shows them: label, whether ticked, where it leads (null: not yet reachable). */
function steps(region: HTMLElement) {
  return within(region)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryAllByRole('link')[0];
      const text = (item.textContent ?? '').replace('✓', '');
      return { text, done: text.includes('Fait ·'), href: link?.getAttribute('href') ?? null };
    });
}

describe('FirstSaleChecklist', () => {
  it('starts at the tour, the only step a brand-new organiser can take', () => {
    const region = show(nothingYet)!;
    expect(within(region).getByText('0 sur 6 étapes faites')).toBeTruthy();
    const list = steps(region);
    expect(list.map((step) => step.text.split(' · ')[0])).toEqual([
      '1. Créer une tournéeÀ faire',
      '2. Ajouter une dateAprès l’étape précédente',
      '3. Ouvrir un stand sur la dateAprès l’étape précédente',
      '4. Ajouter vos produitsAprès l’étape précédente',
      '5. Mettre du stock au standAprès l’étape précédente',
      '6. Faire la première venteAprès l’étape précédente',
    ]);
    expect(list.map((step) => step.href)).toEqual(['/dashboard/projects', null, null, null, null, null]);
    expect(within(region).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step');
  });

  it('ticks what the data says is done and links each step to its screen', () => {
    const region = show({ ...nothingYet, projectId, eventId, standId, standInventoryId, hasProducts: true })!;
    expect(within(region).getByText('4 sur 6 étapes faites')).toBeTruthy();
    const list = steps(region);
    expect(list.map((step) => step.done)).toEqual([true, true, true, true, false, false]);
    expect(list.map((step) => step.href)).toEqual([
      `/dashboard/projects/${projectId}?tab=events`,
      `/dashboard/projects/${projectId}/events/new`,
      `/dashboard/event/projects/${projectId}/tour/${eventId}`,
      `/dashboard/projects/${projectId}?tab=catalogue`,
      `/dashboard/projects/${projectId}?tab=stock`,
      `/dashboard/event/projects/${projectId}/tour/${eventId}`,
    ]);
    // The stock step also sends straight to the stand, its destination preset.
    expect(within(region).getByRole('link', { name: 'Envoyer du stock au stand' }).getAttribute('href')).toBe(`/dashboard/projects/${projectId}/transfers/new?to=${standInventoryId}`);
    expect(within(region).getAllByRole('listitem')[4]!.getAttribute('aria-current')).toBe('step');
  });

  it('steps aside once a first sale exists', () => {
    expect(show({ ...nothingYet, projectId, eventId, standId, standInventoryId, hasProducts: true, hasStockAtStand: true, hasSale: true })).toBeNull();
  });
});
