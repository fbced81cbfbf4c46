import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '@/features/events';
import { ServicesCard, type EventServicesView } from '@/features/services';
import { ApiError } from '@/lib/api-client';
import { project } from '../shops/shop-fixtures';
import { renderWithProviders, serviceRequest, standA, standB, text } from './service-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: vi.fn(), replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: { id: 'u-1', role: 'client', clientId: 'c-1', firstName: 'Léa', lastName: 'Martin', email: 'lea@nina.test' }, isPending: false, error: null }),
}));

// The card compares deadlines with the browser's clock: it is fixed, the event 20 days after it.
const NOW = new Date('2026-11-20T09:00:00.000Z');
const HOUR = 3_600_000;

const event = {
  id: '00000000-0000-4000-8000-0000000000e1',
  projectId: project.id,
  name: 'Olympia',
  venueName: 'Olympia',
  addressLine1: '28 boulevard des Capucines',
  postcode: '75009',
  city: 'Paris',
  country: 'FR',
  status: 'pending',
  stands: [
    { id: standA, name: 'Stand A' },
    { id: standB, name: 'Stand B' },
  ],
} as unknown as EventView;

function services(startsIn: number, changes: Partial<EventServicesView> = {}): EventServicesView {
  const start = NOW.getTime() + startsIn * HOUR;
  return {
    eventStartsAt: new Date(start).toISOString(),
    terminalDeadline: new Date(start - 15 * 24 * HOUR).toISOString(),
    standService: { onTimeUntil: new Date(start - 96 * HOUR).toISOString(), refusedFrom: new Date(start - 72 * HOUR).toISOString() },
    standServiceArea: true,
    requests: [],
    ...changes,
  };
}

let served: EventServicesView;
let writes: Record<string, (options: { body?: unknown; headers?: Record<string, string> }) => unknown>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  served = services(20 * 24);
  writes = {};
  state.apiFetch.mockReset();
  state.apiFetch.mockImplementation(async (path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const key = `${options.method ?? 'GET'} ${path}`;
    if (key === `GET /v1/events/${event.id}/service-requests`) return served;
    if (key === `GET /v1/projects/${project.id}`) return project;
    const write = writes[key];
    if (!write) throw new Error(`Unexpected call: ${key}`);
    return write(options);
  });
  Object.values(state.toast).forEach((toast) => toast.mockReset());
});
afterEach(() => vi.useRealTimers());

const card = () => screen.getByRole('region', { name: 'Services' });

describe('ServicesCard, before asking', () => {
  it('says each deadline and offers both services 20 days before the event', async () => {
    renderWithProviders(<ServicesCard event={event} />);
    expect(await screen.findByText(/À demander au plus tard le 25 novembre 2026 à 10:00 \(15 jours/)).toBeTruthy();
    expect(screen.getByText(/À demander au plus tard le 6 décembre 2026 à 10:00 \(96 heures/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander des terminaux' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander la gestion de stand' })).toBeTruthy();
    expect(screen.getByText('Aucune demande de service pour cet événement.')).toBeTruthy();
  });

  it('closes both services 60 hours before the event, saying why', async () => {
    served = services(60);
    renderWithProviders(<ServicesCard event={event} />);
    expect(await screen.findByText(/Le délai est passé : les terminaux se demandent au plus tard 15 jours/)).toBeTruthy();
    expect(screen.getByText(/la gestion de stand n’est plus acceptée à 72 heures ou moins/)).toBeTruthy();
    expect(within(card()).queryAllByRole('button')).toEqual([]);
  });

  it('offers no stand service outside mainland France', async () => {
    served = services(20 * 24, { standServiceArea: false });
    renderWithProviders(<ServicesCard event={event} />);
    expect(await screen.findByText(/n’est proposée qu’en France métropolitaine/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demander la gestion de stand' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Demander des terminaux' })).toBeTruthy();
  });

  it('offers a viewer nothing to ask', async () => {
    state.apiFetch.mockImplementation(async (path: string) => (path.startsWith('/v1/projects/') ? { ...project, myRole: 'viewer' } : served));
    renderWithProviders(<ServicesCard event={event} />);
    expect(await screen.findByText(/15 jours avant la première représentation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demander des terminaux' })).toBeNull();
  });
});

// The request forms' code comes when a dialog first opens (issue #28): transformed once here, so that the first test's
// wait for its dialog is the chunk's, not the test runner's first compilation of zod and the forms.
beforeAll(async () => {
  await Promise.all([import('@/features/services/components/terminal-request-dialog'), import('@/features/services/components/stand-service-dialog')]);
});

describe('ServicesCard, asking', () => {
  it('sends a terminal request with its quantities, delivery and contact, under one idempotency key', async () => {
    writes[`POST /v1/events/${event.id}/service-requests`] = ({ body }) => serviceRequest({ kind: 'terminal', ...(body as object) });
    renderWithProviders(<ServicesCard event={event} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demander des terminaux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander des terminaux de paiement' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(dialog).getByText('Indiquez entre 1 et 10 terminaux pour au moins un stand.')).toBeTruthy();
    expect(within(dialog).getByText('Indiquez un numéro de téléphone valide.')).toBeTruthy();
    expect(state.apiFetch.mock.calls.filter(([, options]) => options?.method === 'POST')).toEqual([]);

    // What a terminal costs and who sells it, and the total for those asked (issue #25).
    expect(text(within(dialog).getByTestId('terminal-price').textContent)).toBe(
      'Terminal BBPOS WisePOS E : 249,00 € HT l’unité, vendu et facturé par Stripe, le prestataire de paiement par carte (pas par la plateforme). Le terminal vous appartient.',
    );
    fireEvent.change(within(dialog).getByLabelText('Nombre de terminaux pour Stand B'), { target: { value: '2' } });
    expect(text(within(dialog).getByTestId('terminal-price').textContent)).toContain('2 terminaux : 498,00 € HT');
    fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

    await waitFor(() => expect(state.toast.success).toHaveBeenCalled());
    const [, options] = state.apiFetch.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(options.body).toEqual({
      kind: 'terminal',
      stands: [{ standId: standB, quantity: 2 }],
      contact: { name: 'Léa Martin', phone: '06 12 34 56 78', email: 'lea@nina.test' },
      delivery: { addressLine1: '28 boulevard des Capucines', postcode: '75009', city: 'Paris', country: 'FR' },
    });
    expect(options.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('warns that a stand service asked 80 hours before is late, and needs the terms accepted', async () => {
    served = services(80);
    writes[`POST /v1/events/${event.id}/service-requests`] = () => serviceRequest({ kind: 'standManagement', late: true });
    renderWithProviders(<ServicesCard event={event} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demander la gestion de stand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander la gestion de stand' });
    expect(within(dialog).getByText(/Demande tardive/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Lire les conditions/ }).getAttribute('href')).toBe('/terms/event#article-5');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stand A' }));
    fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(dialog).getByText('Acceptez les conditions pour envoyer la demande.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalled());
    const [, options] = state.apiFetch.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(options.body).toMatchObject({ kind: 'standManagement', standIds: [standA], acceptTerms: true });
  });

  it('shows the catalogue’s words when the server refuses the request', async () => {
    writes[`POST /v1/events/${event.id}/service-requests`] = () => {
      throw new ApiError(422, { errorCode: 'TERMINAL_REQUEST_TOO_LATE' });
    };
    renderWithProviders(<ServicesCard event={event} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demander des terminaux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander des terminaux de paiement' });
    fireEvent.change(within(dialog).getByLabelText('Nombre de terminaux pour Stand A'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(state.toast.error).toHaveBeenCalledWith('Il est trop tard pour demander des terminaux', expect.anything()));
  });
});

describe('ServicesCard, following and canceling', () => {
  const confirmed = serviceRequest({
    kind: 'standManagement',
    status: 'confirmed',
    quoteAmount: 125_050,
    delivery: null,
    due: { step: null, dueAt: null, overdue: false },
    cancellation: { percent: 50, fee: 62_525 },
  });

  it('shows the fee before canceling, and the new fee when a deadline passed meanwhile', async () => {
    served = services(60, { requests: [confirmed] });
    let attempts = 0;
    writes[`POST /v1/service-requests/${confirmed.id}/cancel`] = ({ body }) => {
      attempts += 1;
      if ((body as { expectedFee: number }).expectedFee !== 125_050) throw new ApiError(409, { errorCode: 'CANCELLATION_FEE_CHANGED', details: { fee: 125_050, percent: 100 } });
      return { ...confirmed, status: 'canceled', cancellationFee: 125_050, cancellation: null };
    };
    renderWithProviders(<ServicesCard event={event} />);
    const item = await screen.findByTestId('service-request');
    expect(text(item.textContent)).toContain('Prix de la prestation : 1 250,50 € HT');
    fireEvent.click(within(item).getByRole('button', { name: 'Annuler la demande « Gestion de stand »' }));

    const dialog = await screen.findByRole('dialog', { name: 'Annuler la demande « Gestion de stand » ?' });
    expect(text(within(dialog).getByTestId('cancellation-fee').textContent)).toBe('L’annulation entraîne maintenant des frais de 625,25 € HT, soit 50 % du prix de la prestation (1 250,50 € HT).');
    fireEvent.click(within(dialog).getByRole('button', { name: /Annuler et payer 625,25/ }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('les frais d’annulation ont changé'));
    expect(text(within(dialog).getByTestId('cancellation-fee').textContent)).toContain('1 250,50 € HT, soit 100 %');
    fireEvent.click(within(dialog).getByRole('button', { name: /Annuler et payer 1\s250,50/ }));
    await waitFor(() => expect(state.toast.success.mock.calls[0]?.[0]).toBe('Demande annulée'));
    expect(attempts).toBe(2);
  });

  it('cancels a request not priced yet for free, and shows a canceled one with its fee', async () => {
    const canceled = serviceRequest({ id: '00000000-0000-4000-8000-000000000109', kind: 'standManagement', status: 'canceled', cancellationFee: 62_525, cancellation: null, due: { step: null, dueAt: null, overdue: false } });
    const unpriced = serviceRequest({ kind: 'standManagement', delivery: null, cancellation: { percent: 50, fee: 0 } });
    served = services(60, { requests: [unpriced, canceled] });
    writes[`POST /v1/service-requests/${unpriced.id}/cancel`] = () => ({ ...unpriced, status: 'canceled', cancellationFee: 0, cancellation: null });
    renderWithProviders(<ServicesCard event={event} />);
    const [first, second] = await screen.findAllByTestId('service-request');
    expect(text(second!.textContent)).toContain('Frais d’annulation : 625,25 € HT');
    expect(within(second!).queryByRole('button')).toBeNull();

    fireEvent.click(within(first!).getByRole('button', { name: /Annuler la demande/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/n’a pas encore été fixé : l’annulation est gratuite/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler sans frais' }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalled());
    const [, options] = state.apiFetch.mock.calls.find(([path]) => String(path).endsWith('/cancel'))!;
    expect(options.body).toEqual({ expectedFee: 0 });
  });

  it('accepts an acknowledged stand service’s quote, sending the price shown, then says it is accepted (issue #25)', async () => {
    const quoted = serviceRequest({ kind: 'standManagement', status: 'acknowledged', delivery: null, quoteAmount: 45_000, due: { step: 'confirm', dueAt: null, overdue: false } });
    served = services(20 * 24, { requests: [quoted] });
    writes[`POST /v1/service-requests/${quoted.id}/accept-quote`] = () => {
      served = services(20 * 24, { requests: [{ ...quoted, quoteAcceptedAt: '2026-11-20T09:00:00.000Z' }] });
      return served.requests[0];
    };
    renderWithProviders(<ServicesCard event={event} />);
    const [item] = await screen.findAllByTestId('service-request');
    expect(within(item!).getByText('La prestation ne peut être confirmée qu’après votre accord sur ce prix.')).toBeTruthy();
    fireEvent.click(within(item!).getByRole('button', { name: /Accepter le devis de 450,00/ }));
    await waitFor(() => expect(state.toast.success.mock.calls[0]?.[0]).toBe('Devis accepté'));
    const [, options] = state.apiFetch.mock.calls.find(([path]) => String(path).endsWith('/accept-quote'))!;
    expect(options.body).toEqual({ expectedQuoteAmount: 45_000 });
    expect(await within(await screen.findByTestId('service-request')).findByText(/^Devis accepté le /)).toBeTruthy();
  });
});
