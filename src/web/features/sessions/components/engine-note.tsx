// Who answered: the built-in offline engine (said plainly, with how to connect a model) or the
// language model, with its usage.
import { Alert, Text } from '@mantine/core';
import { IconCpu, IconInfoCircle } from '@tabler/icons-react';
import { CONNECT_LLM_HINT, OFFLINE_ENGINE_NOTE } from '../../../shared/lib/session-labels.ts';

interface EngineNoteProps {
  engine: string;
  model: string;
  usage?: { calls: number; prompt_tokens: number; completion_tokens: number };
}

const number = new Intl.NumberFormat();

export function EngineNote({ engine, model, usage }: EngineNoteProps) {
  if (engine === 'offline') {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="engine-note">
        <Text fw={600}>{OFFLINE_ENGINE_NOTE}</Text>
        <Text size="sm">{CONNECT_LLM_HINT}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="indigo" variant="light" icon={<IconCpu aria-hidden />} data-testid="engine-note">
      <Text>
        Deliberated by the language model <strong data-testid="engine-model">{model}</strong>.
      </Text>
      {usage && (
        <Text size="sm" c="dimmed">
          {number.format(usage.calls)} model calls · {number.format(usage.prompt_tokens)} prompt tokens ·{' '}
          {number.format(usage.completion_tokens)} completion tokens
        </Text>
      )}
    </Alert>
  );
}
