// Organizations: every organization (plan, seats, members, boards) and the tabs Boards,
// Meetings, Minutes and Audit Trail, across the whole platform.
import { Badge, Button, Group, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { downloadMinutes } from '../../../shared/api/minutes.ts';
import { notifyError } from '../../../shared/lib/notify.ts';
import { formatDate } from '../lib/format.ts';
import { createdColumn, fieldColumn, organizationColumn, statusColumn } from './directory-columns.ts';
import { DirectoryTable } from './directory-table.tsx';
import { PlatformAuditTrail } from './platform-audit-trail.tsx';

async function exportMinutes(id: string, format: 'pdf' | 'md') {
  try {
    await downloadMinutes(id, format);
  } catch (error) {
    notifyError(error, 'Could not export the minutes');
  }
}

export function OrganizationsSection() {
  return (
    <Tabs defaultValue="organizations" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="organizations">Organizations</Tabs.Tab>
        <Tabs.Tab value="boards">Boards</Tabs.Tab>
        <Tabs.Tab value="meetings">Meetings</Tabs.Tab>
        <Tabs.Tab value="minutes">Minutes</Tabs.Tab>
        <Tabs.Tab value="audit">Audit Trail</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="organizations">
        <DirectoryTable
          kind="organizations"
          label="Organizations"
          searchLabel="Search organizations"
          columns={[
            { header: 'Name', cell: (o) => o.name, href: (o) => `/organization/${o.id}` },
            {
              header: 'Plan',
              cell: (o) => (
                <Group gap={4}>
                  <Badge variant="light">{o.plan}</Badge>
                  {o.is_personal && (
                    <Badge variant="outline" color="gray">
                      personal
                    </Badge>
                  )}
                </Group>
              ),
            },
            { header: 'Seats', cell: (o) => `${o.seats_used} / ${o.seats_total}` },
            fieldColumn('Members', 'members'),
            fieldColumn('Boards', 'boards'),
            createdColumn,
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="boards">
        <DirectoryTable
          kind="boards"
          label="Boards"
          searchLabel="Search boards or organizations"
          columns={[
            { header: 'Board', cell: (b) => b.name, href: (b) => `/board/${b.id}` },
            organizationColumn,
            statusColumn,
            fieldColumn('Seats', 'seats'),
            fieldColumn('Sessions', 'sessions'),
            createdColumn,
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="meetings">
        <DirectoryTable
          kind="meetings"
          label="Meetings"
          searchLabel="Search meetings or boards"
          columns={[
            fieldColumn('Meeting', 'title'),
            { header: 'Board', cell: (m) => m.board_name, href: (m) => `/board/${m.board_id}/meetings` },
            organizationColumn,
            statusColumn,
            { header: 'Scheduled', cell: (m) => formatDate(m.scheduled_date) },
            { header: 'Minutes', cell: (m) => (m.has_minutes ? 'Filed' : '—') },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="minutes">
        <DirectoryTable
          kind="minutes"
          label="Minutes"
          searchLabel="Search minutes by meeting or board"
          columns={[
            fieldColumn('Meeting', 'meeting_title'),
            fieldColumn('Board', 'board_name'),
            organizationColumn,
            fieldColumn('Decisions', 'decision_count'),
            fieldColumn('Actions', 'action_count'),
            {
              header: 'Open / export',
              cell: (m) => (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    component={Link}
                    to={`/board/${m.board_id}/meeting/${m.meeting_id}/minutes`}
                  >
                    Open
                  </Button>
                  <Button size="compact-xs" variant="default" onClick={() => void exportMinutes(m.id, 'pdf')}>
                    PDF
                  </Button>
                  <Button size="compact-xs" variant="default" onClick={() => void exportMinutes(m.id, 'md')}>
                    Markdown
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="audit">
        <PlatformAuditTrail />
      </Tabs.Panel>
    </Tabs>
  );
}
