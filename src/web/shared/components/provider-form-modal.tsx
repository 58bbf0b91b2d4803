// Add an AI provider: kind, name, base URL, API key (sent once, never shown again), default
// model, concurrency, timeout; validated by the same contract as the server.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import {
  PROVIDER_KIND_LABELS,
  PROVIDER_KINDS,
  type ProviderKindId,
  providerCreateSchema,
} from '../../../contracts/providers.ts';
import { errorMessage } from '../api/api-client.ts';
import { type ProviderScope, useCreateProvider } from '../api/providers.ts';

const EMPTY = {
  name: '',
  kind: 'openai-compatible' as ProviderKindId,
  base_url: '',
  api_key: '',
  default_model: '',
  concurrency: 8,
  timeout_ms: 60_000,
  is_default: false,
};

export function ProviderFormModal({
  scope,
  opened,
  onClose,
}: {
  scope: ProviderScope;
  opened: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateProvider(scope);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  /** Value, error and change handler for one of the text fields. */
  const textField = (key: 'name' | 'base_url' | 'api_key' | 'default_model') => ({
    value: form[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
  });

  function close() {
    setForm(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function submit() {
    const body = { ...form, base_url: form.base_url.trim() || null, api_key: form.api_key.trim() || null };
    const checked = providerCreateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(body);
      close();
    } catch (error) {
      setFailure(errorMessage(error, 'The provider was not saved'));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Add an AI provider" size="lg">
      <Stack gap="sm">
        <Select
          label="Kind"
          data={PROVIDER_KINDS.map((k) => ({ value: k, label: PROVIDER_KIND_LABELS[k] }))}
          value={form.kind}
          allowDeselect={false}
          onChange={(value) => value && set('kind', value as ProviderKindId)}
        />
        <TextInput label="Name" required {...textField('name')} />
        <TextInput
          label="Base URL"
          description="e.g. http://gpu-box:8000/v1 for vLLM; optional for OpenAI, Anthropic and a local Ollama"
          {...textField('base_url')}
        />
        <PasswordInput
          label="API key"
          description="Stored encrypted; only its last 4 characters are ever shown"
          {...textField('api_key')}
          autoComplete="off"
        />
        <TextInput label="Default model" required {...textField('default_model')} />
        <Group grow>
          <NumberInput
            label="Concurrency"
            min={1}
            max={200}
            value={form.concurrency}
            onChange={(v) => set('concurrency', Number(v) || 1)}
          />
          <NumberInput
            label="Timeout (ms)"
            min={1000}
            max={600_000}
            step={1000}
            value={form.timeout_ms}
            onChange={(v) => set('timeout_ms', Number(v) || 60_000)}
          />
        </Group>
        <Checkbox
          label="Use it by default"
          checked={form.is_default}
          onChange={(e) => set('is_default', e.currentTarget.checked)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending}>
            Save provider
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
