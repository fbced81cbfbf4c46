export type { CompReport, DateReport, PerHead, ProductDateCell, ProductReport, SellerReport, SoldFigures, StandReport, TourReport, VariantReport } from './types';
export { LazyTourReport } from './components/lazy-tour-report';
export { reportsMessages } from './messages';
