import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CommissionType, VenueDeal } from '@/features/events/types';
import type { FeePaidWith } from './types';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';

/** What was counted of a variant at a stand: good units and damaged ones. */
export interface CountedUnits {
  counted: number;
  damaged: number;
}

/** Spec §3 closingForm, one per stand. Amounts in cents. */
export interface ClosingForm {
  isChangeFundValid: boolean | null;
  /** The change fund found, when it is not the one expected. */
  changeFundFound: number | null;
  /** The card terminal's total. */
  totalCard: number | null;
  /** The cash counted, the sum of detailCash. */
  totalCash: number | null;
  /** Denomination in cents → how many. */
  detailCash: Record<string, number>;
  /** The stand's takings the sells step checked, VAT included. */
  totalWithTax: number | null;
  /** productVariantId → counted units. */
  inventory: Record<string, CountedUnits>;
  isInventoryValid: boolean;
  /** Cash taken from this drawer to pay the venue's fee. */
  payedFeesWithCash: number;
}

/** Spec §3 concessionInventory, per variant (the finance step sums them per product). */
export interface ConcessionUnits {
  sold: number;
  free: number;
  damaged: number;
}

export interface ClosingFees {
  commissionType: CommissionType;
  theaterFeeAmount: number | null;
  theaterFeeVat: number | null;
  commissionAgentFeeAmount: number | null;
  commissionAgentFeeVat: number | null;
  /** The venue's deal; absent from a wizard state saved on the device before deal terms existed. */
  venueDeal?: VenueDeal | null;
}

export interface ClosingState {
  /** Spec §3 closingSteps: the keys of the steps done ("fees", "{standId}/cash"). */
  closingSteps: string[];
  /** Spec §3 event: the fees as the fees step left them; null until it is done. */
  event: ClosingFees | null;
  theaterFeePayedWith: FeePaidWith | null;
  closingForm: Record<string, ClosingForm>;
  concessionInventory: Record<string, ConcessionUnits>;
  /**
   * The closing run under way (its id, a UUID): made on the first "Confirmer la clôture" and kept until it succeeds,
   * so that a retry after a failure, a reload or a crash asks the server for the same run, which resumes it.
   */
  runId: string | null;

  markDone: (key: string) => void;
  setFees: (fees: ClosingFees, paidWith: FeePaidWith | null) => void;
  updateForm: (standId: string, change: Partial<ClosingForm>) => void;
  setCounted: (standId: string, productVariantId: string, units: CountedUnits) => void;
  setConcession: (productVariantId: string, units: ConcessionUnits) => void;
  startRun: () => string;
  reset: () => void;
}

export const emptyClosingForm: ClosingForm = {
  isChangeFundValid: null,
  changeFundFound: null,
  totalCard: null,
  totalCash: null,
  detailCash: {},
  totalWithTax: null,
  inventory: {},
  isInventoryValid: false,
  payedFeesWithCash: 0,
};

const initial = { closingSteps: [], event: null, theaterFeePayedWith: null, closingForm: {}, concessionInventory: {}, runId: null };

/** Where an event's closing is kept: one key per event, so two events can be closed side by side. */
export function closingStorageKey(eventId: string): string {
  return `merch-closing:${eventId}`;
}

function createClosingStore(eventId: string) {
  return create<ClosingState>()(
    persist(
      (set, get) => ({
        ...initial,
        markDone: (key) => set((state) => (state.closingSteps.includes(key) ? state : { closingSteps: [...state.closingSteps, key] })),
        setFees: (event, theaterFeePayedWith) => set({ event, theaterFeePayedWith }),
        updateForm: (standId, change) =>
          set((state) => ({ closingForm: { ...state.closingForm, [standId]: { ...emptyClosingForm, ...state.closingForm[standId], ...change } } })),
        setCounted: (standId, productVariantId, units) =>
          set((state) => {
            const form = { ...emptyClosingForm, ...state.closingForm[standId] };
            return { closingForm: { ...state.closingForm, [standId]: { ...form, inventory: { ...form.inventory, [productVariantId]: units } } } };
          }),
        setConcession: (productVariantId, units) => set((state) => ({ concessionInventory: { ...state.concessionInventory, [productVariantId]: units } })),
        startRun: () => {
          const current = get().runId;
          if (current) return current;
          const runId = newIdempotencyKey();
          set({ runId });
          return runId;
        },
        reset: () => set(initial),
      }),
      { name: closingStorageKey(eventId), storage: createJSONStorage(() => localStorage), version: 1 },
    ),
  );
}

export type ClosingStore = UseBoundStore<StoreApi<ClosingState>>;

const stores = new Map<string, ClosingStore>();

/** The persisted closing state of one event (one store per event, made on first use). */
export function closingStore(eventId: string): ClosingStore {
  let store = stores.get(eventId);
  if (!store) {
    store = createClosingStore(eventId);
    stores.set(eventId, store);
  }
  return store;
}

/** Tests only: forget the stores made so far, so that the next one reads its storage again. */
export function resetClosingStores(): void {
  stores.clear();
}
