// Personas: cards (name, description, category, at most 3 tags, version, owner or 'System',
// public or private) with View, Export and Delete, and the Import dialog.
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type Icon, IconDownload, IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminPersona } from '../../../../contracts/superadmin.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { saveBlob } from '../../../shared/lib/download.ts';
import { notifyError } from '../../../shared/lib/notify.ts';
import { exportPersona, useAdminPersonas, useDeletePersona } from '../api/superadmin.ts';
import { PersonaImportModal } from './persona-import-modal.tsx';
import { PersonaViewModal } from './persona-view-modal.tsx';

const MAX_TAGS = 3;
const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'persona'
  }.json`;

export function PersonasSection() {
  const personas = useAdminPersonas();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminPersona | null>(null);
  const [importing, importDialog] = useDisclosure(false);
  const remove = useDeletePersona();

  async function download(persona: AdminPersona) {
    try {
      const document = await exportPersona(persona.id);
      saveBlob(
        new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
        fileName(persona.name),
      );
    } catch (error) {
      notifyError(error, 'Failed to export persona');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      notifyError(error, 'Failed to delete persona');
    }
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <IconAction icon={IconUpload} onClick={importDialog.open}>
          Import persona
        </IconAction>
      </Group>
      <QueryView query={personas} loading="Loading personas..." failed="Failed to load personas">
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.map((p) => (
              <Card key={p.id} withBorder radius="md" padding="md" data-testid="persona-card">
                <Stack gap={6} h="100%">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600}>{p.name}</Text>
                    <Badge variant="light" color={p.is_public ? 'teal' : 'gray'}>
                      {p.is_public ? 'Public' : 'Private'}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {p.description}
                  </Text>
                  <Group gap={4}>
                    <Badge variant="outline">{p.category}</Badge>
                    {p.tags.slice(0, MAX_TAGS).map((tag) => (
                      <Badge key={tag} variant="light" color="gray" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed">
                    v{p.version} · {p.owner_email ?? 'System'}
                  </Text>
                  <Group gap="xs" mt="auto">
                    <CardAction
                      label="View"
                      persona={p}
                      icon={IconEye}
                      variant="light"
                      onClick={() => setViewing(p.id)}
                    />
                    <CardAction
                      label="Export"
                      persona={p}
                      icon={IconDownload}
                      variant="default"
                      onClick={() => void download(p)}
                    />
                    {!p.is_builtin && (
                      <CardAction
                        label="Delete"
                        persona={p}
                        icon={IconTrash}
                        color="red"
                        variant="subtle"
                        onClick={() => setDeleting(p)}
                      />
                    )}
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      <PersonaViewModal personaId={viewing} onClose={() => setViewing(null)} />
      <PersonaImportModal opened={importing} onClose={importDialog.close} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete persona"
        message={`Delete persona "${deleting?.name ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

interface CardActionProps {
  label: string;
  persona: AdminPersona;
  icon: Icon;
  variant: 'light' | 'default' | 'subtle';
  color?: string;
  onClick: () => void;
}

/** A card's button, named with its persona for screen readers ("Export Strategist"). */
function CardAction({ label, persona, ...button }: CardActionProps) {
  return (
    <IconAction size="compact-sm" aria-label={`${label} ${persona.name}`} {...button}>
      {label}
    </IconAction>
  );
}
