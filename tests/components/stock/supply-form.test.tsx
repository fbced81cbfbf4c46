import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SupplyForm } from '@/features/stock/components/supply-form';
import { fieldOfApiError, supplyBodyOf } from '@/features/stock/components/supply-form-model';
import { ApiError } from '@/lib/api-client';
import { matrixOf, project, renderWithStock, row, warehouse } from './stock-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: state.toast }));

// Real variant ids: the body goes through the API's own schema, which wants UUIDs.
const ids = { m: '11111111-1111-4111-8111-111111111111', l: '22222222-2222-4222-8222-222222222222', cd: '33333333-3333-4333-8333-333333333333' };
const rows = [
  row(ids.m, 'Noir / M', { [warehouse.id]: 4 }),
  row(ids.l, 'Noir / L', {}),
  row(ids.cd, 'Par défaut', {}, 0, { id: 'p-cd', title: 'Album live', reference: null }),
];
const supplyPath = `/v1/projects/${project.id}/inventory-levels/warehouse-supply`;

function answer(supply: (body: unknown) => Promise<unknown>) {
  state.apiFetch.mockImplementation((path: string, options?: { body?: unknown }) => {
    if (path.endsWith('/inventory-levels-full')) return Promise.resolve(matrixOf(rows, [warehouse]));
    if (path === supplyPath) return supply(options?.body);
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

const quantity = (product: string, variant: string) => screen.getByLabelText(`Quantité reçue pour ${product} — ${variant}`);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la réception' })));

beforeEach(() => {
  state.apiFetch.mockReset();
  state.toast.success.mockReset();
  state.toast.error.mockReset();
});

describe('supply body', () => {
  it('sends only the lines above 0, in the grid order, through the API schema', () => {
    const built = supplyBodyOf({ reference: '  BL-1  ', quantities: { [ids.m]: '3', [ids.l]: '', [ids.cd]: '0' } }, [ids.cd, ids.m, ids.l]);
    expect(built).toEqual({ body: { items: [{ productVariantId: ids.m, quantity: 3 }], reference: 'BL-1' }, variantIds: [ids.m] });
    expect(supplyBodyOf({ reference: '', quantities: { [ids.m]: '0' } }, [ids.m])).toBeNull();
  });

  it('points the API fields back to the variants sent', () => {
    expect(fieldOfApiError('items.1.quantity', [ids.m, ids.cd])).toEqual({ variantId: ids.cd });
    expect(fieldOfApiError('items.0.productVariantId', [ids.m])).toEqual({ variantId: ids.m });
    expect(fieldOfApiError('reference', [])).toBe('reference');
    expect(fieldOfApiError('items.5.quantity', [ids.m])).toBeNull();
  });
});

describe('SupplyForm', () => {
  it('lists every variant with a labelled numeric input and keeps a running total', async () => {
    answer(() => Promise.reject(new Error('not sent')));
    renderWithStock(<SupplyForm project={project} />);

    const input = await screen.findByLabelText('Quantité reçue pour T-shirt — Noir / M');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getAllByTestId('supply-row')).toHaveLength(3);
    expect(within(screen.getAllByTestId('supply-row')[0]!).getByText('4')).toBeTruthy();
    expect(screen.getByTestId('supply-total').textContent).toBe('Aucune unité saisie');

    type(input, '12');
    type(quantity('Album live', 'Par défaut'), '30');
    expect(screen.getByTestId('supply-total').textContent).toBe('Total reçu : 42 unités');
  });

  it('refuses an empty delivery with a message on the form that takes the focus', async () => {
    answer(() => Promise.reject(new Error('not sent')));
    renderWithStock(<SupplyForm project={project} />);
    type(await screen.findByLabelText('Quantité reçue pour T-shirt — Noir / M'), '0');

    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Saisissez au moins une quantité reçue supérieure à 0.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(state.apiFetch).not.toHaveBeenCalledWith(supplyPath, expect.anything());
  });

  it('refuses a quantity that is not a whole number, or too large, on its line', async () => {
    answer(() => Promise.reject(new Error('not sent')));
    renderWithStock(<SupplyForm project={project} />);
    const blackM = await screen.findByLabelText('Quantité reçue pour T-shirt — Noir / M');
    const blackL = quantity('T-shirt', 'Noir / L');
    type(blackM, '2,5');
    type(blackL, '100001');

    await submit();

    await waitFor(() => expect(blackM.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(blackM.getAttribute('aria-describedby')!)?.textContent).toBe('Saisissez un nombre entier positif ou nul.');
    expect(document.getElementById(blackL.getAttribute('aria-describedby')!)?.textContent).toBe('Au plus 100 000 unités par ligne.');
    expect(document.activeElement).toBe(blackM);
    expect(state.apiFetch).not.toHaveBeenCalledWith(supplyPath, expect.anything());
  });

  it('sends the lines, says how many units were added, and empties the grid', async () => {
    const sent: unknown[] = [];
    answer((body) => {
      sent.push(body);
      return Promise.resolve({ inventoryId: warehouse.id, quantity: 42 });
    });
    const onSupplied = vi.fn();
    renderWithStock(<SupplyForm project={project} onSupplied={onSupplied} />);
    type(await screen.findByLabelText('Quantité reçue pour T-shirt — Noir / M'), '12');
    type(quantity('Album live', 'Par défaut'), '30');
    type(screen.getByLabelText('Référence de livraison'), 'BL-2026-07');

    await submit();

    await waitFor(() => expect(onSupplied).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        items: [
          { productVariantId: ids.m, quantity: 12 },
          { productVariantId: ids.cd, quantity: 30 },
        ],
        reference: 'BL-2026-07',
      },
    ]);
    expect(state.toast.success).toHaveBeenCalledWith('Réception enregistrée : 42 unités ajoutées à l’entrepôt.', expect.anything());
    expect((quantity('T-shirt', 'Noir / M') as HTMLInputElement).value).toBe('');
  });

  it('shows the API’s refusal on the line it names', async () => {
    answer(() => Promise.reject(new ApiError(400, { errorCode: 'VALIDATION_ERRORS', fields: ['items.1.quantity'] })));
    renderWithStock(<SupplyForm project={project} />);
    type(await screen.findByLabelText('Quantité reçue pour T-shirt — Noir / M'), '1');
    const cd = quantity('Album live', 'Par défaut');
    type(cd, '2');

    await submit();

    await waitFor(() => expect(cd.getAttribute('aria-invalid')).toBe('true'));
    expect(quantity('T-shirt', 'Noir / M').getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(cd.getAttribute('aria-describedby')!)?.textContent).toBe('Cette ligne a été refusée : vérifiez la quantité ou la variante.');
    expect(state.toast.error).toHaveBeenCalled();
  });
});
