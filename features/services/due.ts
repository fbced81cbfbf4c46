import { acknowledgementDueAt, cancellationFee, cancellationFeePercent, confirmationDeadline, terminalShippingDeadline } from './time-rules';
import { mayCancel } from './transitions';
import type { CancellationQuoteView, ServiceDueView, ServiceKind, ServiceStatus } from './types';

interface DueInput {
  kind: ServiceKind;
  status: ServiceStatus;
  requestedAt: Date;
  eventStart: Date | null;
  quoteAmount: number | null;
}

function due(step: ServiceDueView['step'], dueAt: Date | null, now: Date): ServiceDueView {
  return { step, dueAt: dueAt?.toISOString() ?? null, overdue: dueAt !== null && dueAt.getTime() < now.getTime() };
}

/**
 * When a request must be acknowledged: 48 hours after it was made, and a stand service no later than its confirmation
 * deadline. A late one (asked 96 to 72 hours ahead) would otherwise be due after the instant it can still be confirmed.
 */
function acknowledgementDue(request: DueInput): Date {
  const due = acknowledgementDueAt(request.requestedAt);
  if (request.kind !== 'standManagement' || !request.eventStart) return due;
  const confirmBy = confirmationDeadline(request.eventStart);
  return confirmBy.getTime() < due.getTime() ? confirmBy : due;
}

/** The platform's next step on a request and its deadline, from the time rules. */
export function nextDue(request: DueInput, now: Date): ServiceDueView {
  const { kind, status, eventStart } = request;
  if (status === 'requested') return due('acknowledge', acknowledgementDue(request), now);
  if (status === 'acknowledged' && kind === 'terminal') return due('ship', eventStart && terminalShippingDeadline(eventStart), now);
  if (status === 'acknowledged') return due('confirm', eventStart && confirmationDeadline(eventStart), now);
  if (status === 'shipped') return due('return', null, now);
  return due(null, null, now);
}

/** What canceling now costs, or null when the request can no longer be canceled. */
export function cancellationQuote(request: DueInput, now: Date): CancellationQuoteView | null {
  if (!mayCancel(request.kind, request.status)) return null;
  if (request.kind === 'terminal' || !request.eventStart) return { percent: 0, fee: 0 };
  const percent = cancellationFeePercent(request.eventStart, now);
  return { percent, fee: cancellationFee(request.quoteAmount, percent) };
}
