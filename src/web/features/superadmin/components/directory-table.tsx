// A searchable, paginated list over one of the super-admin directories.
import { Anchor, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { DirectoryKind, DirectoryRow } from '../../../../contracts/superadmin.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useDirectory } from '../api/superadmin.ts';

const PAGE_SIZE = 20;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Where the cell links to: the row's own page. */
  href?: (row: T) => string;
}

function CellContent<T>({ column, row }: { column: Column<T>; row: T }) {
  if (!column.href) return column.cell(row);
  return (
    <Anchor component={Link} to={column.href(row)}>
      {column.cell(row)}
    </Anchor>
  );
}

export function DirectoryTable<K extends DirectoryKind>({
  kind,
  label,
  columns,
  searchLabel,
}: {
  kind: K;
  label: string;
  columns: Column<DirectoryRow<K>>[];
  searchLabel: string;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const directory = useDirectory(kind, { q, page, page_size: PAGE_SIZE });
  return (
    <Stack gap="sm">
      <TextInput
        label={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <QueryView
        query={directory}
        loading={`Loading ${label.toLowerCase()}...`}
        failed={`Could not load ${label.toLowerCase()}`}
      >
        {(data) =>
          data.items.length === 0 ? (
            <Text c="dimmed">Nothing matches.</Text>
          ) : (
            <>
              <DataTable minWidth={720} striped aria-label={label} columns={columns.map((c) => c.header)}>
                {data.items.map((row) => (
                  <Table.Tr key={row.id}>
                    {columns.map((c) => (
                      <Table.Td key={c.header}>
                        <CellContent column={c} row={row} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </DataTable>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {data.total} in all
                </Text>
                {data.total > PAGE_SIZE && (
                  <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
                )}
              </Group>
            </>
          )
        }
      </QueryView>
    </Stack>
  );
}
