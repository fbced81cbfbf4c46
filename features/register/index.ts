// The stand's tablet register and the sellers home's list of stands, with their texts.
export { SellerStands } from './components/seller-stands';
export { StandRegister } from './components/stand-register';
// The sellers' pages are the installable app: its manifest and service worker.
export { InstallableRegister } from './components/lazy-parts';
export { registerMessages } from './messages';
// The closing wizard counts a stand's drawer with the register's own count and money parsing.
export { countTotal } from './components/cash-count';
export { parseEuros } from './components/money-input';
// The closing wizard hands over an order its spectator took unscanned with the register's manual check.
export { ManualHandoverDialog } from './components/manual-handover-dialog';
