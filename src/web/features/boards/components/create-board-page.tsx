// 'Create Your Board' (spec §2): 1 name, 2 template, 3 seats and weights; then POST /boards.
import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { createBoardBodySchema, type Template } from '../../../../contracts/boards.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useCreateBoard } from '../../../shared/api/boards.ts';
import { useTemplates } from '../../../shared/api/templates.ts';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { applyTemplate, createSeats, humanEmailError, seatProblem, toCreateBoardBody } from '../lib/seats.ts';
import { DetailsStep } from './details-step.tsx';
import { SeatsStep } from './seats-step.tsx';
import { TemplateStep } from './template-step.tsx';
import { WizardSummary } from './wizard-summary.tsx';

const LAST_STEP = 2;

function nameError(name: string): string | null {
  const result = createBoardBodySchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Board name is required');
}

export function CreateBoardPage() {
  const [params] = useSearchParams();
  const slug = params.get('template');
  const templates = useTemplates();
  // `?template=slug` preselects that template: wait for the list so the form starts complete.
  if (slug && templates.isPending) return <LoadingState label="Loading templates..." />;
  const initialTemplate = slug ? (templates.data?.find((t) => t.slug === slug) ?? null) : null;
  const missingTemplate = slug !== null && initialTemplate === null && templates.isSuccess;
  return (
    <Stack gap="md">
      {missingTemplate && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
          The template "{slug}" was not found. Pick a template in step 2.
        </Alert>
      )}
      <CreateBoardWizard initialTemplate={initialTemplate} />
    </Stack>
  );
}

function CreateBoardWizard({ initialTemplate }: { initialTemplate: Template | null }) {
  const navigate = useNavigate();
  const createBoard = useCreateBoard();
  const [active, setActive] = useState(initialTemplate ? LAST_STEP : 0);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [showNameError, setShowNameError] = useState(false);
  const [template, setTemplate] = useState<Template | null>(initialTemplate);
  const [seats, setSeats] = useState(() =>
    initialTemplate ? applyTemplate(initialTemplate) : createSeats(),
  );
  const [serverError, setServerError] = useState<string | null>(null);
  // Step descriptions only where they fit beside each other.
  const wide = useMediaQuery('(min-width: 48em)');

  const currentNameError = nameError(name);
  const seatsValid = seatProblem(seats) === null && seats.every((s) => humanEmailError(s) === null);
  const canCreate = currentNameError === null && template !== null && seatsValid;

  const selectTemplate = (next: Template) => {
    if (next.slug === template?.slug) return;
    setTemplate(next);
    setSeats(applyTemplate(next));
  };

  const goNext = () => {
    if (active === 0 && currentNameError) {
      setShowNameError(true);
      return;
    }
    setActive((step) => Math.min(step + 1, LAST_STEP));
  };

  const submit = () => {
    if (currentNameError) {
      setShowNameError(true);
      setActive(0);
      return;
    }
    if (!canCreate || !template) return;
    setServerError(null);
    createBoard.mutate(toCreateBoardBody({ name, description, templateSlug: template.slug }, seats), {
      onSuccess: (board) => {
        notifications.show({ color: 'green', message: `Board "${board.name}" created` });
        void navigate(`/board/${board.id}`);
      },
      onError: (error) => setServerError(errorMessage(error, 'Failed to create board')),
    });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Create Your Board
        </Title>
        <Text c="dimmed">
          Name your board, start from a template, then tune its members and their weights.
        </Text>
      </div>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stepper active={active} onStepClick={setActive} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label="Name" description={wide && 'Name your board'}>
            <DetailsStep
              name={name}
              description={description}
              nameError={showNameError ? currentNameError : null}
              onNameChange={setName}
              onDescriptionChange={setDescription}
            />
          </Stepper.Step>
          <Stepper.Step label="Template" description={wide && 'Pick a starting point'}>
            <TemplateStep selectedSlug={template?.slug ?? null} onSelect={selectTemplate} />
          </Stepper.Step>
          <Stepper.Step label="Members" description={wide && 'Seats and weights'}>
            <Stack gap="md">
              <WizardSummary name={name} template={template} onEdit={setActive} />
              <SeatsStep seats={seats} onChange={setSeats} />
            </Stack>
          </Stepper.Step>
        </Stepper>

        {serverError && (
          <Alert color="red" variant="light" mt="lg" icon={<IconAlertCircle aria-hidden />} role="alert">
            {serverError}
          </Alert>
        )}

        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={() => void navigate('/dashboard')}>
            Cancel
          </Button>
          <Group gap="sm">
            {active > 0 && (
              <Button variant="subtle" onClick={() => setActive((step) => step - 1)}>
                Back
              </Button>
            )}
            {active < LAST_STEP ? (
              <Button onClick={goNext} disabled={active === 1 && template === null}>
                Next
              </Button>
            ) : (
              <Button onClick={submit} disabled={!canCreate || createBoard.isPending}>
                {createBoard.isPending ? 'Creating...' : 'Create Board'}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
