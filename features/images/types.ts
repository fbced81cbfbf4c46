/** An uploaded image, as POST /v1/images answers it. */
export interface ImageView {
  id: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

/** Spec §9: images are at most 2 MB; the screens check it before sending too. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
