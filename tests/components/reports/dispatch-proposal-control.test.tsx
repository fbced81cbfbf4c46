import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DispatchProposalControl } from '@/features/reports/components/dispatch-proposal-control';
import type { DispatchProposal } from '@/features/reports/types';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  query: {} as Record<string, string>,
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: state.query, push: vi.fn(), replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: state.toast }));

const proposal: DispatchProposal = {
  eventId: 'ev-3',
  fromInventoryId: 'wh-1',
  basis: { dates: 2, withAttendance: 1, heads: 15_300, headsFrom: 'capacity', margin: 0.2 },
  lines: [
    { productVariantId: 'tee-m', standId: 'main', inventoryId: 'inv-main', target: 30, holds: 4, quantity: 26 },
    { productVariantId: 'tee-m', standId: 'balcony', inventoryId: 'inv-balcony', target: 10, holds: 10, quantity: 0 },
  ],
  shortVariants: 0,
};

const onPropose = vi.fn();
beforeEach(() => {
  state.apiFetch.mockReset();
  state.query = {};
  onPropose.mockReset();
  Object.values(state.toast).forEach((toast) => toast.mockReset());
});

const control = (sourceId = 'wh-1') => <DispatchProposalControl eventId="ev-3" sourceId={sourceId} onPropose={onPropose} />;
const renderControl = (sourceId?: string) => renderScreen(control(sourceId), { namespaces: ['reports'] });

/** The dispatch screen's part: no source until its inventories are read, then the one the manager picks. */
function ScreenWithSources() {
  const [sourceId, setSourceId] = useState('');
  return (
    <>
      {['wh-1', 'zone-1'].map((id) => (
        <button key={id} type="button" onClick={() => setSourceId(id)}>
          {id}
        </button>
      ))}
      {control(sourceId)}
    </>
  );
}
const button = () => screen.getByRole('button', { name: 'Proposer d’après les ventes' });
/** The basis, said under the button once the proposal is in. */
const basis = async () => {
  await waitFor(() => expect(document.querySelector('[aria-live="polite"]')?.textContent).not.toBe(''));
  return plainText(document.querySelector('[aria-live="polite"]')?.textContent);
};

describe('« Proposer d’après les ventes » on the dispatch screen', () => {
  it('asks the forecast for the chosen source and fills the plan with each stand’s quantity', async () => {
    state.apiFetch.mockResolvedValue(proposal);
    renderControl();
    expect(state.apiFetch).not.toHaveBeenCalled();
    fireEvent.click(button());

    await waitFor(() => expect(onPropose).toHaveBeenCalledTimes(1));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/events/ev-3/dispatch-proposal', { query: { fromInventoryId: 'wh-1' } });
    expect(onPropose).toHaveBeenCalledWith([
      { productVariantId: 'tee-m', inventoryId: 'inv-main', quantity: 26 },
      { productVariantId: 'tee-m', inventoryId: 'inv-balcony', quantity: 0 },
    ]);
    expect(await basis()).toBe('D’après 2 dates vendues (1 avec fréquentation) · 15 300 spectateurs attendus (jauge) · marge de 20,00 %');
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('says it is working while it asks, and cannot be asked twice meanwhile', async () => {
    let answer: (value: DispatchProposal) => void = () => {};
    state.apiFetch.mockReturnValue(new Promise<DispatchProposal>((resolve) => (answer = resolve)));
    renderControl();
    fireEvent.click(button());
    const working = await screen.findByRole('button', { name: 'Calcul de la proposition…' });
    expect(working.hasAttribute('disabled')).toBe(true);
    answer(proposal);
    await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
    expect(state.apiFetch).toHaveBeenCalledTimes(1);
  });

  it('says when the source runs short, when the stands need nothing, and when no attendance is known', async () => {
    state.apiFetch.mockResolvedValue({ ...proposal, shortVariants: 2 });
    const { unmount } = renderControl();
    fireEvent.click(button());
    expect(await basis()).toContain(' · 2 articles manquent à la source : leurs unités sont réparties');
    unmount();

    state.apiFetch.mockResolvedValue({ ...proposal, basis: { dates: 1, withAttendance: 0, heads: null, headsFrom: null, margin: 0.2 }, lines: proposal.lines.map((line) => ({ ...line, quantity: 0 })) });
    renderControl();
    fireEvent.click(button());
    expect(await basis()).toBe('D’après 1 date vendue (aucune avec fréquentation) · moyenne vendue par date · marge de 20,00 % · les stands ont déjà ce qu’il leur faut');
  });

  it('proposes nothing before a date is sold, and leaves the plan as it is', async () => {
    state.apiFetch.mockResolvedValue({ ...proposal, basis: { dates: 0, withAttendance: 0, heads: null, headsFrom: null, margin: 0.2 }, lines: [] });
    renderControl();
    fireEvent.click(button());
    expect(await basis()).toBe('Aucune date vendue à comparer : rien à proposer pour l’instant.');
    expect(onPropose).not.toHaveBeenCalled();
  });

  it('tells a failure in a toast and leaves the plan as it is', async () => {
    state.apiFetch.mockRejectedValue(new Error('network down'));
    renderControl();
    fireEvent.click(button());
    await waitFor(() => expect(state.toast.error).toHaveBeenCalledWith('Lecture impossible', expect.anything()));
    expect(onPropose).not.toHaveBeenCalled();
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('opened from the report (?propose=1), proposes once by itself, when the screen has its source', async () => {
    state.query = { propose: '1' };
    state.apiFetch.mockResolvedValue(proposal);
    renderScreen(<ScreenWithSources />, { namespaces: ['reports'] });
    expect(button().hasAttribute('disabled')).toBe(true);
    expect(state.apiFetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'wh-1' }));
    await waitFor(() => expect(onPropose).toHaveBeenCalledTimes(1));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/events/ev-3/dispatch-proposal', { query: { fromInventoryId: 'wh-1' } });
    // Another source chosen afterwards is the manager's to ask for again.
    fireEvent.click(screen.getByRole('button', { name: 'zone-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'wh-1' }));
    await basis();
    expect(state.apiFetch).toHaveBeenCalledTimes(1);
  });
});
