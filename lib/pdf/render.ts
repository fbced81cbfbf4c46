import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

/** A document as PDF bytes, made on the server: the phone or the browser downloads a finished file. */
export function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  return renderToBuffer(document);
}
