// Schedule Meeting: title, date, time, duration, type, location and
// description. 'Schedule Meeting' creates a SCHEDULED meeting; 'Save as Draft' keeps it a draft.
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import type { Meeting } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import {
  emptyMeetingValues,
  type MeetingFormValues,
  toMeetingBody,
  validateMeetingForm,
} from '../lib/meeting-form.ts';
import { DurationTypeFields } from './duration-type-fields.tsx';
import { LongTextField } from './long-text-field.tsx';

interface MeetingFormModalProps {
  opened: boolean;
  boardId: string;
  title?: string;
  /** Shown above the fields (e.g. which pool items the meeting takes). */
  note?: ReactNode;
  onClose: () => void;
  /** Runs after the meeting is created, before the modal closes. */
  onCreated?: (meeting: Meeting) => Promise<void> | void;
}

export function MeetingFormModal({
  opened,
  boardId,
  title = 'Schedule Meeting',
  note,
  onClose,
  onCreated,
}: MeetingFormModalProps) {
  const create = useMeetingMutation(meetingsApi.create);
  const form = useForm<MeetingFormValues>({
    initialValues: emptyMeetingValues(),
    validate: validateMeetingForm,
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const save = async (values: MeetingFormValues, status: 'DRAFT' | 'SCHEDULED') => {
    try {
      const meeting = await create.mutateAsync(toMeetingBody(boardId, values, status));
      await onCreated?.(meeting);
      notifySuccess(
        status === 'DRAFT' ? `Draft "${meeting.title}" saved` : `Meeting "${meeting.title}" scheduled`,
      );
      close();
    } catch (error) {
      notifyError(error, 'Failed to create meeting');
    }
  };

  const saveDraft = () => {
    if (!form.validate().hasErrors) void save(form.getValues(), 'DRAFT');
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      <form onSubmit={form.onSubmit((values) => void save(values, 'SCHEDULED'))} noValidate>
        <Stack gap="sm">
          {note && (
            <Alert variant="light" color="indigo">
              {note}
            </Alert>
          )}
          <TextInput label="Title" withAsterisk data-autofocus {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('date')} />
            <TextInput label="Time" type="time" withAsterisk {...form.getInputProps('time')} />
          </SimpleGrid>
          <DurationTypeFields
            of="meeting"
            duration={form.getInputProps('duration')}
            type={form.getInputProps('meeting_type')}
          />
          <TextInput
            label="Location"
            placeholder="Boardroom, video link..."
            {...form.getInputProps('location')}
          />
          <LongTextField label="Description" {...form.getInputProps('description')} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button variant="light" onClick={saveDraft} disabled={create.isPending}>
              Save as Draft
            </Button>
            <Button type="submit" loading={create.isPending}>
              Schedule Meeting
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
