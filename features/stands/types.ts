// Types and constants of stands that screens need without the zod schemas.

/** Spec §4 stand status. */
export const standStatuses = ['opened', 'closed'] as const;
export type StandStatus = (typeof standStatuses)[number];

export interface StandSellerView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** Spec §3 Stand, with its event, status and assigned sellers. */
export interface StandView {
  id: string;
  eventId: string;
  name: string;
  /** The stand's own stock (an inventory of kind `stand`). */
  inventoryId: string;
  isCashCompatible: boolean;
  /** The cash float, in cents. */
  changeFund: number;
  /** The card reader the platform shipped to the stand (a terminal request); its register's card sales go to it. */
  cardReaderId: string | null;
  status: StandStatus;
  sellers: StandSellerView[];
  createdAt: string;
  updatedAt: string;
}
