// A custom template: name, icon, description and seats with weights — the same seat editor and
// Auto-Balance as board creation. `?edit={id}` edits one; `?organization={id}` says whose it is.
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type Template, templateBodySchema } from '../../../../contracts/boards.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import {
  useCreateTemplate,
  useOrganizationTemplates,
  useUpdateTemplate,
} from '../../../shared/api/templates.ts';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { NotFoundPage } from '../../../shared/components/status-pages.tsx';
import { useStoredOrganizationId } from '../../../shared/lib/current-organization.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { toTemplateBody } from '../lib/board-seats.ts';
import { applyTemplate, createSeats, seatProblem } from '../lib/seats.ts';
import { SeatsStep } from './seats-step.tsx';

export function TemplateEditorPage() {
  const [params] = useSearchParams();
  const storedOrganization = useStoredOrganizationId();
  const organizationId = params.get('organization') ?? storedOrganization;
  const editId = params.get('edit');
  const templates = useOrganizationTemplates(organizationId ?? '');

  if (!organizationId) return <NotFoundPage />;
  if (editId && templates.isPending) return <LoadingState label="Loading template..." />;
  const editing = editId ? templates.data?.find((t) => t.id === editId && !t.is_builtin) : undefined;
  if (editId && !editing) return <NotFoundPage />;
  return <TemplateEditor key={editId ?? 'new'} organizationId={organizationId} template={editing} />;
}

function TemplateEditor({ organizationId, template }: { organizationId: string; template?: Template }) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [icon, setIcon] = useState(template?.icon ?? '📋');
  const [description, setDescription] = useState(template?.purpose ?? '');
  const [seats, setSeats] = useState(() => (template ? applyTemplate(template) : createSeats()));
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const backPath = `/organization/${organizationId}?tab=templates`;

  const nameResult = templateBodySchema.shape.name.safeParse(name);
  const nameError = nameResult.success
    ? null
    : (nameResult.error.issues[0]?.message ?? 'Template name is required');
  const problem = seatProblem(seats);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (nameError || problem) return;
    setError(null);
    const body = toTemplateBody({ name, icon, description }, seats);
    const onSuccess = (saved: Template) => {
      notifySuccess(`Template "${saved.name}" saved`);
      void navigate(backPath);
    };
    const onError = (failure: unknown) => setError(errorMessage(failure, 'Could not save the template'));
    if (template) update.mutate({ id: template.id, body }, { onSuccess, onError });
    else create.mutate({ ...body, organization_id: organizationId }, { onSuccess, onError });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {template ? 'Edit Custom Template' : 'Create Custom Template'}
        </Title>
        <Text c="dimmed">Save a board layout your organization can reuse, and share it if you like.</Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={save} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput
              label="Template name"
              withAsterisk
              maxLength={80}
              value={name}
              error={showErrors ? nameError : null}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ gridColumn: 'span 3' }}
            />
            <TextInput
              label="Icon"
              description="An emoji"
              maxLength={8}
              value={icon}
              onChange={(event) => setIcon(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            maxLength={500}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <SeatsStep seats={seats} onChange={setSeats} />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => void navigate(backPath)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={showErrors && (!!nameError || !!problem)}>
              {template ? 'Save Template' : 'Create Template'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
