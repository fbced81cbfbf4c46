import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Product, ProductVariant } from '@/features/products';
import { messages } from '@/lib/i18n/messages';
import fr from '@/locales/fr/register.json';

/** Renders a register component in French, with its namespace and a query client that does not retry. */
export function renderInFrench(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, register: fr }} timeZone="Europe/Paris">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

export function variant(id: string, color: string | null, size: ProductVariant['size'], position: number, price: number | null = null): ProductVariant {
  return {
    id,
    productId: 'p-tshirt',
    title: [color, size].filter(Boolean).join(' / '),
    color,
    size,
    material: null,
    style: null,
    reference: null,
    price,
    isDefault: position === 0,
    position,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
  };
}

export function tshirt(variants: ProductVariant[]): Product {
  return {
    id: 'p-tshirt',
    projectId: 'pr-1',
    title: 'T-shirt Logo',
    category: 'merchandising',
    reference: 'TS',
    isOnline: true,
    price: 2500,
    vat: 20,
    description: null,
    availability: 'available',
    supplyTerms: null,
    salesConditions: null,
    imageId: null,
    imageUrl: null,
    hasVariants: true,
    variants,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
  };
}
