// Organizations: every organization (plan, seats, members, boards) and the tabs Boards,
// Meetings, Minutes and Audit Trail, across the whole platform.
import { Badge, Button, Group, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DirectoryKind, DirectoryRow } from '../../../../contracts/superadmin.ts';
import { downloadMinutes } from '../../../shared/api/minutes.ts';
import { notifyError } from '../../../shared/lib/notify.ts';
import { formatDate } from '../lib/format.ts';
import { createdColumn, fieldColumn, organizationColumn, statusColumn } from './directory-columns.ts';
import { type Column, DirectoryTable } from './directory-table.tsx';
import { PlatformAuditTrail } from './platform-audit-trail.tsx';

async function exportMinutes(id: string, format: 'pdf' | 'md') {
  try {
    await downloadMinutes(id, format);
  } catch (error) {
    notifyError(error, 'Could not export the minutes');
  }
}

interface SectionTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/** A tab holding one directory; the tab's name is the table's. */
function directoryTab<K extends DirectoryKind>(
  kind: K,
  label: string,
  searchLabel: string,
  columns: Column<DirectoryRow<K>>[],
): SectionTab {
  return {
    value: kind,
    label,
    panel: <DirectoryTable kind={kind} label={label} searchLabel={searchLabel} columns={columns} />,
  };
}

const TABS: SectionTab[] = [
  directoryTab('organizations', 'Organizations', 'Search organizations', [
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
  ]),
  directoryTab('boards', 'Boards', 'Search boards or organizations', [
    { header: 'Board', cell: (b) => b.name, href: (b) => `/board/${b.id}` },
    organizationColumn,
    statusColumn,
    fieldColumn('Seats', 'seats'),
    fieldColumn('Sessions', 'sessions'),
    createdColumn,
  ]),
  directoryTab('meetings', 'Meetings', 'Search meetings or boards', [
    fieldColumn('Meeting', 'title'),
    { header: 'Board', cell: (m) => m.board_name, href: (m) => `/board/${m.board_id}/meetings` },
    organizationColumn,
    statusColumn,
    { header: 'Scheduled', cell: (m) => formatDate(m.scheduled_date) },
    { header: 'Minutes', cell: (m) => (m.has_minutes ? 'Filed' : '—') },
  ]),
  directoryTab('minutes', 'Minutes', 'Search minutes by meeting or board', [
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
  ]),
  { value: 'audit', label: 'Audit Trail', panel: <PlatformAuditTrail /> },
];

export function OrganizationsSection() {
  return (
    <Tabs defaultValue="organizations" keepMounted={false}>
      <Tabs.List mb="md">
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
