import Papa from 'papaparse';

/** Cells as the exports (stock, sales) write them: numbers stay numbers (no thousands separator), so that a spreadsheet can add them. */
export type CsvCell = string | number | null;

/**
 * A CSV that French Excel opens as columns: a UTF-8 byte order mark (accents), ';' between cells (',' is the
 * decimal separator there) and CRLF line ends. Text that a spreadsheet would run as a formula (=, +, -, @ first)
 * is prefixed with an apostrophe: a product title must never become a formula on the manager's machine.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${Papa.unparse({ fields: header, data: rows }, { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA })}`;
}

/** What a spreadsheet would run: =, +, -, @, a tab or a return first, except a negative amount ("-25,00"), a number. */
const FORMULA = /^[=+\-@\t\r](?!\d+(,\d+)?$)/;

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Hands a file (a CSV made here, a PDF fetched from the API) to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "stock-tournee-d-ete-2026-07-14.csv": a name without accents or spaces, dated in Paris. */
export function csvFileName(prefix: string, tourName: string, day: string): string {
  return `${[prefix, fileSlug(tourName), day].filter(Boolean).join('-')}.csv`;
}

/** "Tournée d'été" → "tournee-d-ete": a name fit for a file, without accents or spaces, 60 characters at most. */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
