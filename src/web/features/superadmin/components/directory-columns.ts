// Columns the super-admin directories share or show plainly: a field as the API gives it, the
// organization a row belongs to, its status, and the day it was created.
import type { ReactNode } from 'react';
import { formatDate } from '../lib/format.ts';
import type { Column } from './directory-table.tsx';

/** A column that shows one field of the row as it is. */
export function fieldColumn<K extends string>(header: string, key: K): Column<Record<K, ReactNode>> {
  return { header, cell: (row) => row[key] };
}

export const organizationColumn = fieldColumn('Organization', 'organization_name');
export const statusColumn = fieldColumn('Status', 'status');
export const createdColumn: Column<{ created_at: string }> = {
  header: 'Created',
  cell: (row) => formatDate(row.created_at),
};
