import type { ReactNode } from 'react';
import { renderScreen } from '../../support/render-screen';
import type { SubscriptionFeaturesView } from '@/features/entitlements';
import type { ProjectView } from '@/features/projects';
import type { PaymentAccountView, ShopView } from '@/features/shops';
import type { StandView } from '@/features/stands';
import { ApiError } from '@/lib/api-client';

export const projectId = '00000000-0000-4000-8000-000000000001';
export const eventId = '00000000-0000-4000-8000-000000000002';
export const shopId = '00000000-0000-4000-8000-000000000003';
export const standId = '00000000-0000-4000-8000-000000000004';

export const project: ProjectView = {
  id: projectId,
  name: 'Tournée d’été',
  description: null,
  startDate: null,
  endDate: null,
  hasZones: false,
  status: 'active',
  ownerClientId: 'c-1',
  clientRoles: [],
  myRole: 'owner',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const shop: ShopView = {
  id: shopId,
  projectId,
  eventId,
  clientId: 'c-1',
  slug: 'k7m2qvtx9a',
  status: 'draft',
  inventoryId: 'inv-shop',
  collectionStandIds: [],
  collectionOpensAt: null,
  collectionClosesAt: null,
  orderLimits: { perLine: 5, perOrder: 10 },
  conditionsOfSale: null,
  collection: { toPrepare: 0, prepared: 0, handedOver: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const account: PaymentAccountView = {
  clientId: 'c-1',
  provider: 'sandbox',
  providerAccountId: 'acct_sandbox_1',
  status: 'enabled',
  canReceivePayments: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const stand = { id: standId, eventId, name: 'Stand du hall', inventoryId: 'inv-stand', isCashCompatible: true, changeFund: 0, status: 'pending', sellers: [] } as unknown as StandView;

export const page = <T,>(data: T[]) => ({ data, meta: { page: 1, limit: 200, total: data.length } });
export const refusal = (status: number, errorCode: string, fields: string[] = []) => new ApiError(status, { errorCode, fields });

/** The owner's plan as GET /v1/clients/subscription-features/{id} answers it (Smart: online shops included). */
export function planFeatures(changes: Partial<SubscriptionFeaturesView['features']> = {}): SubscriptionFeaturesView {
  return {
    clientId: 'c-1',
    plan: 'smart',
    status: 'active',
    allowAllFeatures: false,
    periodEnd: null,
    features: { onlineShops: true, eventDuplication: true, customBranding: true, stockZones: false, ...changes },
    quotas: { eventsPerMonth: { limit: 12, used: 0, remaining: 12 }, standsPerEvent: { limit: 5 }, teamMembers: { limit: 10 } },
  };
}

/** The API as the card reads it; each test changes what it needs. Writes answer `writes[path]`. */
export interface FakeApi {
  project: ProjectView;
  /** The owner's plan; undefined: the reader may not see it (404, as for a viewer from another organisation). */
  features?: SubscriptionFeaturesView;
  shop: ShopView | null;
  account: PaymentAccountView | null;
  products: { id: string; title: string; price: number }[];
  writes: Record<string, (body: unknown) => Promise<unknown>>;
}

export function fakeApi(api: FakeApi) {
  return (path: string, options: { method?: string; body?: unknown } = {}) => {
    const method = options.method ?? 'GET';
    if (method !== 'GET') {
      const write = api.writes[`${method} ${path}`];
      return write ? write(options.body) : Promise.reject(new Error(`unexpected ${method} ${path}`));
    }
    if (path === `/v1/projects/${projectId}`) return Promise.resolve(api.project);
    if (path === '/v1/shops') return Promise.resolve(page(api.shop ? [api.shop] : []));
    if (path === '/v1/stands') return Promise.resolve(page([stand]));
    if (path === '/v1/clients/payment-account') return api.account ? Promise.resolve(api.account) : Promise.reject(refusal(409, 'NOT_CREATED'));
    if (path === '/v1/products') return Promise.resolve(page(api.products));
    if (path === `/v1/clients/subscription-features/${api.project.ownerClientId}`) return api.features ? Promise.resolve(api.features) : Promise.reject(refusal(404, 'NOT_FOUND'));
    return Promise.reject(new Error(`unexpected ${path}`));
  };
}

/** Renders a screen of this domain as its pages do: shops, subscriptions texts added to the global ones. */
export const renderWithShops = (ui: ReactNode) => renderScreen(ui, { namespaces: ['shops', 'subscriptions'] });
