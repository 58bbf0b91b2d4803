// Import a persona: paste the JSON, see the same checks the server makes as you type ('Please
// paste JSON data', 'Invalid JSON: …', missing fields, 'JSON format is valid'), choose public,
// import; a refusal shows the server's detail.
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { checkPersonaJson, PERSONA_IMPORT_MAX_CHARS } from '../../../../contracts/persona-import.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useImportPersona } from '../api/superadmin.ts';

function importFailure(error: unknown): string {
  if (error instanceof ApiError && typeof error.detail === 'string') return error.detail;
  return `Import failed: ${error instanceof Error ? error.message : 'unknown error'}`;
}

export function PersonaImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [makePublic, setMakePublic] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const importing = useImportPersona();
  const check = checkPersonaJson(text);

  function close() {
    setText('');
    setResult(null);
    setMakePublic(false);
    importing.reset();
    onClose();
  }

  async function submit() {
    if (!check.ok) return;
    try {
      const answer = await importing.mutateAsync({ universal_json: text, make_public: makePublic });
      setResult({
        ok: answer.success,
        message: answer.success ? answer.message : answer.message || 'Import failed',
      });
      if (answer.success) setText('');
    } catch (error) {
      setResult({ ok: false, message: importFailure(error) });
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Import persona" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Paste a persona in the expert format:{' '}
          {
            '{"expert": {"name", "description", "instructions": {"system", "behavioral", "conversation"}, "capabilities", "expertise"}}'
          }
          .
        </Text>
        <Textarea
          label="Persona JSON"
          minRows={8}
          maxRows={18}
          maxLength={PERSONA_IMPORT_MAX_CHARS}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setResult(null);
          }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Text size="sm" c={check.ok ? 'teal' : 'red'} role="status" data-testid="persona-json-check">
          {check.message}
        </Text>
        <Checkbox
          label="Make public (every board may use it)"
          checked={makePublic}
          onChange={(e) => setMakePublic(e.currentTarget.checked)}
        />
        {result && (
          <Alert
            color={result.ok ? 'teal' : 'red'}
            variant="light"
            role="alert"
            data-testid="persona-import-result"
          >
            {result.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={() => void submit()} disabled={!check.ok} loading={importing.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
