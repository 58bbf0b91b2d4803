// A listing table: it scrolls sideways on a narrow screen, its headings name the columns, the
// caller gives the rows. Every list in the app is laid out by this one component.
import { Group, Table, type TableProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column heading; `{ hidden }` is read by screen readers only (a column of buttons), false leaves it out. */
export type ColumnHeading = string | { hidden: string } | false;

export interface DataTableProps extends Omit<TableProps, 'children'> {
  minWidth: number;
  /** No headings: each row heads itself (`<Table.Th scope="row">`). */
  columns?: readonly ColumnHeading[];
  caption?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

export function DataTable({
  minWidth,
  columns,
  caption,
  children,
  verticalSpacing = 'xs',
  ...table
}: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={verticalSpacing} {...table}>
        {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
        {columns && (
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                column === false ? null : typeof column === 'string' ? (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ) : (
                  <Table.Th key={column.hidden} scope="col">
                    <VisuallyHidden>{column.hidden}</VisuallyHidden>
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row's buttons, side by side in its last cell. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}
