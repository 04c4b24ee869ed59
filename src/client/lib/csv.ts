import { stringify } from 'csv-stringify/browser/esm/sync';

/** Downloads rows (the first one the header) as a CSV file. */
export function downloadCsv(filename: string, rows: (string | number | null | undefined)[][]): void {
  const text = stringify(rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : c))));
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
