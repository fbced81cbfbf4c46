export { standKeys, useStands, useUpdateStand } from './api';
export { FunnelStandsStep } from './components/funnel-stands-step';
export { StandsPanel } from './components/stands-panel';
export type { StandView } from './types';
