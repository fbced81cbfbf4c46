import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path, a horizontal run of modules per segment, inside a 4-module quiet zone. */
export function qrCodePath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      segments.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  return { path: segments.join(''), size: modules.size + 2 * QUIET_ZONE };
}

/**
 * A QR code of `text`, drawn as an SVG from the code's modules: sharp at any size, no canvas, and light (one path).
 * Black on white whatever the theme, the quiet zone included, so that a camera reads it from a screen.
 */
export function QrCode({ text, size, label, ...data }: { text: string; size: number; label: string } & { [attribute: `data-${string}`]: string }) {
  const code = useMemo(() => qrCodePath(text), [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${code.size} ${code.size}`} shapeRendering="crispEdges" {...data}>
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  );
}
