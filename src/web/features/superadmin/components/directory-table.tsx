// A searchable, paginated list over one of the super-admin directories.
import { Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { DirectoryKind, DirectoryRow } from '../../../../contracts/superadmin.ts';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useDirectory } from '../api/superadmin.ts';

const PAGE_SIZE = 20;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
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
              <Table.ScrollContainer minWidth={720}>
                <Table striped verticalSpacing="xs" aria-label={label}>
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((c) => (
                        <Table.Th key={c.header}>{c.header}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((row) => (
                      <Table.Tr key={row.id}>
                        {columns.map((c) => (
                          <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
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
