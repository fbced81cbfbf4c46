import type { ReactNode } from 'react';
import { renderScreen } from '../../support/render-screen';
import type { ServiceRequestView } from '@/features/services';

export const clientId = '00000000-0000-4000-8000-0000000000c1';
export const standA = '00000000-0000-4000-8000-0000000000a1';
export const standB = '00000000-0000-4000-8000-0000000000a2';

/** A terminal request of Nina Productions for its Olympia date, just made. */
export function serviceRequest(changes: Partial<ServiceRequestView> = {}): ServiceRequestView {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    kind: 'terminal',
    status: 'requested',
    clientId,
    clientName: 'Nina Productions',
    projectId: '00000000-0000-4000-8000-0000000000b1',
    eventId: '00000000-0000-4000-8000-0000000000e1',
    eventName: 'Olympia',
    eventStartsAt: '2026-12-12T19:30:00.000Z',
    eventCity: 'Paris',
    stands: [{ standId: standA, standName: 'Stand A', quantity: 2, readerId: null }],
    contact: { name: 'Léa Martin', phone: '+33 6 12 34 56 78', email: 'lea@nina.test' },
    delivery: { addressLine1: '28 boulevard des Capucines', postcode: '75009', city: 'Paris', country: 'FR' },
    note: null,
    late: false,
    quoteAmount: null,
    quoteAcceptedAt: null,
    cancellationFee: null,
    declineReason: null,
    requestedAt: '2026-11-20T08:00:00.000Z',
    acknowledgedAt: null,
    shippedAt: null,
    returnedAt: null,
    confirmedAt: null,
    declinedAt: null,
    canceledAt: null,
    due: { step: 'acknowledge', dueAt: '2026-11-22T08:00:00.000Z', overdue: false },
    cancellation: { percent: 0, fee: 0 },
    ...changes,
  };
}

/** Renders a screen of this domain as its pages do: services texts added to the global ones. */
export const renderWithProviders = (children: ReactNode) => renderScreen(children, { namespaces: ['services'] });

export { plainText as text } from '../../support/render-screen';
