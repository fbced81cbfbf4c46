import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, keepAnswer } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import type { Product, ProductCategory, ProductSize, ProductVariant } from './types';
import type { VariantMatrix } from './variant-matrix';

export const productKeys = {
  all: ['products'] as const,
  list: (projectId: string, query: Record<string, unknown>) => [...productKeys.all, 'list', projectId, query] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** The editor's fields, as the API takes them (cents, VAT in percent). */
export type ProductBody = Pick<Product, 'title' | 'category' | 'reference' | 'isOnline' | 'price' | 'vat' | 'description' | 'availability' | 'supplyTerms' | 'salesConditions' | 'imageId'>;

export interface VariantBody {
  title?: string | null;
  color?: string | null;
  size?: ProductSize | null;
  material?: string | null;
  style?: string | null;
  reference?: string | null;
  price?: number | null;
  isDefault?: boolean;
}

export function useProducts(projectId: string, query: { page: number; q?: string; category?: ProductCategory[] }) {
  return useQuery({
    queryKey: productKeys.list(projectId, query),
    queryFn: () => apiFetch<Page<Product>>('/v1/products', { query: { projectId, ...query, limit: 50 } }),
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({ queryKey: productKeys.detail(id ?? ''), queryFn: () => apiFetch<Product>(`/v1/products/${id}`), enabled: Boolean(id) });
}

/** Every write answers (or changes) one product: its cache is refreshed with the lists. */
function useProductMutation<I, R>(request: (input: I) => Promise<R>, productId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (result) => {
      const product = result && typeof result === 'object' && 'variants' in result ? (result as unknown as Product) : null;
      if (product) await keepAnswer(queryClient, productKeys.detail(product.id), product);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'list'] }),
        productId ? queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }) : undefined,
      ]);
    },
  });
}

export function useCreateProduct() {
  return useProductMutation((input: ProductBody & { projectId: string; variantMatrix?: VariantMatrix }) => apiFetch<Product>('/v1/products', { method: 'POST', body: input }));
}

export function useUpdateProduct(productId: string) {
  return useProductMutation((input: Partial<ProductBody> & { variantMatrix?: VariantMatrix }) => apiFetch<Product>(`/v1/products/${productId}`, { method: 'PATCH', body: input }), productId);
}

export function useDeleteProduct(productId: string) {
  return useProductMutation(() => apiFetch<void>(`/v1/products/${productId}`, { method: 'DELETE' }));
}

export function useCreateVariant(productId: string) {
  return useProductMutation((input: VariantBody) => apiFetch<ProductVariant>('/v1/product-variants', { method: 'POST', body: { productId, ...input } }), productId);
}

/** The product's missing combinations of a matrix, added at once (those it has are left alone). */
export function useAddVariants(productId: string) {
  return useProductMutation((variantMatrix: VariantMatrix) =>
    apiFetch<{ created: ProductVariant[]; existing: number }>('/v1/product-variants', { method: 'POST', body: { productId, variantMatrix } }),
  productId);
}

export function useUpdateVariant(productId: string) {
  return useProductMutation(({ id, ...input }: VariantBody & { id: string }) => apiFetch<ProductVariant>(`/v1/product-variants/${id}`, { method: 'PATCH', body: input }), productId);
}

export function useDeleteVariant(productId: string) {
  return useProductMutation((id: string) => apiFetch<void>(`/v1/product-variants/${id}`, { method: 'DELETE' }), productId);
}

