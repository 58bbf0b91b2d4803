// 'Create Your Board': 1 organization and name, 2 template, 3 seats and weights; then POST /boards.
import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { createBoardBodySchema, type Template } from '../../../../contracts/boards.ts';
import type { OrganizationSummary } from '../../../../contracts/organizations.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useCreateBoard } from '../../../shared/api/boards.ts';
import { useTemplate } from '../../../shared/api/templates.ts';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { useStoredOrganizationId } from '../../../shared/lib/current-organization.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { useCreatableOrganizations } from '../hooks/use-creatable-organizations.ts';
import { useHolderOptions } from '../hooks/use-seat-options.ts';
import { applyTemplate, createSeats, humanEmailError, seatProblem, toCreateBoardBody } from '../lib/seats.ts';
import { DetailsStep } from './details-step.tsx';
import { OrganizationSelect } from './organization-select.tsx';
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
  const requestedOrganization = params.get('organization');
  const storedOrganization = useStoredOrganizationId();
  const template = useTemplate(slug);
  const creatable = useCreatableOrganizations();
  // `?template=slug` preselects that template (built-in, custom or from the marketplace): wait
  // for it, and for the organizations, so the form starts complete.
  if ((slug && template.isPending) || creatable.isPending) return <LoadingState label="Loading..." />;
  if (creatable.organizations.length === 0) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title="You cannot create boards"
      >
        Your role does not allow creating boards in any of your organizations. Ask an Admin.
      </Alert>
    );
  }
  const initialTemplate = slug ? (template.data ?? null) : null;
  const missingTemplate = slug !== null && template.isError;
  const ids = creatable.organizations.map((org) => org.id);
  const initialOrganization =
    [requestedOrganization, storedOrganization].find((id) => id && ids.includes(id)) ?? ids[0] ?? null;
  return (
    <Stack gap="md">
      {missingTemplate && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
          The template "{slug}" was not found. Pick a template in step 2.
        </Alert>
      )}
      <CreateBoardWizard
        initialTemplate={initialTemplate}
        organizations={creatable.organizations}
        initialOrganization={initialOrganization}
      />
    </Stack>
  );
}

interface CreateBoardWizardProps {
  initialTemplate: Template | null;
  organizations: OrganizationSummary[];
  initialOrganization: string | null;
}

function CreateBoardWizard({ initialTemplate, organizations, initialOrganization }: CreateBoardWizardProps) {
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
  const [organizationId, setOrganizationId] = useState(initialOrganization);
  const holders = useHolderOptions(organizationId ?? undefined);
  const [serverError, setServerError] = useState<string | null>(null);
  // Step descriptions only where they fit beside each other.
  const wide = useMediaQuery('(min-width: 48em)');

  const currentNameError = nameError(name);
  const seatsValid = seatProblem(seats) === null && seats.every((s) => humanEmailError(s) === null);
  const canCreate = currentNameError === null && template !== null && seatsValid && organizationId !== null;

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
    createBoard.mutate(
      toCreateBoardBody({ name, description, templateSlug: template.slug, organizationId }, seats),
      {
        onSuccess: (board) => {
          notifySuccess(`Board "${board.name}" created`);
          void navigate(`/board/${board.id}`);
        },
        onError: (error) => setServerError(errorMessage(error, 'Failed to create board')),
      },
    );
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
            <Stack gap="md">
              {organizations.length > 1 && (
                <OrganizationSelect
                  organizations={organizations}
                  value={organizationId}
                  onChange={setOrganizationId}
                />
              )}
              <DetailsStep
                name={name}
                description={description}
                nameError={showNameError ? currentNameError : null}
                onNameChange={setName}
                onDescriptionChange={setDescription}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Template" description={wide && 'Pick a starting point'}>
            <TemplateStep
              selectedSlug={template?.slug ?? null}
              onSelect={selectTemplate}
              extra={initialTemplate}
            />
          </Stepper.Step>
          <Stepper.Step label="Members" description={wide && 'Seats and weights'}>
            <Stack gap="md">
              <WizardSummary name={name} template={template} onEdit={setActive} />
              <SeatsStep seats={seats} onChange={setSeats} holders={holders} />
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
