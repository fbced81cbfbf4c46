import type { ServerResponse } from 'node:http';

/** Answers 200 with a PDF to download under `fileName` (the caller makes it safe for a header). */
export function sendPdf(res: ServerResponse, fileName: string, pdf: Uint8Array): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Content-Length', pdf.length);
  res.end(pdf);
}
