// A stand's end-of-shift report (its "Z", issue #25): what the register and its e-mail show, and the rules both
// sides share. Takings come from the one definition (takings.ts); this file only adds what a Z needs beside them.
import { z } from 'zod';
import type { CashMovementView } from './drawer';
import type { Takings } from './types';

/** A sold line as the report reads it: its price, its discount and what was refunded of it. */
export interface ReportLine {
  quantity: number;
  refundedQuantity: number;
  unitPrice: number;
  discount: number;
  discountReason: string | null;
}

/**
 * A comp (a free item: guest list, band, damaged…): a line whose discount takes its whole price. Priced lines only:
 * a product sold at 0 € is not given away. The settlement's comps are these (`isFreeLine`).
 */
export const isCompLine = (line: Pick<ReportLine, 'quantity' | 'unitPrice' | 'discount'>) => line.unitPrice > 0 && line.discount >= line.quantity * line.unitPrice;

export interface CompReason {
  /** The reason typed at the till, or null when none was given. */
  reason: string | null;
  units: number;
}

export interface ShiftDiscounts {
  /** Discounts on lines still sold (comps apart), cents. */
  amount: number;
  /** Lines that carried one. */
  lines: number;
}

export interface ShiftComps {
  /** Units given away and not refunded. */
  units: number;
  /** What they would have been sold for, cents. */
  value: number;
  reasons: CompReason[];
}

/** Discounts and comps of the lines of sales whose money came in. */
export function discountsAndComps(lines: ReportLine[]): { discounts: ShiftDiscounts; comps: ShiftComps } {
  const discounts: ShiftDiscounts = { amount: 0, lines: 0 };
  const comps: ShiftComps = { units: 0, value: 0, reasons: [] };
  for (const line of lines) {
    if (!isCompLine(line)) {
      if (line.discount > 0) {
        discounts.amount += line.discount;
        discounts.lines += 1;
      }
      continue;
    }
    const units = line.quantity - line.refundedQuantity;
    if (units <= 0) continue;
    comps.units += units;
    comps.value += units * line.unitPrice;
    const reason = line.discountReason?.trim() || null;
    const known = comps.reasons.find((entry) => entry.reason === reason);
    if (known) known.units += units;
    else comps.reasons.push({ reason, units });
  }
  comps.reasons.sort((a, b) => b.units - a.units || (a.reason ?? '').localeCompare(b.reason ?? '', 'fr'));
  return { discounts, comps };
}

export interface ShiftCash {
  changeFund: number;
  /** Cash put in and taken out of the drawer outside sales, each with its reason, oldest first. */
  movements: CashMovementView[];
  cashIn: number;
  cashOut: number;
  /** What the drawer should hold, by the one rule (drawer.ts `expectedCash`). */
  expected: number;
  /** The last count recorded for the stand's drawer, or null when none was. */
  counted: { total: number; countedAt: string; countedBy: string | null } | null;
  /** counted − expected, or null without a count. */
  difference: number | null;
  /**
   * No cash came in or went out since the last count (or none ever did): the count on file describes the drawer.
   * False when cash moved and no count was saved after it.
   */
  upToDate: boolean;
}

/** GET /v1/stands/{id}/shift-report. */
export interface ShiftReport {
  standId: string;
  standName: string;
  standStatus: 'opened' | 'closed';
  eventId: string;
  eventName: string;
  /** The stand's cash and card (gross, refunds, net, number of sales), from `takingsOf`; `online` is always empty. */
  takings: Takings;
  discounts: ShiftDiscounts;
  comps: ShiftComps;
  /** Null at a stand that takes no cash. */
  cash: ShiftCash | null;
  /** The card total: the stand's net card takings. */
  cardTotal: number;
  tickets: {
    /** The last ticket number the stand's till gave. */
    last: number;
    /** Card attempts declined or abandoned: their tickets stay, unpaid (docs/decisions.md, "Ticket numbers"). */
    declined: number[];
    /** Card sales still waiting for the terminal. */
    awaitingCard: number;
  };
  readAt: string;
}

export const shiftReportLanguages = ['fr', 'en'] as const;

/** POST /v1/stands/{id}/shift-report/email: to the caller's own address, and/or to a typed one. */
export const shiftReportEmailSchema = z
  .object({
    toMe: z.boolean().default(false),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
    locale: z.enum(shiftReportLanguages).default('fr'),
  })
  .refine((body) => body.toMe || body.email !== undefined, { path: ['email'], message: 'A recipient is needed' });
export type ShiftReportEmailInput = z.input<typeof shiftReportEmailSchema>;

/** The answer of the e-mail: the addresses it went to. */
export interface ShiftReportEmailSent {
  sentTo: string[];
}
