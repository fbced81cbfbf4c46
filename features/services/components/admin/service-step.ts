import type { MoveServiceRequestInput } from '../../schemas';
import type { ServiceRequestView } from '../../types';

/** A step the platform's admins take on a request (transitions.ts, nextAdminSteps). */
export type ServiceStep = MoveServiceRequestInput['status'];

/** The step an admin chose on a row, waiting for its dialog. */
export interface StepTarget {
  request: ServiceRequestView;
  step: ServiceStep;
}

/** What names a request in a button or a dialog: its kind, its event, its organisation. */
export function requestNaming(request: ServiceRequestView) {
  return { kind: request.kind, event: request.eventName, client: request.clientName };
}
