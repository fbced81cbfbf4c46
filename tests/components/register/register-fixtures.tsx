import type { ReactNode } from 'react';
import { renderScreen } from '../../support/render-screen';
import type { Product, ProductVariant } from '@/features/products';

/** Renders a screen of this domain as its pages do: register texts added to the global ones. */
export const renderInFrench = (ui: ReactNode) => renderScreen(ui, { namespaces: ['register'] });

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
