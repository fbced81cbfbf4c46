export { standKeys, useCreateStand, useDeleteStand, useStands, useTourSellers, useUpdateStand } from './api';
export { emptyStand, standErrorsOf, StandFields, validateStand, sellerName, type StandDraft } from './components/stand-fields';
export { StandsPanel } from './components/stands-panel';
export type { StandView } from './types';
