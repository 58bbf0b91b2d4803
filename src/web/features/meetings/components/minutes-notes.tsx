// What people write on the minutes (comments on a draft, amendments after approval): each note
// as a card with its byline, and the form that adds the next one.
import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../lib/labels.ts';

interface MinutesNoteProps {
  note: { author_name: string; created_at: string; body: string };
  label: string;
  /** An amendment's version, which leads its byline. */
  version?: number;
}

export function MinutesNote({ note, label, version }: MinutesNoteProps) {
  const byline = `${note.author_name} · ${formatDateTime(note.created_at)}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label}>
      <Text size="xs" c="dimmed">
        {version === undefined ? byline : `Version ${version} · ${byline}`}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.body}
      </Text>
    </Paper>
  );
}

interface MinutesNoteFormProps {
  label: string;
  description: string;
  maxLength: number;
  submitLabel: string;
  pending: boolean;
  /** Sends the note; `sent` clears the form once the server has it. */
  onSubmit: (body: string, sent: () => void) => void;
}

export function MinutesNoteForm({
  label,
  description,
  maxLength,
  submitLabel,
  pending,
  onSubmit,
}: MinutesNoteFormProps) {
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(body, () => setBody(''));
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs" align="flex-start">
        <Textarea
          label={label}
          description={description}
          maxLength={maxLength}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          w="100%"
        />
        <Button type="submit" disabled={!body.trim()} loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
