import type { MoveServiceRequestInput } from '../../schemas';
import { DeclineDialog } from './decline-dialog';
import { QuoteDialog } from './quote-dialog';
import type { StepTarget } from './service-step';
import { ShipDialog } from './ship-dialog';
import { StepConfirmDialog, type ConfirmedStep } from './step-confirm-dialog';
import { useMoveStep } from './use-move-step';

interface ServiceStepDialogsProps {
  target: StepTarget | null;
  onClose: () => void;
  /** The step was recorded: the caller closes and puts focus back. */
  onDone: () => void;
}

function isConfirmed(target: StepTarget): target is StepTarget & { step: ConfirmedStep } {
  if (target.step === 'acknowledged') return target.request.kind === 'terminal';
  return target.step === 'returned' || target.step === 'confirmed';
}

/**
 * The dialog of the step chosen on a row. Each dialog stays mounted, open or not, so that closing it goes through the
 * native dialog's close and gives focus back to the button that opened it.
 */
export function ServiceStepDialogs({ target, onClose, onDone }: ServiceStepDialogsProps) {
  const { send, pending } = useMoveStep();
  const submit = (input: MoveServiceRequestInput, success: string) => target && send(target.request, input, success, onDone);
  const confirmed = target && isConfirmed(target) ? target : null;
  const quoted = target?.step === 'acknowledged' && target.request.kind === 'standManagement' ? target.request : null;

  return (
    <>
      <StepConfirmDialog target={confirmed} pending={pending} onSubmit={submit} onClose={onClose} />
      <QuoteDialog request={quoted} pending={pending} onSubmit={submit} onClose={onClose} />
      <ShipDialog request={target?.step === 'shipped' ? target.request : null} pending={pending} onSubmit={submit} onClose={onClose} />
      <DeclineDialog request={target?.step === 'declined' ? target.request : null} pending={pending} onSubmit={submit} onClose={onClose} />
    </>
  );
}
