/** "T-shirt Logo — M / Noir", or the product alone when it has no variants. */
export function variantName(line: { productTitle: string; variantTitle: string | null }): string {
  return line.variantTitle ? `${line.productTitle} — ${line.variantTitle}` : line.productTitle;
}
