// The Import Agenda form: a meeting of this board that has an
// agenda, the agenda items to put to the board, company information (remembered for the board)
// and optional constraints; 'Ask the Board' is enabled only when valid, with what is missing listed.
import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Input,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { AgendaItem, Meeting } from '../../../../contracts/meetings.ts';
import type { CreateSessionBody } from '../../../../contracts/sessions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { meetingQueryOptions, meetingsWithAgendaQueryOptions } from '../../../shared/api/meetings.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { ITEM_TYPE_LABELS } from '../../../shared/lib/agenda-items.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import {
  type AgendaFormField,
  type AgendaFormValues,
  agendaFormErrors,
  agendaMeetingGroups,
  COMPANY_INFO_MAX,
  missingAgendaItems,
  toAgendaSessionBody,
} from '../lib/agenda-session.ts';
import type { ConstraintField } from './constraint-fields.tsx';
import type { FormStart } from './form-footer.tsx';
import { SessionFormFrame, textFieldBinder } from './session-form-frame.tsx';

const NO_AGENDA_MEETINGS = 'No meetings with an agenda yet';

interface AgendaSessionFormProps {
  boardId: string;
  values: AgendaFormValues;
  onChange: (values: AgendaFormValues) => void;
  onSubmit: (body: CreateSessionBody) => void;
  start: FormStart;
}

type TextField = 'companyInfo' | ConstraintField;

export function AgendaSessionForm({ boardId, values, onChange, onSubmit, start }: AgendaSessionFormProps) {
  const [touched, setTouched] = useState<Partial<Record<AgendaFormField, boolean>>>({});
  const meetings = useQuery(meetingsWithAgendaQueryOptions(boardId));
  const groups = useMemo(
    () => agendaMeetingGroups(meetings.data?.meetings ?? [], new Date()),
    [meetings.data],
  );
  // A meeting no longer offered (deleted, completed, its agenda emptied) counts as not chosen.
  const offered = groups.some((g) => g.meetings.some((m) => m.id === values.meetingId));
  const meetingId = offered ? values.meetingId : null;
  const meeting = useQuery({ ...meetingQueryOptions(meetingId ?? ''), enabled: meetingId !== null });
  const detail = meetingId && meeting.data?.id === meetingId ? meeting.data : null;

  const current = { ...values, meetingId };
  const errors = agendaFormErrors(current, detail);
  const missing = missingAgendaItems(errors);
  const body = toAgendaSessionBody(current, detail);

  const field = textFieldBinder({
    values,
    onChange,
    touched,
    touch: (name: TextField) => setTouched((t) => ({ ...t, [name]: true })),
    errors,
  });

  const chooseMeeting = (id: string) => {
    onChange({ ...values, meetingId: id || null, itemIds: [] });
    setTouched((t) => ({ ...t, meeting: true, items: false }));
  };

  let picker: ReactNode;
  if (meetings.isPending) {
    picker = <Pending label="Loading meetings..." />;
  } else if (meetings.isError) {
    picker = (
      <ErrorState
        title="Could not load the meetings"
        message={errorMessage(meetings.error, 'An unexpected error occurred')}
        onRetry={() => void meetings.refetch()}
      />
    );
  } else if (groups.length === 0) {
    picker = (
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
        <Stack gap={4}>
          <Text fw={600}>{NO_AGENDA_MEETINGS}</Text>
          <Text size="sm" c="dimmed">
            {meetings.data.meetings.length > 0
              ? 'Completed meetings are not offered: their agenda can no longer change. '
              : ''}
            Schedule a meeting and add agenda items to it, then put them to the board here.
          </Text>
          <Anchor component={Link} to={`/board/${boardId}/meetings`} size="sm" fw={600}>
            Go to the board's meetings
          </Anchor>
        </Stack>
      </Paper>
    );
  } else {
    picker = (
      <NativeSelect
        label="Meeting"
        description="A meeting of this board that has an agenda"
        withAsterisk
        value={meetingId ?? ''}
        onChange={(event) => chooseMeeting(event.currentTarget.value)}
        error={touched.meeting ? errors.meeting : undefined}
        data={[
          { value: '', label: 'Choose a meeting…', disabled: true },
          ...groups.map((group) => ({
            group: group.label,
            items: group.meetings.map((m) => ({ value: m.id, label: meetingLabel(m) })),
          })),
        ]}
      />
    );
  }

  return (
    <SessionFormFrame
      field={field}
      companyInfoDescription={`Stage, size, market, traction. ${values.companyInfo.length}/${COMPANY_INFO_MAX} characters`}
      onSubmit={() => {
        if (body) onSubmit(body);
      }}
      missing={missing}
      start={start}
    >
      {picker}
      {meetingId &&
        (meeting.isPending ? (
          <Pending label="Loading the agenda..." />
        ) : meeting.isError || !detail ? (
          <ErrorState
            title="Could not load this meeting's agenda"
            message={errorMessage(meeting.error, 'An unexpected error occurred')}
            onRetry={() => void meeting.refetch()}
          />
        ) : (
          <AgendaItemsPicker
            items={detail.agenda_items}
            selected={values.itemIds}
            onChange={(itemIds) => {
              onChange({ ...values, itemIds });
              setTouched((t) => ({ ...t, items: true }));
            }}
            error={touched.items ? errors.items : undefined}
          />
        ))}
    </SessionFormFrame>
  );
}

function meetingLabel(meeting: Pick<Meeting, 'title' | 'scheduled_date' | 'agenda_item_count'>): string {
  const count = meeting.agenda_item_count;
  const date = formatDate(meeting.scheduled_date);
  return `${meeting.title}${date ? ` — ${date}` : ''} (${count} ${count === 1 ? 'item' : 'items'})`;
}

function Pending({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed" size="sm">
        {label}
      </Text>
    </Group>
  );
}

interface AgendaItemsPickerProps {
  items: readonly AgendaItem[];
  selected: readonly string[];
  onChange: (itemIds: string[]) => void;
  error: string | undefined;
}

function AgendaItemsPicker({ items, selected, onChange, error }: AgendaItemsPickerProps) {
  const id = useId();
  const ordered = useMemo(() => [...items].sort((a, b) => a.order - b.order), [items]);
  if (ordered.length === 0) {
    return <Text c="dimmed">This meeting has no agenda items any more.</Text>;
  }
  const ids = ordered.map((item) => item.id);
  const chosen = ids.filter((itemId) => selected.includes(itemId));
  const all = chosen.length === ids.length;
  const toggle = (itemId: string, on: boolean) =>
    onChange(on ? ids.filter((x) => x === itemId || chosen.includes(x)) : chosen.filter((x) => x !== itemId));
  return (
    <Input.Wrapper
      id={id}
      label="Agenda items"
      description="What the board should decide; its decision is recorded on each item chosen"
      withAsterisk
      labelElement="div"
      error={error}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack
        gap="sm"
        my="xs"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
      >
        <Checkbox
          label="Select all"
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onChange={() => onChange(all ? [] : ids)}
          styles={{ label: { fontWeight: 600 } }}
        />
        {ordered.map((item) => (
          <Checkbox
            key={item.id}
            checked={chosen.includes(item.id)}
            onChange={(event) => toggle(item.id, event.currentTarget.checked)}
            label={<span style={{ overflowWrap: 'anywhere' }}>{item.title}</span>}
            description={<ItemFacts item={item} />}
          />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}

function ItemFacts({ item }: { item: AgendaItem }) {
  return (
    <Group component="span" gap={6} mt={4}>
      <Badge component="span" variant="light" color="gray">
        {ITEM_TYPE_LABELS[item.item_type]}
      </Badge>
      <Badge component="span" variant="light">
        {item.estimated_duration_minutes} min
      </Badge>
      {item.requires_vote && (
        <Badge component="span" variant="light" color="grape">
          Requires vote
        </Badge>
      )}
      {item.decision && (
        <Badge component="span" variant="outline" color="gray">
          Already decided
        </Badge>
      )}
    </Group>
  );
}
