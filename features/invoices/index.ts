// The invoices domain's public surface for pages and other features (client-safe: no server code here).
export * from './schemas';
export * from './types';
export { FEES_VAT_RATE } from './amounts';
export { invoiceKeys, useClientInvoices, useClientPayouts, useCreditInvoice, useDownloadBillingPdf, useInvoiceAllFees, useInvoiceClientFees, useMarkPayoutPaid, usePlanFees, useUpdatePlanFee } from './api';
export { invoicesMessages } from './messages';
export { BillingAdminScreen } from './components/billing-admin-screen';
export { ClientInvoicesPanel } from './components/client-invoices-panel';
export { InvoicesScreen } from './components/invoices-screen';
