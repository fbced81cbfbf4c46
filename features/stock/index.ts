// Stock of a tour: the Stock tab (matrix, warehouse supply, ledger, zones) and its texts.
export { LazyStockPanel } from './components/lazy-stock-panel';
export { stockMessages } from './messages';

// Transfers: the list, creation, an event's dispatch plan, the receipt check (dashboard and sellers area) and their texts.
export { DispatchScreen, type DispatchProposalSlot, type ProposedCells } from './components/transfers/dispatch-screen';
export { IncomingTransfers } from './components/transfers/incoming-transfers';
export { NewTransferScreen } from './components/transfers/new-transfer-screen';
export { SellerTransferScreen, TransferDetailScreen } from './components/transfers/transfer-detail-screens';
export { TransfersScreen } from './components/transfers/transfers-screen';
export { transfersMessages } from './components/transfers/messages';
export { transferLinks } from './components/transfers/links';
export { LowStockIcon } from './components/stock-matrix-table';
