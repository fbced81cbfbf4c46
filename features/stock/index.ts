// Stock of a tour: the Stock tab (matrix, warehouse supply, ledger, zones) and its texts.
export { StockPanel } from './components/stock-panel';
export { stockMessages } from './messages';
