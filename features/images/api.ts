import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ImageView } from './types';

/** The request body is the image itself; the API reads its type from the bytes. */
export function uploadImage(file: Blob): Promise<ImageView> {
  return apiFetch<ImageView>('/v1/images', { method: 'POST', rawBody: file });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
