export { ClosingWizard } from './components/wizard/closing-wizard';
export { SettlementScreen } from './components/settlement/settlement-screen';
export { closingLinks } from './links';
export { closingMessages } from './messages';
export { settlementKeys, useSettlement } from './settlement-api';
export type { SettlementView } from './settlement-types';
