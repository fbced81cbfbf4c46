import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
const WHITE = 235;
const BLACK = 16;
const QUIET_ZONE = 4;

/**
 * The video Chromium's fake camera plays (`--use-file-for-fake-video-capture`): a Y4M file, written here byte by
 * byte (4:2:0, grey chroma), showing `text` as a QR code in the middle of a white frame, or nothing at all. No
 * ffmpeg needed. Chromium reads the file when a page opens the camera, so it may be rewritten between scans.
 */
export function writeCameraVideo(file: string, text: string | null): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (text) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const cells = modules.size + 2 * QUIET_ZONE;
    const scale = Math.floor((HEIGHT - 40) / cells);
    const left = Math.floor((WIDTH - cells * scale) / 2);
    const top = Math.floor((HEIGHT - cells * scale) / 2);
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (!modules.get(row, column)) continue;
        for (let y = 0; y < scale; y += 1) {
          const start = (top + (row + QUIET_ZONE) * scale + y) * WIDTH + left + (column + QUIET_ZONE) * scale;
          luma.fill(BLACK, start, start + scale);
        }
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
