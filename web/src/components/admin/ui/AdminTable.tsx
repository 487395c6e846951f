import type { ReactNode } from 'react';
import { Table, TableScroll } from './DataTable';

export interface AdminTableColumn<Row> {
  /** The column heading; on phones each cell shows it as its label. */
  label: string;
  cell: (row: Row) => ReactNode;
}

interface AdminTableProps<Row> {
  /** Names the scrolling region for screen readers. */
  label: string;
  columns: AdminTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** data-* attributes for each row (what tests find rows by). */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
}

/** The admin panel's list of records: a table on tablets and wider, a card per row on phones. */
export function AdminTable<Row>({ label, columns, rows, rowKey, rowData }: AdminTableProps<Row>) {
  return (
    <TableScroll aria-label={label}>
      <Table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
