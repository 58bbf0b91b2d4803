// Quick add: one item per line, 'Title, Duration', the duration
// optional (10 minutes by default). The text is parsed live for a preview and line errors.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { parseAgendaText } from '../../../../contracts/agenda-text.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { formatMinutes } from '../lib/agenda-timing.ts';

interface QuickAddFormProps {
  label?: string;
  busy: boolean;
  /** Resolves true when the items were added (the text is then cleared). */
  onAdd: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Visible lines of the text box (8 in the agenda editor). */
  rows?: number;
}

export function QuickAddForm({
  label = 'Agenda items',
  busy,
  onAdd,
  onCancel,
  autoFocus,
  rows = 8,
}: QuickAddFormProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const parsed = blank ? null : parseAgendaText(text);
  const error = parsed && !parsed.ok ? parsed.error : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || error || busy) return;
    if (await onAdd(text)) setText('');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          description="One item per line. Add the minutes after a comma, e.g. 'Budget review, 20' (10 minutes if left out)."
          placeholder={'Budget review, 20\nHiring plan\nQ3 roadmap, 15'}
          autosize={false}
          rows={rows}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          autoFocus={autoFocus}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {parsed?.ok && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {parsed.items.length} {parsed.items.length === 1 ? 'item' : 'items'},{' '}
            {formatMinutes(parsed.items.reduce((sum, item) => sum + item.durationMinutes, 0))} in total
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Durations are suggestions: you can adjust them during the meeting.
        </Text>
        <Group gap="sm">
          <IconAction icon={IconPlus} type="submit" disabled={blank || error !== null} loading={busy}>
            Add Items to Agenda
          </IconAction>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
