/** The receipt's and the Z's short form of a record's hash: its first 8 hex characters, upper case (« 3F9A0C1B »). */
export function shortHashOf(hash: string): string {
  return hash.slice(0, 8).toUpperCase();
}
