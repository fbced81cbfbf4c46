/**
 * GET /v1/onboarding: what a new organiser has made on the way to a first sale. The ids are those the checklist's
 * links need (the latest active tour they run, its latest open date, that date's first stand), null until made.
 */
export interface OnboardingView {
  projectId: string | null;
  eventId: string | null;
  standId: string | null;
  /** The stand's stock, where the checklist's "send stock to the stand" points the transfer. */
  standInventoryId: string | null;
  hasProducts: boolean;
  hasStockAtStand: boolean;
  /** A stand sale was ever made in the organisation's tours: the checklist is done and steps aside. */
  hasSale: boolean;
}
