/** The longest conditions of sale an organiser may write (about ten pages of text). */
export const MAX_CONDITIONS_OF_SALE_LENGTH = 20_000;

/**
 * Conditions of sale as the shop keeps them: plain text, shown as text (never as HTML), so nothing in them can run on
 * a spectator's phone. Line ends made `\n`, control characters but line breaks and tabs dropped, blank made null (the
 * platform's default text then applies).
 */
export function plainConditionsOfSale(text: string | null): string | null {
  if (text === null) return null;
  const plain = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  return plain ? plain : null;
}
