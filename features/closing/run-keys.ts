// The names a confirmation run gives its writes, shared by the run (Idempotency-Keys, the count's note) and the
// server, which finds a run's orders and counts by them (GET /v1/events/{id}/closing?runId=).

export const closingKey = (runId: string, part: 'cash' | 'count' | 'complete' | 'sold' | 'free', standId: string) => `closing-${runId}-${part}-${standId}`;

/** The note a run's count transfers carry. */
export const countNoteOf = (runId: string) => `closing:${runId}`;
