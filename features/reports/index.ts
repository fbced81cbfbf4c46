export type { CompReport, DateReport, PerHead, ProductDateCell, ProductReport, SellerReport, SoldFigures, StandReport, TourReport, VariantReport } from './types';
export { LazyTourReport } from './components/lazy-tour-report';
export { reportsMessages } from './messages';
export type { DispatchProposal, DispatchProposalLine, RunOutVariant, TourForecast } from './types';
export { DispatchProposalControl } from './components/dispatch-proposal-control';
