export { TermsGate } from './components/terms-gate';
export { TermsPage } from './components/terms-page';
export { requiredTerms } from './terms-required';
