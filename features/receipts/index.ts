// Receipts: the public receipt page, its QR code for the register, and the call that e-mails the link.
export { useReprintReceipt, useSendReceiptEmail } from './api';
export { receiptPdfUrl, useReceipt } from './public-api';
export { ReceiptDetails } from './components/receipt-details';
export { ReceiptQrCode } from './components/receipt-qr-code';
export { ReceiptScreen } from './components/receipt-screen';
export { receiptsMessages } from './messages';
export { getReceiptPageProps } from './receipt-page-props';
export { receiptPagePath } from './receipt-format';
export type { ReceiptView } from './types';
