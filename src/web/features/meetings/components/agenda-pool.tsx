// The Agenda Items Pool: items collected before they belong to a meeting. Quick add fills
// it; selected items move to a meeting, or become a new meeting ('Create Meeting from Items').
import { Badge, Checkbox, Group, NativeSelect, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { AgendaItem, Meeting, MeetingDetail } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { DeleteIconButton } from '../../../shared/components/delete-icon-button.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { Panel } from '../../../shared/components/panel.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useQuickAdd } from '../hooks/use-quick-add.ts';
import { formatMinutes, totalDuration } from '../lib/agenda-timing.ts';
import { formatLongDate } from '../lib/labels.ts';
import { QuickAddForm } from './quick-add-form.tsx';

interface AgendaPoolProps {
  pool: MeetingDetail;
  /** Whether this person may change the pool (Manage Meetings); otherwise it is only read. */
  canManage: boolean;
  meetings: Meeting[];
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
}

export function AgendaPool(props: AgendaPoolProps) {
  if (!props.canManage) return <ReadOnlyPool items={props.pool.agenda_items} />;
  return <ManagedPool {...props} />;
}

/** The pool as a person without Manage Meetings sees it: the items, and no control that would answer 403. */
function ReadOnlyPool({ items }: { items: AgendaItem[] }) {
  return (
    <Panel aria-labelledby="pool-title">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id="pool-title">
          Agenda Items Pool
        </Title>
        <Badge variant="light">{items.length}</Badge>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No agenda items waiting for a meeting.
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Group key={item.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Text>
              <Badge variant="light" color="gray">
                {item.estimated_duration_minutes} min
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function ManagedPool({ pool, meetings, selected, onSelectedChange }: AgendaPoolProps) {
  const items = pool.agenda_items;
  const [adding, setAdding] = useState(false);
  const [target, setTarget] = useState('');
  const [pendingDelete, setPendingDelete] = useState<AgendaItem | null>(null);
  const quickAdd = useQuickAdd(pool.id, (count) => `Added ${count} items to the agenda pool`);
  const move = useMeetingMutation((vars: { ids: string[]; target: string }) =>
    meetingsApi.moveItems(pool.id, vars.ids, vars.target),
  );
  const removeItem = useMeetingMutation((itemId: string) => meetingsApi.removeItem(pool.id, itemId));
  const targets = meetings.filter((m) => m.status !== 'COMPLETED');
  const showQuickAdd = items.length === 0 || adding;

  const add = async (text: string) => {
    const added = await quickAdd.add(text);
    if (added) setAdding(false);
    return added;
  };

  const moveSelected = () => {
    const meeting = targets.find((m) => m.id === target);
    if (!meeting || selected.length === 0) return;
    move.mutate(
      { ids: selected, target: meeting.id },
      {
        onSuccess: ({ moved }) => {
          notifySuccess(`Moved ${moved} ${moved === 1 ? 'item' : 'items'} to "${meeting.title}"`);
          onSelectedChange([]);
        },
        onError: (error) => notifyError(error, 'Failed to move agenda items'),
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const id = pendingDelete.id;
    removeItem.mutate(id, {
      onSuccess: () => onSelectedChange(selected.filter((s) => s !== id)),
      onError: (error) => notifyError(error, 'Failed to delete item'),
      onSettled: () => setPendingDelete(null),
    });
  };

  const toggle = (id: string, checked: boolean) =>
    onSelectedChange(checked ? [...selected, id] : selected.filter((s) => s !== id));
  const allSelected = items.length > 0 && selected.length === items.length;

  return (
    <Panel aria-labelledby="pool-title">
      <Group justify="space-between" align="center" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id="pool-title">
            Agenda Items Pool
          </Title>
          <Badge variant="light">{items.length}</Badge>
        </Group>
        {items.length > 0 && !adding && (
          <IconAction icon={IconPlus} size="xs" variant="light" onClick={() => setAdding(true)}>
            Add Items
          </IconAction>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Collect agenda items here, then schedule a meeting with them or move them to a meeting.
      </Text>

      {items.length > 0 && (
        <Stack gap="xs" mb="md">
          <Checkbox
            label={`Select all (${formatMinutes(totalDuration(items))})`}
            checked={allSelected}
            indeterminate={selected.length > 0 && !allSelected}
            onChange={(event) => onSelectedChange(event.currentTarget.checked ? items.map((i) => i.id) : [])}
          />
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <Group key={item.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Checkbox
                  label={item.title}
                  checked={selected.includes(item.id)}
                  onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light" color="gray">
                    {item.estimated_duration_minutes} min
                  </Badge>
                  <Tooltip label="Delete item">
                    <DeleteIconButton
                      aria-label={`Delete ${item.title}`}
                      onClick={() => setPendingDelete(item)}
                    />
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label="Move selected items to"
              value={target}
              onChange={(event) => setTarget(event.currentTarget.value)}
              data={[
                { value: '', label: targets.length ? 'Choose a meeting' : 'No meetings to move to' },
                ...targets.map((m) => ({
                  value: m.id,
                  label: `${m.title} (${formatLongDate(m.scheduled_date)})`,
                })),
              ]}
              style={{ flex: '1 1 220px' }}
            />
            <IconAction
              icon={IconArrowRight}
              trailing
              variant="light"
              onClick={moveSelected}
              disabled={selected.length === 0 || !target}
              loading={move.isPending}
            >
              Move to Meeting
            </IconAction>
          </Group>
        </Stack>
      )}

      {showQuickAdd && (
        <QuickAddForm
          rows={4}
          busy={quickAdd.busy}
          onAdd={add}
          onCancel={items.length > 0 ? () => setAdding(false) : undefined}
          autoFocus={adding}
        />
      )}
      <ConfirmDialog
        opened={pendingDelete !== null}
        title="Delete agenda item"
        message="Delete this agenda item?"
        confirmLabel="Delete"
        busy={removeItem.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </Panel>
  );
}
