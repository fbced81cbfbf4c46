import { contrastRatio, meetsAA } from '@/features/clients/contrast';
import { apiBaseUrl } from '@/lib/api-client/public';

const DARK = '#0f172a';
const WHITE = '#ffffff';
const FALLBACK = '#334155';

/**
 * The organiser's primary colour as a background, with white or dark text, whichever passes AA (4.5:1). A colour
 * that neither can be read on (mid greys) gives way to a neutral slate: the shop must stay readable.
 * contrast.ts is imported directly, not through the clients index, which carries the clients' screens.
 */
export function brandColors(primaryColor: string): { background: string; color: string } {
  const background = /^#[0-9a-f]{6}$/i.test(primaryColor) ? primaryColor : FALLBACK;
  if (meetsAA(contrastRatio(background, WHITE))) return { background, color: WHITE };
  if (meetsAA(contrastRatio(background, DARK))) return { background, color: DARK };
  return { background: FALLBACK, color: WHITE };
}

/** Product pictures and logos are public (GET /v1/images/{id}). */
export const imageUrl = (imageId: string) => `${apiBaseUrl}/v1/images/${encodeURIComponent(imageId)}`;
