export { settlementKeys, useSettlement } from './api';
export { SettlementScreen } from './components/settlement/settlement-screen';
export { closingMessages } from './messages';
export type { SettlementView } from './settlement-types';
