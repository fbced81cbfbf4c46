import { renderPdf } from '@/lib/pdf/render';
import type { ReceiptLanguage } from '../schemas';
import type { ReceiptView } from '../types';
import { ReceiptDocument } from './receipt-document';
import { receiptTranslator } from './receipt-translator';

/** The receipt as PDF bytes (@react-pdf/renderer, on the server: the phone downloads a finished file). */
export async function renderReceiptPdf(receipt: ReceiptView, language: ReceiptLanguage): Promise<Buffer> {
  return renderPdf(<ReceiptDocument receipt={receipt} t={receiptTranslator(language)} language={language} />);
}

/** `ticket-12.pdf`: the number the customer sees on the receipt. */
export function receiptPdfFilename(receipt: Pick<ReceiptView, 'receiptNumber'>): string {
  return `ticket-${receipt.receiptNumber}.pdf`;
}
