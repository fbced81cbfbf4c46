export { ClosingWizard } from './components/wizard/closing-wizard';
export { closingMessages } from './messages';
export { closingLinks } from './links';
