import type { ClosingStore } from '../../closing-store';
import type { ClosingData, ClosingStand } from '../../types';

export interface StepProps {
  data: ClosingData;
  store: ClosingStore;
  projectId: string;
  /** Marks the step done and opens the next one. */
  onDone: () => void;
}

export interface StandStepProps extends StepProps {
  stand: ClosingStand;
}
