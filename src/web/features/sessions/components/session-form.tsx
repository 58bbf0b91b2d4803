// The manual session form (spec §2, §5): topic (with a counter), context, company information and
// optional constraints; 'Ask the Board' is enabled only when valid, with what is missing listed.
import {
  Alert,
  Button,
  List,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { TOPIC_MAX } from '../../../../contracts/sessions.ts';
import {
  missingItems,
  type SessionFormField,
  type SessionFormValues,
  sessionFormErrors,
} from '../lib/session-form.ts';

export const START_FAILED_MESSAGE = 'Unable to start board deliberation. Please try again.';
const IMPORT_AGENDA_NOTE = 'Import from a meeting agenda arrives with meetings';

interface SessionFormProps {
  values: SessionFormValues;
  onChange: (values: SessionFormValues) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** The server's reason when the start failed (e.g. too many sessions running), or null. */
  startError: { detail: string | null } | null;
}

export function SessionForm({ values, onChange, onSubmit, submitting, startError }: SessionFormProps) {
  const [touched, setTouched] = useState<Partial<Record<SessionFormField, boolean>>>({});
  const errors = sessionFormErrors(values);
  const missing = missingItems(errors);
  const valid = missing.length === 0;

  const field = (name: SessionFormField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...values, [name]: event.currentTarget.value }),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !submitting) onSubmit();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Describe Your Decision
        </Title>
        <SegmentedControl
          aria-label="How to describe the decision"
          value="manual"
          data={[
            { value: 'manual', label: 'Manual Entry' },
            {
              value: 'agenda',
              disabled: true,
              label: (
                <Tooltip label={IMPORT_AGENDA_NOTE} withinPortal>
                  <span style={{ pointerEvents: 'auto' }}>
                    Import Agenda<VisuallyHidden> (not available yet: arrives with meetings)</VisuallyHidden>
                  </span>
                </Tooltip>
              ),
            },
          ]}
          maw={360}
        />
        <Textarea
          label="Decision Topic"
          description={`What should the board decide? ${values.topic.length}/${TOPIC_MAX} characters`}
          placeholder="e.g. Should we raise a seed round now or extend runway first?"
          withAsterisk
          autosize
          minRows={2}
          maxRows={5}
          {...field('topic')}
        />
        <Textarea
          label="Context"
          description="The situation, the options and what you already know"
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          {...field('context')}
        />
        <Textarea
          label="Company Information"
          description="Stage, size, market, traction"
          withAsterisk
          autosize
          minRows={2}
          maxRows={8}
          {...field('companyInfo')}
        />
        <Text fw={600} size="sm" mb={-8}>
          Constraints (optional)
        </Text>
        <TextInput label="Budget" placeholder="e.g. Up to €250k" {...field('budget')} />
        <TextInput label="Timeline" placeholder="e.g. Decide within 4 weeks" {...field('timeline')} />
        <Textarea label="Other Constraints" autosize minRows={2} maxRows={6} {...field('other')} />

        {startError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            title={START_FAILED_MESSAGE}
          >
            {startError.detail}
          </Alert>
        )}

        {!valid && (
          <div id="session-form-missing">
            <Text size="sm" fw={600} id="session-form-missing-title">
              Still needed before the board can deliberate:
            </Text>
            <List
              size="sm"
              c="dimmed"
              aria-labelledby="session-form-missing-title"
              data-testid="form-missing"
            >
              {missing.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </div>
        )}
        <Button
          type="submit"
          size="md"
          disabled={!valid}
          loading={submitting}
          leftSection={<IconSend size={18} aria-hidden />}
          aria-describedby={valid ? undefined : 'session-form-missing'}
          style={{ alignSelf: 'flex-start' }}
        >
          Ask the Board
        </Button>
      </Stack>
    </Paper>
  );
}
