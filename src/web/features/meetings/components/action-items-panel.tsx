// Action items captured during the meeting: added against the current item, listed with owner and
// due date, marked done, edited or deleted.
import { ActionIcon, Checkbox, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ActionItem, CreateActionItemBody, MeetingDetail } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { Panel } from '../../../shared/components/panel.tsx';
import { TooltipIconButton } from '../../../shared/components/tooltip-icon-button.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import { formatLongDate } from '../lib/labels.ts';
import { ActionItemForm, type ActionValues } from './action-item-form.tsx';

interface ActionItemsPanelProps {
  meeting: MeetingDetail;
  currentItemId: string | null;
}

const toBody = (values: ActionValues) => ({
  description: values.description.trim(),
  owner: values.owner.trim(),
  due_date: values.due_date || null,
});

export function ActionItemsPanel({ meeting, currentItemId }: ActionItemsPanelProps) {
  const [linkToItem, setLinkToItem] = useState(true);
  const [editingId, setEditingId] = useState<string | null>(null);
  const create = useMeetingMutation((body: CreateActionItemBody) =>
    meetingsApi.createAction(meeting.id, body),
  );
  const update = useMeetingMutation(
    (vars: { id: string; body: Parameters<typeof meetingsApi.updateAction>[2] }) =>
      meetingsApi.updateAction(meeting.id, vars.id, vars.body),
  );
  const remove = useMeetingMutation((id: string) => meetingsApi.removeAction(meeting.id, id));
  const titleOf = (id: string | null) => meeting.agenda_items.find((item) => item.id === id)?.title;

  const add = async (values: ActionValues) => {
    try {
      await create.mutateAsync({ ...toBody(values), agenda_item_id: linkToItem ? currentItemId : null });
      return true;
    } catch (error) {
      notifyError(error, 'Failed to add action item');
      return false;
    }
  };

  const save = async (action: ActionItem, values: ActionValues) => {
    try {
      await update.mutateAsync({ id: action.id, body: toBody(values) });
      setEditingId(null);
      return true;
    } catch (error) {
      notifyError(error, 'Failed to update action item');
      return false;
    }
  };

  return (
    <Panel aria-labelledby="actions-title">
      <Title order={2} size="h4" id="actions-title" mb="sm">
        Action Items ({meeting.action_items.length})
      </Title>
      <Stack gap="sm">
        {meeting.action_items.length === 0 && <Text c="dimmed">No action items yet.</Text>}
        {meeting.action_items.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Action items">
            {meeting.action_items.map((action) => (
              <li key={action.id}>
                {editingId === action.id ? (
                  <ActionItemForm
                    initial={{
                      description: action.description,
                      owner: action.owner,
                      due_date: action.due_date ?? '',
                    }}
                    submitLabel="Save"
                    busy={update.isPending}
                    onSubmit={(values) => save(action, values)}
                    onCancel={() => setEditingId(null)}
                  />
                ) : (
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Checkbox
                      mt={2}
                      aria-label={`Done: ${action.description}`}
                      checked={action.status === 'done'}
                      onChange={(event) =>
                        update.mutate(
                          { id: action.id, body: { status: event.currentTarget.checked ? 'done' : 'open' } },
                          { onError: (error) => notifyError(error, 'Failed to update action item') },
                        )
                      }
                    />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text
                        td={action.status === 'done' ? 'line-through' : undefined}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {action.description}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Owner: {action.owner} · Due:{' '}
                        {action.due_date ? formatLongDate(`${action.due_date}T12:00:00`) : 'No due date'}
                        {titleOf(action.agenda_item_id) && ` · ${titleOf(action.agenda_item_id)}`}
                      </Text>
                    </div>
                    <TooltipIconButton
                      tooltip="Edit action item"
                      icon={IconEdit}
                      aria-label={`Edit action item ${action.description}`}
                      onClick={() => setEditingId(action.id)}
                    />
                    <Tooltip label="Delete action item">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete action item ${action.description}`}
                        loading={remove.isPending && remove.variables === action.id}
                        onClick={() =>
                          remove.mutate(action.id, {
                            onError: (error) => notifyError(error, 'Failed to delete action item'),
                          })
                        }
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </li>
            ))}
          </Stack>
        )}
        <ActionItemForm submitLabel="Add Action Item" busy={create.isPending} onSubmit={add}>
          {currentItemId && (
            <Checkbox
              mt="xs"
              size="xs"
              label={`Link to the current item (${titleOf(currentItemId)})`}
              checked={linkToItem}
              onChange={(event) => setLinkToItem(event.currentTarget.checked)}
            />
          )}
        </ActionItemForm>
      </Stack>
    </Panel>
  );
}
