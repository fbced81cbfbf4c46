import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceRequestsAdminScreen, type ServiceRequestView } from '@/features/services';
import { ApiError } from '@/lib/api-client';
import frErrors from '@/locales/fr/errors.json';
import { renderWithProviders, serviceRequest, standA, standB, text } from './service-fixtures';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
  replace: vi.fn(),
  query: {} as Record<string, string>,
  listeners: new Set<() => void>(),
  wide: true,
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: state.toast }));
// A router whose replace() changes the address the screen reads, as the real one does with a shallow change.
vi.mock('next/router', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    state.listeners.add(listener);
    return () => state.listeners.delete(listener);
  };
  return {
    useRouter: () => {
      const query = useSyncExternalStore(subscribe, () => state.query);
      return { query, isReady: true, pathname: '/admin/services', asPath: '/admin/services', locale: 'fr', replace: state.replace, push: vi.fn() };
    },
  };
});

const list = '/v1/service-requests';
type Handler = (body: unknown) => unknown;
let requests: ServiceRequestView[] = [];

function serve(handlers: Record<string, Handler> = {}) {
  state.apiFetch.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    const key = `${options.method ?? 'GET'} ${path}`;
    if (key === `GET ${list}`) return { data: requests, meta: { page: 1, limit: 50, total: requests.length } };
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call: ${key}`);
    return handler(options.body);
  });
}

beforeEach(() => {
  state.apiFetch.mockReset();
  Object.values(state.toast).forEach((mock) => mock.mockReset());
  state.query = {};
  state.wide = true;
  state.replace.mockReset();
  state.replace.mockImplementation(async ({ query }: { query: Record<string, string> }) => {
    state.query = query;
    state.listeners.forEach((listener) => listener());
    return true;
  });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string) => ({ matches: state.wide, media, addEventListener: () => {}, removeEventListener: () => {} }),
  });
  serve();
});

const overdueTerminal = serviceRequest({ due: { step: 'acknowledge', dueAt: '2026-11-01T09:00:00.000Z', overdue: true } });
const acknowledgedStandService = serviceRequest({
  id: '00000000-0000-4000-8000-000000000102',
  kind: 'standManagement',
  status: 'acknowledged',
  late: true,
  quoteAmount: 125_050,
  // Accepted by its organiser: the admin may confirm it (issue #25).
  quoteAcceptedAt: '2026-11-21T10:00:00.000Z',
  delivery: null,
  stands: [
    { standId: standA, standName: 'Stand A', quantity: 1, readerId: null },
    { standId: standB, standName: 'Stand B', quantity: 1, readerId: null },
  ],
  due: { step: 'confirm', dueAt: '2026-12-10T19:30:00.000Z', overdue: false },
});
const requestedStandService = serviceRequest({ id: '00000000-0000-4000-8000-000000000103', kind: 'standManagement', delivery: null, stands: [{ standId: standA, standName: 'Stand A', quantity: 1, readerId: null }] });
const acknowledgedTerminal = serviceRequest({
  id: '00000000-0000-4000-8000-000000000104',
  status: 'acknowledged',
  stands: [
    { standId: standA, standName: 'Stand A', quantity: 2, readerId: null },
    { standId: standB, standName: 'Stand B', quantity: 1, readerId: null },
  ],
  due: { step: 'ship', dueAt: '2026-12-09T19:30:00.000Z', overdue: false },
});

const rows = () => screen.findAllByTestId('service-request');
const lastBody = (path: string) => state.apiFetch.mock.calls.filter(([called]) => called === path).at(-1)?.[1];

describe('ServiceRequestsAdminScreen (/admin/services)', () => {
  it('lists the open requests with what is due and when, the overdue one marked in words', async () => {
    requests = [overdueTerminal, acknowledgedStandService];
    renderWithProviders(<ServiceRequestsAdminScreen />);

    const [terminal, standService] = await rows();
    expect(state.apiFetch).toHaveBeenCalledWith(list, { query: { status: 'open', page: 1, limit: 50 } });
    expect(within(terminal!).getByRole('link', { name: 'Nina Productions' }).getAttribute('href')).toBe(`/admin/clients/${overdueTerminal.clientId}`);
    expect(text(terminal!.textContent)).toContain('Olympia12/12/2026 20:30');
    expect(text(terminal!.textContent)).toContain('Stand A × 2');
    expect(within(terminal!).getByTestId('service-status').textContent).toBe('Demandée');
    expect(text(terminal!.textContent)).toContain('Accusé de réceptionÀ faire avant le 01/11/2026 10:00');
    expect(within(terminal!).getByTestId('service-overdue').textContent).toBe('⚠En retard');

    expect(text(standService!.textContent)).toContain('Gestion de standTardive');
    expect(text(standService!.textContent)).toContain('ConfirmationÀ faire avant le 10/12/2026 20:30');
    expect(text(standService!.textContent)).toContain('Prix : 1 250,50 € HT');
    expect(within(standService!).queryByTestId('service-overdue')).toBeNull();
    expect(within(standService!).getByRole('link', { name: 'Téléphone de Léa Martin : +33 6 12 34 56 78' }).getAttribute('href')).toBe('tel:+33612345678');
    expect(within(standService!).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Confirmer la gestion de stand pour Olympia (Nina Productions)',
      'Décliner la demande de gestion de stand pour Olympia (Nina Productions)',
      'Corriger le prix de la gestion de stand pour Olympia (Nina Productions)',
    ]);
  });

  it('shows the cancellation fee and the decline reason, with no step left to take', async () => {
    requests = [
      serviceRequest({ kind: 'standManagement', status: 'canceled', quoteAmount: 125_050, cancellationFee: 62_525, due: { step: null, dueAt: null, overdue: false } }),
      serviceRequest({ id: '00000000-0000-4000-8000-000000000105', status: 'declined', declineReason: 'Plus de terminaux disponibles', due: { step: null, dueAt: null, overdue: false } }),
    ];
    state.query = { status: 'all' };
    renderWithProviders(<ServiceRequestsAdminScreen />);

    const [canceled, declined] = await rows();
    expect(state.apiFetch).toHaveBeenCalledWith(list, { query: { page: 1, limit: 50 } });
    expect(text(canceled!.textContent)).toContain('Frais d’annulation : 625,25 €');
    expect(text(declined!.textContent)).toContain('Motif : Plus de terminaux disponibles');
    expect(text(declined!.textContent)).toContain('Rien à faire');
    expect(screen.queryAllByRole('button', { name: /Olympia/ })).toEqual([]);
  });

  it('keeps the filters in the address and asks the API for what they select', async () => {
    state.query = { kind: 'terminal', status: 'declined' };
    renderWithProviders(<ServiceRequestsAdminScreen />);
    const kind = screen.getByLabelText('Service') as HTMLSelectElement;
    const status = screen.getByLabelText('Statut') as HTMLSelectElement;
    expect([kind.value, status.value]).toEqual(['terminal', 'declined']);
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith(list, { query: { kind: 'terminal', status: 'declined', page: 1, limit: 50 } }));

    fireEvent.change(kind, { target: { value: 'standManagement' } });
    await waitFor(() => expect(state.apiFetch).toHaveBeenLastCalledWith(list, { query: { kind: 'standManagement', status: 'declined', page: 1, limit: 50 } }));
    expect(state.replace).toHaveBeenLastCalledWith({ pathname: '/admin/services', query: { kind: 'standManagement', status: 'declined' } }, undefined, { shallow: true, scroll: false });

    // The defaults stay out of the address: "every kind" and "open" are what a bare /admin/services shows.
    fireEvent.change(kind, { target: { value: 'all' } });
    fireEvent.change(status, { target: { value: 'open' } });
    await waitFor(() => expect(state.apiFetch).toHaveBeenLastCalledWith(list, { query: { status: 'open', page: 1, limit: 50 } }));
    expect(state.query).toEqual({});

    fireEvent.change(status, { target: { value: 'all' } });
    await waitFor(() => expect(state.apiFetch).toHaveBeenLastCalledWith(list, { query: { page: 1, limit: 50 } }));
    expect(state.query).toEqual({ status: 'all' });
  });

  it('says when nothing is open, and offers every request', async () => {
    requests = [];
    renderWithProviders(<ServiceRequestsAdminScreen />);
    expect(await screen.findByText('Aucune demande en cours : rien à traiter pour le moment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voir toutes les demandes' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenLastCalledWith(list, { query: { page: 1, limit: 50 } }));
    expect(await screen.findByText('Aucune demande de service pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Voir toutes les demandes' })).toBeNull();
  });

  it('acknowledges a stand management request with its price in euros, sent in cents', async () => {
    requests = [requestedStandService];
    serve({ [`PUT ${list}/${requestedStandService.id}/status`]: () => ({ ...requestedStandService, status: 'acknowledged', quoteAmount: 125_050 }) });
    renderWithProviders(<ServiceRequestsAdminScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accuser réception de la demande de gestion de stand pour Olympia (Nina Productions)' }));

    const dialog = screen.getByRole('dialog', { name: 'Accuser réception de la demande de gestion de stand' });
    const price = within(dialog).getByLabelText('Prix de la prestation (€ HT)');
    fireEvent.change(price, { target: { value: '-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accuser réception' }));
    expect(within(dialog).getByText('Saisissez un montant en euros, positif ou nul, avec au plus deux décimales : par exemple 1 250,50.')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(state.apiFetch.mock.calls.some(([, options]) => options?.method === 'PUT')).toBe(false);

    fireEvent.change(price, { target: { value: '1 250,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accuser réception' }));

    await waitFor(() => expect(state.toast.success).toHaveBeenCalled());
    expect(lastBody(`${list}/${requestedStandService.id}/status`)).toEqual({ method: 'PUT', body: { status: 'acknowledged', quoteAmount: 125_050 } });
    expect(text(state.toast.success.mock.calls[0]![0])).toBe('Réception accusée pour Olympia, au prix de 1 250,50 € HT');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('corrects an acknowledged stand service’s price, starting from the one given', async () => {
    requests = [acknowledgedStandService];
    serve({ [`PUT ${list}/${acknowledgedStandService.id}/status`]: () => ({ ...acknowledgedStandService, quoteAmount: 99_000 }) });
    renderWithProviders(<ServiceRequestsAdminScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Corriger le prix de la gestion de stand pour Olympia (Nina Productions)' }));

    const dialog = screen.getByRole('dialog', { name: 'Corriger le prix de la gestion de stand' });
    const price = within(dialog).getByLabelText('Prix de la prestation (€ HT)') as HTMLInputElement;
    expect(price.value).toBe('1250,50');
    fireEvent.change(price, { target: { value: '990' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le prix' }));

    await waitFor(() => expect(state.toast.success).toHaveBeenCalled());
    expect(lastBody(`${list}/${acknowledgedStandService.id}/status`)).toEqual({ method: 'PUT', body: { status: 'acknowledged', quoteAmount: 99_000 } });
    expect(text(state.toast.success.mock.calls[0]![0])).toBe('Prix corrigé pour Olympia : 990,00 € HT');
  });

  it('ships terminals with the reader ids given, and only those', async () => {
    requests = [acknowledgedTerminal];
    serve({ [`PUT ${list}/${acknowledgedTerminal.id}/status`]: () => ({ ...acknowledgedTerminal, status: 'shipped' }) });
    renderWithProviders(<ServiceRequestsAdminScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Expédier les terminaux pour Olympia (Nina Productions)' }));

    const dialog = screen.getByRole('dialog', { name: 'Expédier les terminaux' });
    fireEvent.change(within(dialog).getByLabelText('Identifiant du terminal : Stand A (× 2)'), { target: { value: ' tmr_FDOt2wlRZEdpd7 ' } });
    expect((within(dialog).getByLabelText('Identifiant du terminal : Stand B') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Expédier les terminaux' }));

    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Terminaux expédiés pour Olympia', expect.objectContaining({ description: undefined })));
    expect(lastBody(`${list}/${acknowledgedTerminal.id}/status`)).toEqual({ method: 'PUT', body: { status: 'shipped', readers: [{ standId: standA, readerId: 'tmr_FDOt2wlRZEdpd7' }] } });
  });

  it('declines with the reason typed', async () => {
    requests = [overdueTerminal];
    serve({ [`PUT ${list}/${overdueTerminal.id}/status`]: () => ({ ...overdueTerminal, status: 'declined' }) });
    renderWithProviders(<ServiceRequestsAdminScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Décliner la demande de terminaux pour Olympia (Nina Productions)' }));

    const dialog = screen.getByRole('dialog', { name: 'Décliner la demande' });
    fireEvent.change(within(dialog).getByLabelText('Motif (facultatif)'), { target: { value: '  Plus de terminaux disponibles ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Décliner la demande' }));

    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Demande déclinée pour Olympia', expect.objectContaining({ description: undefined })));
    expect(lastBody(`${list}/${overdueTerminal.id}/status`)).toEqual({ method: 'PUT', body: { status: 'declined', reason: 'Plus de terminaux disponibles' } });
  });

  it('shows the catalogue’s title when the API refuses the step, and keeps the dialog open', async () => {
    requests = [overdueTerminal];
    serve({
      [`PUT ${list}/${overdueTerminal.id}/status`]: () => {
        throw new ApiError(409, { errorCode: 'SERVICE_REQUEST_WRONG_STATUS', details: { status: 'canceled' } });
      },
    });
    renderWithProviders(<ServiceRequestsAdminScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accuser réception de la demande de terminaux pour Olympia (Nina Productions)' }));

    const dialog = screen.getByRole('dialog', { name: 'Accuser réception de la demande de terminaux ?' });
    expect(dialog.textContent).toContain('informés par e-mail');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accuser réception' }));

    await waitFor(() =>
      expect(state.toast.error).toHaveBeenCalledWith(frErrors.SERVICE_REQUEST_WRONG_STATUS.title, expect.objectContaining({ description: frErrors.SERVICE_REQUEST_WRONG_STATUS.subtitle })),
    );
    expect(lastBody(`${list}/${overdueTerminal.id}/status`)).toEqual({ method: 'PUT', body: { status: 'acknowledged' } });
    expect(state.toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Accuser réception de la demande de terminaux ?' })).toBeTruthy();
  });

  it('says a confirmation came too late, after showing the agreed price', async () => {
    requests = [acknowledgedStandService];
    serve({
      [`PUT ${list}/${acknowledgedStandService.id}/status`]: () => {
        throw new ApiError(409, { errorCode: 'SERVICE_CONFIRMATION_TOO_LATE' });
      },
    });
    renderWithProviders(<ServiceRequestsAdminScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer la gestion de stand pour Olympia (Nina Productions)' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirmer la gestion de stand ?' });
    expect(text(dialog.textContent)).toContain('Prix convenu : 1 250,50 € HT.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    await waitFor(() => expect(state.toast.error).toHaveBeenCalledWith(frErrors.SERVICE_CONFIRMATION_TOO_LATE.title, expect.anything()));
  });

  it('offers no confirmation of a quote its organiser has not accepted, and says what it waits for; the price may still be corrected', async () => {
    requests = [{ ...acknowledgedStandService, quoteAcceptedAt: null }];
    renderWithProviders(<ServiceRequestsAdminScreen />);
    const [row] = await rows();
    expect(within(row!).getByText('En attente de l’accord de l’organisateur sur le prix')).toBeTruthy();
    expect(within(row!).queryByRole('button', { name: 'Confirmer la gestion de stand pour Olympia (Nina Productions)' })).toBeNull();
    expect(within(row!).getByRole('button', { name: /Corriger le prix/ })).toBeTruthy();
  });

  it('shows the requests as cards on a phone, with the same steps', async () => {
    state.wide = false;
    requests = [overdueTerminal, acknowledgedStandService];
    renderWithProviders(<ServiceRequestsAdminScreen />);

    const cards = await screen.findByRole('list', { name: 'Demandes de services, les plus urgentes d’abord' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(cards).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Nina Productions' })).toBeTruthy();
    expect(within(first!).getByTestId('service-overdue').textContent).toBe('⚠En retard');
    expect(within(cards).getByRole('button', { name: 'Confirmer la gestion de stand pour Olympia (Nina Productions)' })).toBeTruthy();
  });
});
