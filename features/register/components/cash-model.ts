/** The notes the cash panel offers as quick buttons, in cents: each tap adds one to what the customer handed over. */
export const quickNotes = [500, 1000, 2000, 5000] as const;

/** The largest amount the register accepts as tendered (the API's limit for any amount). */
export const MAX_TENDERED = 100_000_000;

export function addNote(tendered: number, note: number): number {
  return Math.min(MAX_TENDERED, tendered + note);
}

/** A cash part worth splitting for: more than nothing, less than the whole (the whole is a cash sale). */
export const isSplitPart = (total: number, cashPart: number) => cashPart > 0 && cashPart < total;
