// WCAG 2.x contrast, used by the branding form to warn before a shop becomes hard to read.

const HEX_COLOR = /^#([0-9a-f]{6})$/i;

/** WCAG AA minimum for normal text. */
export const AA_NORMAL_TEXT = 4.5;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const match = HEX_COLOR.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const rgb = parseInt(match[1]!, 16);
  const red = channel((rgb >> 16) & 0xff);
  const green = channel((rgb >> 8) & 0xff);
  const blue = channel(rgb & 0xff);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (identical) to 21 (black on white); order does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const [lighter, darker] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export function meetsAA(ratio: number): boolean {
  return ratio >= AA_NORMAL_TEXT;
}
