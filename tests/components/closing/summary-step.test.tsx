import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closingStore, resetClosingStores } from '@/features/closing/closing-store';
import type { ClosingTotals } from '@/features/closing/closing-totals';
import { SummaryStep } from '@/features/closing/components/wizard/summary-step';
import type { ClosingData } from '@/features/closing/types';
import { formatMoney } from '@/lib/format';
import { renderScreen } from '../../support/render-screen';
import { money, takings } from './settlement-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: vi.fn(), replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const data: ClosingData = {
  event: { id: 'event-1', projectId: 'p', name: 'Nantes', status: 'inProgress', commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null },
  ordersInProgress: [],
  stands: [],
  takings: takings(0, 0),
  closedAt: null,
};


describe('the closing’s summary', () => {
  beforeEach(() => {
    localStorage.clear();
    resetClosingStores();
    state.apiFetch.mockReset();
  });

  it('shows the venue’s fee as an amount with its VAT, on the settlement’s takings excluding VAT, not just its name', async () => {
    const totals: ClosingTotals = { money: money({ takings: takings(0, 0, 24000), exclVat: 20000, vat: 4000 }), stands: [], online: money({ takings: takings(0, 0, 24000) }), unitsSold: 0 };
    state.apiFetch.mockResolvedValue(totals);
    renderScreen(<SummaryStep data={data} store={closingStore('event-1')} projectId="p" onDone={vi.fn()} />, { namespaces: ['closing'] });
    expect(screen.getByText('Commission de la salle')).toBeTruthy();
    const fee = screen.getByText(/^Commission de la salle \(/);
    await waitFor(() => expect(fee.nextElementSibling?.textContent).toBe(`${formatMoney(2000)} HT + ${formatMoney(400)} TVA = ${formatMoney(2400)}`));
    expect(screen.getByText('Ventes en ligne').nextElementSibling?.textContent).toBe(formatMoney(24000));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/events/event-1/closing-totals');
  });
});
