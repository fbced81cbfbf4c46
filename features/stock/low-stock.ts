/**
 * A level of 1 to 5 units is low: worth a transfer or a delivery before the next date. None at all is not "low".
 * The stock matrix flags it, the manager's home counts the stands that have some.
 */
export const LOW_STOCK_MAX = 5;

export function isLowStock(units: number): boolean {
  return units >= 1 && units <= LOW_STOCK_MAX;
}
