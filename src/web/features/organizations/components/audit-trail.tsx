import { Group, Pagination, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { AUDIT_PAGE_SIZE, useAuditTrail, useOrgMembers } from '../../../shared/api/organizations.ts';
import { AuditActionSelect, AuditEventCells } from '../../../shared/components/audit-event.tsx';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';

export function AuditTrail({ organizationId }: { organizationId: string }) {
  const members = useOrgMembers(organizationId);
  const [action, setAction] = useState<string | null>(null);
  const [actorId, setActorId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(
    organizationId,
    { action: action ?? undefined, actorId: actorId ?? undefined, page },
    true,
  );
  const pages = trail.data ? Math.max(1, Math.ceil(trail.data.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <SectionPanel titleId="audit-trail-title" title="Audit trail" density="card" gap="md">
      <Group gap="sm" align="flex-end">
        <AuditActionSelect
          value={action}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
        />
        <Select
          label="Member"
          placeholder="Everyone"
          clearable
          data={(members.data ?? []).map((m) => ({ value: m.user_id, label: m.name }))}
          value={actorId}
          onChange={(value) => {
            setActorId(value);
            setPage(1);
          }}
        />
      </Group>
      {trail.isPending ? (
        <LoadingState label="Loading the audit trail..." />
      ) : trail.isError ? (
        <Text c="red">{errorMessage(trail.error, 'Could not load the audit trail')}</Text>
      ) : trail.data.events.length === 0 ? (
        <Text c="dimmed">No events match.</Text>
      ) : (
        <DataTable minWidth={640} aria-label="Audit trail" columns={['When', 'Who', 'Action', 'What']}>
          {trail.data.events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{new Date(event.at).toLocaleString()}</Table.Td>
              <AuditEventCells actorEmail={event.actor_email} action={event.action} summary={event.summary} />
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Audit trail pages" />
      )}
    </SectionPanel>
  );
}
