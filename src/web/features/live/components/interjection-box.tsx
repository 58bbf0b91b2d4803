// Interject: at most 200 characters, not blank, then quiet for the server's cooldown (the room
// says when the caller may speak again; a 429 shows the server's own words).
import { Alert, Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { INTERJECTION_MAX } from '../../../../contracts/live.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useInterject } from '../api/room.ts';
import { clock } from '../lib/countdown.ts';
import { interjectionBox } from '../lib/interjection.ts';

export function InterjectionBox({ sessionId, cooldown }: { sessionId: string; cooldown: number }) {
  const [text, setText] = useState('');
  const interject = useInterject(sessionId);
  const box = interjectionBox(text, cooldown, interject.isPending);

  const send = () => {
    if (!box.canSend) return;
    interject.mutate({ text: text.trim() }, { onSuccess: () => setText('') });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="interject-title">
      <Text fw={700} id="interject-title" mb="xs">
        Interject
      </Text>
      <Textarea
        label="Your interjection"
        description="The AI members read it in their next step."
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={INTERJECTION_MAX}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) send();
        }}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c={box.remaining < 20 ? 'orange' : 'dimmed'} aria-live="polite">
          {text.length}/{INTERJECTION_MAX}
        </Text>
        <Button onClick={send} disabled={!box.canSend} loading={interject.isPending}>
          {cooldown > 0 ? `Send in ${clock(cooldown)}` : 'Send'}
        </Button>
      </Group>
      {interject.isError && (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {errorMessage(interject.error, 'Failed to send your interjection')}
        </Alert>
      )}
    </Paper>
  );
}
