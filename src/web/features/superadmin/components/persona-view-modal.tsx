// The whole persona: description, instructions (system, behavioral, conversation),
// capabilities, expertise, and the boards whose seats speak with it.
import { Badge, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useAdminPersona } from '../api/superadmin.ts';

function Block({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={2}>
      <Title order={4} size="h6">
        {title}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text || '—'}
      </Text>
    </Stack>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap={2}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Group gap={4}>
          {items.map((item) => (
            <Badge key={item} variant="light" tt="none">
              {item}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export function PersonaViewModal({ personaId, onClose }: { personaId: string | null; onClose: () => void }) {
  const persona = useAdminPersona(personaId);
  return (
    <Modal opened={personaId !== null} onClose={onClose} title={persona.data?.name ?? 'Persona'} size="xl">
      <QueryView query={persona} loading="Loading persona..." failed="Could not load the persona">
        {(p) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {p.category} · version {p.version} · {p.owner_email ?? 'System'} ·{' '}
              {p.is_public ? 'Public' : 'Private'}
            </Text>
            <Text>{p.description}</Text>
            <Block title="System instructions" text={p.instructions.system} />
            <Block title="Behavioral instructions" text={p.instructions.behavioral} />
            <Block title="Conversation instructions" text={p.instructions.conversation} />
            <List title="Capabilities" items={p.capabilities} />
            <List title="Expertise" items={p.expertise_domains} />
            <List title="Used by the seats of" items={p.used_by.map((b) => b.board_name)} />
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}
