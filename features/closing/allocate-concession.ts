import type { ConcessionLine } from './types';

export interface StandStock {
  standId: string;
  /** The units of each variant at the stand before the closing's orders. */
  levels: { productVariantId: string; available: number }[];
}

export interface VariantUnits {
  productVariantId: string;
  quantity: number;
}

export interface StandConcession {
  standId: string;
  /** The closing order of the items sold at this stand. */
  sold: VariantUnits[];
  /** The closing order of the items given away (100 % discount). */
  free: VariantUnits[];
  /** The stand's closing count once the orders took their units: expected, good (returned) and damaged per variant. */
  count: { productVariantId: string; expected: number; counted: number; damaged: number }[];
}

export interface ConcessionAllocation {
  stands: StandConcession[];
  /** Sold or free units that no stand holds: the orders cannot be made. */
  short: VariantUnits[];
}

/**
 * Spreads the concession's figures over the stands holding each variant, in the stands' order, each filled up to
 * what it holds: sold units first, then free ones; the units left at a stand are its count, where returned then
 * damaged units are placed the same way, the rest being missing. Returned units beyond every stand's rest were
 * found: they go to the last stand holding the variant (or the first stand), where the count takes them as regul.
 * Pure: the same figures and levels always give the same orders, so a retried run sends the same requests.
 */
export function allocateConcession(concession: ConcessionLine[], stands: StandStock[]): ConcessionAllocation {
  const result: StandConcession[] = stands.map((stand) => ({ standId: stand.standId, sold: [], free: [], count: [] }));
  const short: VariantUnits[] = [];
  for (const line of concession) {
    const holders = stands.flatMap((stand, index) => {
      const available = stand.levels.filter((level) => level.productVariantId === line.productVariantId).reduce((sum, level) => sum + level.available, 0);
      return available > 0 ? [{ index, left: available }] : [];
    });
    const take = (units: number, into: (index: number, quantity: number) => void): number => {
      let wanted = units;
      for (const holder of holders) {
        if (wanted <= 0) break;
        const quantity = Math.min(wanted, holder.left);
        if (quantity <= 0) continue;
        holder.left -= quantity;
        wanted -= quantity;
        into(holder.index, quantity);
      }
      return wanted;
    };
    const variant = line.productVariantId;
    const unsold = take(line.sold, (index, quantity) => result[index]!.sold.push({ productVariantId: variant, quantity }));
    const unfree = take(line.free, (index, quantity) => result[index]!.free.push({ productVariantId: variant, quantity }));
    if (unsold + unfree > 0) short.push({ productVariantId: variant, quantity: unsold + unfree });

    const counts = holders.filter((holder) => holder.left > 0).map((holder) => ({ index: holder.index, entry: { productVariantId: variant, expected: holder.left, counted: 0, damaged: 0 } }));
    const place = (units: number, field: 'counted' | 'damaged'): number => {
      let wanted = units;
      for (const { entry } of counts) {
        const room = entry.expected - entry.counted - entry.damaged;
        const quantity = Math.min(wanted, room);
        if (quantity <= 0) continue;
        entry[field] += quantity;
        wanted -= quantity;
      }
      return wanted;
    };
    const found = place(line.returned, 'counted');
    place(line.damaged, 'damaged');
    if (found > 0) {
      const last = counts.at(-1);
      if (last) last.entry.counted += found;
      else {
        const index = holders.at(-1)?.index ?? 0;
        if (result[index]) counts.push({ index, entry: { productVariantId: variant, expected: 0, counted: found, damaged: 0 } });
      }
    }
    for (const { index, entry } of counts) result[index]!.count.push(entry);
  }
  return { stands: result, short };
}
