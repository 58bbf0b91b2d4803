// The real audit log, platform-wide: filter by organization, actor, action and dates; pages of
// 25; the filtered trail as CSV.
import { Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { AuditActionSelect, AuditEventCells } from '../../../shared/components/audit-event.tsx';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import {
  downloadAuditCsv,
  PLATFORM_AUDIT_PAGE_SIZE,
  useDirectory,
  usePlatformAudit,
} from '../api/superadmin.ts';
import { formatDateTime } from '../lib/format.ts';

export function PlatformAuditTrail() {
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [actorText, setActorText] = useState('');
  const [actor] = useDebouncedValue(actorText.trim(), 250);
  const [action, setAction] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const organizations = useDirectory('organizations', { page_size: 100 });
  const filter = {
    organization_id: organizationId ?? undefined,
    actor: actor || undefined,
    action: action ?? undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const trail = usePlatformAudit(filter, page);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  async function exportCsv() {
    try {
      await downloadAuditCsv(filter);
    } catch (error) {
      notifyError(error, 'Could not export the audit trail');
    }
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Organization"
          placeholder="Every organization"
          clearable
          searchable
          data={(organizations.data?.items ?? []).map((o) => ({ value: o.id, label: o.name }))}
          value={organizationId}
          onChange={reset(setOrganizationId)}
        />
        <TextInput
          label="Actor e-mail"
          value={actorText}
          onChange={(e) => reset(setActorText)(e.currentTarget.value)}
        />
        <AuditActionSelect value={action} onChange={reset(setAction)} />
        <TextInput
          label="From"
          type="date"
          value={from}
          onChange={(e) => reset(setFrom)(e.currentTarget.value)}
        />
        <TextInput label="To" type="date" value={to} onChange={(e) => reset(setTo)(e.currentTarget.value)} />
        <IconAction icon={IconDownload} variant="default" onClick={() => void exportCsv()}>
          Export CSV
        </IconAction>
      </Group>
      <QueryView query={trail} loading="Loading the audit trail..." failed="Could not load the audit trail">
        {(data) =>
          data.items.length === 0 ? (
            <Text c="dimmed">No events match.</Text>
          ) : (
            <>
              <DataTable
                minWidth={760}
                aria-label="Platform audit trail"
                columns={['When (UTC)', 'Organization', 'Actor', 'Action', 'What happened']}
              >
                {data.items.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDateTime(e.at)}</Table.Td>
                    <Table.Td>{e.organization_name ?? '—'}</Table.Td>
                    <AuditEventCells actorEmail={e.actor_email} action={e.action} summary={e.summary} />
                  </Table.Tr>
                ))}
              </DataTable>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {data.total} events
                </Text>
                {data.total > PLATFORM_AUDIT_PAGE_SIZE && (
                  <Pagination
                    total={Math.ceil(data.total / PLATFORM_AUDIT_PAGE_SIZE)}
                    value={page}
                    onChange={setPage}
                  />
                )}
              </Group>
            </>
          )
        }
      </QueryView>
    </Stack>
  );
}
