// Draws the installable register's icons (public/icons, 192 and 512 px, maskable): the favicon's "M" in white on the
// brand's indigo, kept inside the central 80 % that a launcher's mask never cuts. Run again if the brand changes:
// `node scripts/make-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brand = [0x43, 0x38, 0xca];
const white = [0xff, 0xff, 0xff];

/** The letter M as strokes in a unit square: two posts and the two diagonals meeting in the middle. */
function onLetter(x, y) {
  const stroke = 0.13;
  if (y < 0 || y > 1 || x < 0 || x > 1) return false;
  if (x < stroke || x > 1 - stroke) return true;
  // Diagonals from the top corners to the centre, at half height.
  const toCentre = (x0) => {
    const t = y / 0.6;
    if (t > 1) return false;
    const cx = x0 + (0.5 - x0) * t;
    return Math.abs(x - cx) < stroke * 0.75;
  };
  return toCentre(stroke / 2) || toCentre(1 - stroke / 2);
}

function icon(size) {
  const png = new PNG({ width: size, height: size });
  // The letter takes the middle 44 %: well inside the maskable safe zone (a circle of 80 % of the width).
  const box = size * 0.44;
  const left = (size - box) / 2;
  const top = (size - box) / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const colour = onLetter((x - left) / box, (y - top) / box) ? white : brand;
      const index = (y * size + x) * 4;
      png.data[index] = colour[0];
      png.data[index + 1] = colour[1];
      png.data[index + 2] = colour[2];
      png.data[index + 3] = 0xff;
    }
  }
  return PNG.sync.write(png);
}

mkdirSync(path.join(root, 'public/icons'), { recursive: true });
for (const size of [192, 512]) writeFileSync(path.join(root, `public/icons/register-${size}.png`), icon(size));
console.log('public/icons/register-192.png, register-512.png written');
