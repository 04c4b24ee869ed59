import { Box, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DataTable {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}

/**
 * A chart with an accessible name and its numbers as a table only screen readers see: the drawing
 * itself says little to them.
 */
export function ChartFigure({ label, table, children }: { label: string; table: DataTable; children: ReactNode }) {
  return (
    <Box as="figure" m="0" aria-label={label} className="analytics-figure">
      {children}
      <VisuallyHidden as="div">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
