import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { centsToInput } from '@/lib/money/euro-input';

const cellsOf = (csv: string) => Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data[1];

describe('toCsv: a file French Excel opens as columns of numbers, never running a cell', () => {
  it('keeps amounts in euros as numbers, negative ones too', () => {
    expect(cellsOf(toCsv(['Libellé', 'Montant'], [['Remboursement', centsToInput(-2500)]]))).toEqual(['Remboursement', '-25,00']);
  });

  it('prefixes what a spreadsheet would run as a formula', () => {
    expect(cellsOf(toCsv(['a', 'b', 'c', 'd'], [['=1+1', '-1+2', '@SUM(A1)', '+33 6 12']]))).toEqual(["'=1+1", "'-1+2", "'@SUM(A1)", "'+33 6 12"]);
  });
});
