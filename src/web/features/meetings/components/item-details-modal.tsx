// Agenda item details: Title (required), Description, Background, Proposal, Duration
// (minutes, at least 5), Type, Requires Vote. Clicking the backdrop closes it.
import { Box, Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type AgendaItem, type AgendaItemType, ITEM_DURATION } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import { PapersPanel } from '../../papers/components/papers-panel.tsx';
import { durationError } from '../lib/duration.ts';
import { DurationTypeFields } from './duration-type-fields.tsx';
import { LongTextField } from './long-text-field.tsx';

interface DetailsValues {
  title: string;
  description: string;
  background: string;
  proposal: string;
  duration: number | string;
  item_type: AgendaItemType;
  requires_vote: boolean;
}

function valuesOf(item: AgendaItem): DetailsValues {
  return {
    title: item.title,
    description: item.description ?? '',
    background: item.background ?? '',
    proposal: item.proposal ?? '',
    duration: item.estimated_duration_minutes,
    item_type: item.item_type,
    requires_vote: item.requires_vote,
  };
}

function validate(values: DetailsValues) {
  const errors: Partial<Record<keyof DetailsValues, string>> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  errors.duration = durationError(values.duration, ITEM_DURATION);
  return errors;
}

interface ItemDetailsModalProps {
  meetingId: string;
  item: AgendaItem | null;
  onClose: () => void;
  /** Given where the item's board papers are shown: its board, and whether they may be attached. */
  papers?: { boardId: string; canAttach: boolean };
}

export function ItemDetailsModal({ meetingId, item, onClose, papers }: ItemDetailsModalProps) {
  // The last item stays on screen while the modal fades out; each opening mounts a fresh form.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title="Agenda Item Details"
      size="lg"
      centered
      closeOnClickOutside
    >
      {shown && <DetailsForm meetingId={meetingId} item={shown} onClose={onClose} />}
      {shown && papers && (
        <Box mt="lg">
          <PapersPanel
            boardId={papers.boardId}
            target={{ agenda_item_id: shown.id }}
            canAttach={papers.canAttach}
          />
        </Box>
      )}
    </Modal>
  );
}

function DetailsForm({
  meetingId,
  item,
  onClose,
}: {
  meetingId: string;
  item: AgendaItem;
  onClose: () => void;
}) {
  const update = useMeetingMutation((values: DetailsValues) =>
    meetingsApi.updateItem(meetingId, item.id, {
      title: values.title.trim(),
      description: values.description.trim() || null,
      background: values.background.trim() || null,
      proposal: values.proposal.trim() || null,
      estimated_duration_minutes: Number(values.duration),
      item_type: values.item_type,
      requires_vote: values.requires_vote,
    }),
  );
  const form = useForm<DetailsValues>({ initialValues: valuesOf(item), validate });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: onClose,
      onError: (error) => notifyError(error, 'Failed to update item details'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" withAsterisk data-autofocus {...form.getInputProps('title')} />
        <LongTextField label="Description" {...form.getInputProps('description')} />
        <LongTextField label="Background" {...form.getInputProps('background')} />
        <LongTextField label="Proposal" {...form.getInputProps('proposal')} />
        <DurationTypeFields
          of="item"
          duration={form.getInputProps('duration')}
          type={form.getInputProps('item_type')}
        />
        <Checkbox label="Requires Vote" {...form.getInputProps('requires_vote', { type: 'checkbox' })} />
        <FormActions submitLabel="Save Details" onCancel={onClose} pending={update.isPending} />
      </Stack>
    </form>
  );
}
