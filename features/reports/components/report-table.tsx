import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { csvFileName, downloadCsv, toCsv, type CsvCell } from '@/lib/csv';
import { toParisDate } from '@/lib/datetime/paris-time';

export interface ReportColumn<Row> {
  label: string;
  /** Figures align right, in tabular digits. */
  numeric?: boolean;
  /** The first column names the row (a row header for screen readers). */
  cell: (row: Row) => ReactNode;
  /** The same value for the CSV: numbers stay numbers, amounts in euros with a decimal point. */
  csv: (row: Row) => CsvCell;
}

interface ReportTableProps<Row> {
  caption: string;
  rows: Row[];
  columns: ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The export's name: "rapport-dates" → "rapport-dates-{tour}-{today}.csv". */
  exportName: string;
  tourName: string;
  empty: string;
}

/** One of the report's tables, with its caption as heading and its CSV export (the same rows, the same columns). */
export function ReportTable<Row>({ caption, rows, columns, rowKey, exportName, tourName, empty }: ReportTableProps<Row>) {
  const t = useTranslations('reports');
  const exportCsv = () => downloadCsv(csvFileName(exportName, tourName, toParisDate(new Date())), toCsv(columns.map((column) => column.label), rows.map((row) => columns.map((column) => column.csv(row)))));
  const cell = (numeric?: boolean) => (numeric ? 'px-2 py-1 text-right tabular-nums' : 'px-2 py-1 text-left');
  return (
    <section className="flex flex-col gap-2" aria-label={caption}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{caption}</h3>
        {rows.length > 0 && (
          <Button variant="secondary" onClick={exportCsv} aria-label={t('exportOf', { table: caption })}>
            {t('export')}
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ScrollRegion label={caption}>
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={`${cell(column.numeric)} font-medium`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-slate-100">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.label} scope="row" className={`${cell(column.numeric)} font-normal`}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.label} className={cell(column.numeric)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
